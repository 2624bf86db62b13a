import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContentStatus } from '../components/content-status.tsx';
import { useHelpPage } from '../use-content-page.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';

/** /{domain}/help-center/<topic>: the topics beside the article (spec §2 help centre). */
export function HelpCenterPage({ domain, code }: { domain: string; code: string }) {
  const { t } = useTranslation('website');
  const help = useHelpPage(code);
  const page = help.data;

  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t('help.title')}
      </Heading>
      <Flex gap="8" align="start" direction={{ base: 'column', md: 'row' }}>
        {page && (
          <Box as="nav" aria-label={t('help.nav')} minW="48" borderWidth="1px" borderRadius="md" p="3">
            <Stack as="ul" gap="1" listStyleType="none" data-content>
              {page.topics.map((topic) => (
                <li key={topic.code}>
                  <NavLink
                    href={`/${domain}/help-center/${topic.code}`}
                    {...(topic.code === code
                      ? { 'aria-current': 'page' as const, color: 'brand.solid' }
                      : {})}
                  >
                    {topic.title}
                  </NavLink>
                </li>
              ))}
            </Stack>
          </Box>
        )}
        <Box as="article" flex="1">
          <ContentStatus page={help} notFound={t('notFound.title')}>
            {() =>
              page && (
                <div data-content>
                  <Heading as="h2" size="lg" mb="4">
                    {page.article.title}
                  </Heading>
                  <Stack gap="3">
                    {page.article.paragraphs.map((p, i) => (
                      <Text key={i} lineHeight="tall">
                        {p}
                      </Text>
                    ))}
                  </Stack>
                </div>
              )
            }
          </ContentStatus>
        </Box>
      </Flex>
    </Container>
  );
}

import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContentStatus } from '../components/content-status.tsx';
import { useAboutPage } from '../use-content-page.ts';

/** /{domain}/about (spec §2: HBKY only): the shop's introduction as plain paragraphs. */
export function AboutPage() {
  const { t } = useTranslation('website');
  const page = useAboutPage();
  const about = page.data;
  return (
    <Container maxW="4xl" py="6">
      <ContentStatus page={page} notFound={t('notFound.title')}>
        {() =>
          about && (
            <>
              <Heading as="h1" size="xl" mb="6">
                {about.title || t('about.title')}
              </Heading>
              <Stack gap="3">
                {about.paragraphs.map((p, i) => (
                  <Text key={i} lineHeight="tall">
                    {p}
                  </Text>
                ))}
              </Stack>
            </>
          )
        }
      </ContentStatus>
    </Container>
  );
}

import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../shared/routes.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';

/**
 * The footer (spec §2): the four slogans, the help centre and the terms, and the copyright text from the
 * site config. Below the fold, so the shell loads it after the first paint.
 */
export function Footer({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  return (
    <Box as="footer" mt="12" bg="bg.muted" py="8">
      <Container maxW="6xl">
        {/* A plain grid box rather than SimpleGrid: home loads the footer, and SimpleGrid and Grid would
            come with it (npm run size). */}
        <Box
          display="grid"
          gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
          gap="4"
          mb="6"
          textAlign="center"
          fontWeight="bold"
        >
          {(['slogan1', 'slogan2', 'slogan3', 'slogan4'] as const).map((k) => (
            <Text key={k}>{t(`footer.${k}`)}</Text>
          ))}
        </Box>
        <Flex
          as="nav"
          aria-label={t('footer.links')}
          justify="center"
          gap="6"
          mb="3"
          fontSize="sm"
          wrap="wrap"
        >
          <NavLink href={routes.helpCenter.href(domain, 'register')}>{t('footer.helpCenter')}</NavLink>
          <NavLink href={routes.terms.href(0)}>{t('footer.terms')}</NavLink>
          <NavLink href={routes.terms.href(1)}>{t('footer.privacy')}</NavLink>
        </Flex>
        <Text textAlign="center" fontSize="xs" color="fg.muted" data-content>
          {shell.webConfig?.copyrightCn}
        </Text>
      </Container>
    </Box>
  );
}

import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import '../locales/index.ts';

/**
 * /{domain}/404 (spec §8: 页面不见啦~) inside the tenant's shell, with `homeHref` its home; without it
 * /404-project, where an unknown tenant's paths go: no shop, so no shell, but the platform's own frame (a
 * header with its name), the reason and a way back. `/` is the router's root, which the route guard sends
 * to the last mall visited (the demo mall at first).
 */
export function NotFoundPage({ homeHref }: { homeHref?: string }) {
  const { t } = useTranslation('website');
  if (homeHref)
    return (
      <Flex direction="column" align="center" py="24" gap="6">
        <Heading as="h1" size="2xl">
          {t('notFound.title')}
        </Heading>
        <NavLink href={homeHref}>{t('notFound.backHome')}</NavLink>
      </Flex>
    );
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" bg="brand.solid" color="brand.contrast" py="3">
        <Container maxW="6xl">
          <Text fontSize="lg" fontWeight="semibold">
            {t('app.title')}
          </Text>
        </Container>
      </Box>
      <Container as="main" id="main" maxW="6xl" flex="1">
        <Flex direction="column" align="center" textAlign="center" py="24" gap="4">
          <Heading as="h1" size="2xl">
            {t('projectNotFound.title')}
          </Heading>
          <Text color="fg.muted">{t('projectNotFound.hint')}</Text>
          <NavLink href="/" mt="4" fontWeight="medium" color="brand.fg">
            {t('projectNotFound.backHome')}
          </NavLink>
        </Flex>
      </Container>
    </Flex>
  );
}

import { Flex, Heading, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';

/** /404-project and /{domain}/404 (spec §8: 页面不见啦~). */
export function NotFoundPage({ homeHref }: { homeHref?: string }) {
  const { t } = useTranslation();
  return (
    <Flex as="main" id="main" direction="column" align="center" py="24" gap="6">
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      {homeHref && (
        <Link asChild>
          <RouterLink href={homeHref}>{t('notFound.backHome')}</RouterLink>
        </Link>
      )}
    </Flex>
  );
}

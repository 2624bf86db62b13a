import { Flex, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../../shared/ui/nav-link.tsx';

/** /404-project and /{domain}/404 (spec §8: 页面不见啦~). */
export function NotFoundPage({ homeHref }: { homeHref?: string }) {
  const { t } = useTranslation('website');
  return (
    <Flex direction="column" align="center" py="24" gap="6">
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      {homeHref && <NavLink href={homeHref}>{t('notFound.backHome')}</NavLink>}
    </Flex>
  );
}

import { Container, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '../locales/index.ts';

/**
 * /vp/shop/apply-settle (spec §2): the management platform's entry to the store application, which lives
 * in the tenant's storefront (its session, its login and its region and upload services) at
 * /mall/{domain}/enter-process. Without a tenant the page says where to start.
 */
export function ApplySettlePage({ shopId }: { shopId: string | null }) {
  const { t } = useTranslation('storeApplication');
  const target = shopId ? `/mall/${shopId.toLowerCase()}/enter-process` : null;
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return (
    <Container maxW="md" py="16">
      <Stack gap="3" align="start">
        <Text>{target ? t('redirecting') : t('noTenant')}</Text>
        <Link href={target ?? '/mall'} color="brand.fg">
          {target ? t('title') : t('toMall')}
        </Link>
      </Stack>
    </Container>
  );
}

import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../shared/routes.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { useWorkspace } from '../use-workspace.ts';
import '../locales/index.ts';

const SHOP_ID = /^[A-Za-z][A-Za-z0-9_]{1,31}$/;

/** The tenant of the page: `?shopId=`. */
const tenantOf = (): string | null => {
  const id = new URLSearchParams(window.location.search).get('shopId');
  return id && SHOP_ID.test(id) ? id : null;
};

function Count({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <Link
      href={href}
      display="block"
      borderWidth="1px"
      rounded="md"
      p="4"
      _hover={{ borderColor: 'brand.solid' }}
    >
      <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
        {value}
      </Text>
      <Text fontSize="sm">{label}</Text>
    </Link>
  );
}

/**
 * The workbench (spec §2 /user-management/workspace, §6 "enter workbench"): what waits for the signed-in
 * user in this tenant — their orders by status and open after-sales requests, and for a supplier the
 * store application and the stores they run (status, orders to ship, after-sales to answer) with links
 * into the management platform.
 */
export function WorkspacePage() {
  const { t } = useTranslation('storeApplication');
  const shopId = tenantOf();
  const page = useWorkspace(shopId);
  const domain = (shopId ?? 'demo').toLowerCase();
  const mall = (path: string) => `/mall${path}`;
  const here = `/user-management/workspace?shopId=${shopId ?? ''}`;
  let body;
  if (page.isLoading) body = <LoadingBlock />;
  else if (page.isNotFound || !shopId) body = <Text>{t('noTenant')}</Text>;
  else if (page.loadFailed)
    body = (
      <Stack role="alert" gap="3" align="start">
        <Text>{page.error}</Text>
        <Flex gap="3">
          <Button size="sm" variant="outline" onClick={page.retry}>
            {t('retry')}
          </Button>
          <Link href={routes.login.href(shopId, here)} color="brand.fg">
            {t('login')}
          </Link>
        </Flex>
      </Stack>
    );
  else {
    const s = page.value!;
    body = (
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('workspace.orders')}
          </Heading>
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
            {(['pendingPayment', 'pendingDelivery', 'pendingReceipt', 'pendingEvaluation'] as const).map(
              (k) => (
                <Count
                  key={k}
                  label={t(`workspace.${k}`)}
                  value={s.orders[k]}
                  href={mall(routes.userCenterPage.href(domain, 'uc-order'))}
                />
              ),
            )}
            <Count
              label={t('workspace.openAfterSales')}
              value={s.openAfterSales}
              href={mall(routes.userCenterPage.href(domain, 'uc-aftersales'))}
            />
          </SimpleGrid>
        </Stack>
        {s.application && s.application.status !== 'approved' && (
          <Stack gap="2">
            <Heading as="h2" size="md">
              {t('title')}
            </Heading>
            <Flex gap="3" align="center">
              <Text data-content>{s.application.storeName}</Text>
              <Badge>{t(`status.${s.application.status}`)}</Badge>
            </Flex>
            {s.application.auditRemark && (
              <Text color="fg.error">{t('auditRemark', { remark: s.application.auditRemark })}</Text>
            )}
            <Link href={mall(routes.enterProcess.href(domain))} color="brand.fg">
              {t('workspace.openApplication')}
            </Link>
          </Stack>
        )}
        {s.stores.length > 0 && (
          <Stack gap="3">
            <Heading as="h2" size="md">
              {t('workspace.stores')}
            </Heading>
            {s.stores.map((store) => (
              <Box key={store.storeId} borderWidth="1px" rounded="md" p="4">
                <Flex gap="3" align="center" wrap="wrap">
                  <Text fontWeight="bold" data-content>
                    {store.storeName}
                  </Text>
                  <Badge data-testid="workspace-store-status">{t(`status.${store.status}`)}</Badge>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`workspace.roles.${store.role}`)}
                  </Text>
                </Flex>
                <Flex gap="6" mt="3" wrap="wrap">
                  <Link href={`/vp/orders?shopId=${shopId}`} color="brand.fg">
                    {t('workspace.toShip', { count: store.toShip })}
                  </Link>
                  <Link href={`/vp/after-sales?shopId=${shopId}`} color="brand.fg">
                    {t('workspace.toAnswer', { count: store.toAnswer })}
                  </Link>
                  {store.role === 'owner' && (
                    <Link href={mall(routes.userCenterPage.href(domain, 'uc-shopaccount'))} color="brand.fg">
                      {t('goShopAccount')}
                    </Link>
                  )}
                </Flex>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    );
  }
  return (
    <Box minH="100vh" bg="bg.subtle">
      <Container maxW="5xl" py="8">
        <Flex justify="space-between" align="center" mb="6" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            {t('workspace.title')}
          </Heading>
          <Link href={mall(routes.home.href(domain))} color="brand.fg">
            {t('toMall')}
          </Link>
        </Flex>
        <Box bg="bg" borderWidth="1px" rounded="md" p={{ base: '4', md: '6' }}>
          {body}
        </Box>
      </Container>
    </Box>
  );
}

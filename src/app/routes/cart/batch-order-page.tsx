import {
  Box,
  Button,
  chakra,
  Container,
  Flex,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BatchNotice } from '../../../../machines/batch-order.machine.ts';
import { formatPrice } from '../../../../machines/price.ts';
import { headerButtons } from '../../../../machines/shell.ts';
import { DeliveryRegion } from '../../../features/cart/components/delivery-region.tsx';
import { useBatchOrder } from '../../../features/cart/use-cart.ts';
import { NavLink } from '../../../features/shell/components/nav-link.tsx';
import { useShellData } from '../../../features/shell/use-shell-flows.ts';
import { paths } from '../../../config/paths.ts';
import { BATCH_FILE_ACCEPT } from '../../../lib/batch-file.ts';
import { loginPopup } from '../../login-popup.ts';
import { useShell } from '../../providers/route-guard-provider.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';

const FileInput = chakra('input');
const Label = chakra('label');

/** /{domain}/batch-order (spec §2, §6): shown when the shop's orderFlag and the batchOrder dictionary are on. */
export function BatchOrderPage({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  const data = useShellData();
  if (data === null) {
    return <LoadingBlock py="20" />;
  }
  if (!headerButtons(shell.shop, data.batchOrderEnabled).batchOrder) {
    return (
      <Flex direction="column" align="center" py="24" gap="6">
        <Heading as="h1" size="xl">
          {t('cart.batch.unavailable')}
        </Heading>
        <NavLink href={paths.home.getHref(domain)}>{t('cart.page.backHome')}</NavLink>
      </Flex>
    );
  }
  return <BatchOrderScreen domain={domain} loggedIn={shell.isLoggedIn} />;
}

function noticeText(t: TFunction, notice: BatchNotice): string {
  switch (notice.kind) {
    case 'empty':
      return t('cart.batch.empty');
    case 'tooMany':
      return t('cart.batch.tooMany', { max: notice.max });
    case 'badFile':
      return t('cart.batch.badFile', { name: notice.name });
    case 'server':
      return notice.message;
  }
}

function BatchOrderScreen({ domain, loggedIn }: { domain: string; loggedIn: boolean }) {
  const { t } = useTranslation();
  const [snapshot, send] = useBatchOrder(domain, loggedIn);
  const { text, result, notice } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="2">
        {t('cart.batch.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4" id="batch-intro">
        {t('cart.batch.intro')}
      </Text>
      <Stack gap="4">
        <DeliveryRegion />
        {!loggedIn && (
          <HStack role="note" gap="3" fontSize="sm">
            <Text>{t('cart.batch.loginFirst')}</Text>
            <Button size="xs" variant="outline" onClick={() => loginPopup.open()}>
              {t('cart.batch.login')}
            </Button>
          </HStack>
        )}
        <Box>
          <Label htmlFor="batch-text" display="block" fontSize="sm" mb="1">
            {t('cart.batch.text')}
          </Label>
          <Textarea
            id="batch-text"
            aria-describedby="batch-intro"
            rows={8}
            fontFamily="mono"
            placeholder={t('cart.batch.placeholder')}
            value={text}
            readOnly={busy}
            onChange={(e) => send({ type: 'text.change', text: e.target.value })}
          />
        </Box>
        <Flex gap="3" align="center" wrap="wrap">
          <Button
            colorPalette="brand"
            loading={snapshot.matches('checking')}
            disabled={!snapshot.can({ type: 'rows.check' })}
            onClick={() => send({ type: 'rows.check' })}
          >
            {t('cart.batch.check')}
          </Button>
          <Box fontSize="sm">
            <Label htmlFor="batch-file" me="2">
              {t('cart.batch.upload')}
            </Label>
            <FileInput
              id="batch-file"
              type="file"
              accept={BATCH_FILE_ACCEPT}
              disabled={busy}
              fontSize="sm"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file) send({ type: 'file.choose', file });
                e.currentTarget.value = '';
              }}
            />
          </Box>
        </Flex>
        {notice && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {noticeText(t, notice)}
          </Text>
        )}
        {busy && (
          <Text role="status" fontSize="sm" color="fg.muted">
            {t('cart.batch.checking')}
          </Text>
        )}

        {result && (
          <Box as="section" aria-labelledby="batch-results">
            <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="2">
              <Heading as="h2" size="md" id="batch-results">
                {t('cart.batch.results')}
              </Heading>
              <Text fontSize="sm" role="status">
                {t('cart.batch.summary', { total: result.rows.length, valid: result.validCount })}
              </Text>
            </Flex>
            <Table.Root
              size="sm"
              w="full"
              fontSize="sm"
              borderWidth="1px"
              css={{ '& th, & td': { px: '3', py: '2', borderBottomWidth: '1px', textAlign: 'start' } }}
            >
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>{t('cart.batch.row')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('cart.batch.sku')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('cart.batch.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('cart.batch.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('cart.batch.price')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('cart.batch.status')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.rows.map((row) => (
                  <Table.Row key={row.row}>
                    <Table.Cell>{row.row}</Table.Cell>
                    <Table.Cell>{row.sku}</Table.Cell>
                    <Table.Cell>
                      {row.skuId !== null && row.name ? (
                        <NavLink href={paths.detail.getHref(domain, row.skuId)}>{row.name}</NavLink>
                      ) : (
                        (row.name ?? '')
                      )}
                    </Table.Cell>
                    <Table.Cell>{row.quantity}</Table.Cell>
                    <Table.Cell>
                      {row.skuId === null ? '' : t('cart.yuan', { price: formatPrice(row.price) })}
                    </Table.Cell>
                    <Table.Cell color={row.ok ? 'fg.success' : 'fg.error'}>
                      {row.ok ? t('cart.batch.ok') : row.message}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <HStack gap="3" mt="4" wrap="wrap">
              <Button
                variant="outline"
                colorPalette="brand"
                loading={snapshot.matches('adding')}
                disabled={!snapshot.can({ type: 'cart.add' })}
                onClick={() => send({ type: 'cart.add' })}
              >
                {t('cart.batch.addToCart')}
              </Button>
              <Button
                colorPalette="brand"
                disabled={!snapshot.can({ type: 'order.now' })}
                onClick={() => send({ type: 'order.now' })}
              >
                {t('cart.batch.orderNow')}
              </Button>
              {snapshot.hasTag('added') && (
                <HStack gap="2" fontSize="sm">
                  <Text color="fg.success">{t('cart.batch.added', { count: result.added })}</Text>
                  <NavLink href={paths.cart.getHref(domain)}>{t('cart.batch.goToCart')}</NavLink>
                </HStack>
              )}
            </HStack>
          </Box>
        )}
      </Stack>
    </Container>
  );
}

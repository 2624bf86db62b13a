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
import type { BatchNotice } from '../../../../machines/cart/batch-order.machine.ts';
import { formatPrice } from '../../../../machines/shared/price.ts';
import { headerButtons } from '../../../../machines/shell/shell.ts';
import { DeliveryRegion } from '../components/delivery-region.tsx';
import { useBatchOrder } from '../use-batch-order.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { useShellData } from '../../../shared/shell-context.ts';
import { routes } from '../../../shared/routes.ts';
import { BATCH_FILE_ACCEPT } from '../../../shared/lib/batch-file.ts';
import { loginPopup } from '../../../shared/login-popup.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

const FileInput = chakra('input');
const Label = chakra('label');

/** /{domain}/batch-order (spec §2, §6): shown when the shop's orderFlag and the batchOrder dictionary are on. */
export function BatchOrderPage({ domain }: { domain: string }) {
  const { t } = useTranslation('cart');
  const shell = useShell();
  const data = useShellData();
  if (data === null) {
    return <LoadingBlock py="20" />;
  }
  if (!headerButtons(shell.shop, data.batchOrderEnabled).batchOrder) {
    return (
      <Flex direction="column" align="center" py="24" gap="6">
        <Heading as="h1" size="xl">
          {t('batch.unavailable')}
        </Heading>
        <NavLink href={routes.home.href(domain)}>{t('page.backHome')}</NavLink>
      </Flex>
    );
  }
  return <BatchOrderScreen domain={domain} loggedIn={shell.isLoggedIn} />;
}

function noticeText(t: TFunction, notice: BatchNotice): string {
  switch (notice.kind) {
    case 'empty':
      return t('batch.empty');
    case 'tooMany':
      return t('batch.tooMany', { max: notice.max });
    case 'badFile':
      return t('batch.badFile', { name: notice.name });
    case 'server':
      return notice.message;
  }
}

function BatchOrderScreen({ domain, loggedIn }: { domain: string; loggedIn: boolean }) {
  const { t } = useTranslation('cart');
  const batch = useBatchOrder(domain, loggedIn);
  const { text, result, notice, isBusy: busy } = batch;

  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="2">
        {t('batch.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4" id="batch-intro">
        {t('batch.intro')}
      </Text>
      <Stack gap="4">
        <DeliveryRegion />
        {batch.needsLogin && (
          <HStack role="note" gap="3" fontSize="sm">
            <Text>{t('batch.loginFirst')}</Text>
            <Button size="xs" variant="outline" onClick={() => loginPopup.open()}>
              {t('batch.login')}
            </Button>
          </HStack>
        )}
        <Box>
          <Label htmlFor="batch-text" display="block" fontSize="sm" mb="1">
            {t('batch.text')}
          </Label>
          <Textarea
            id="batch-text"
            aria-describedby="batch-intro"
            rows={8}
            fontFamily="mono"
            placeholder={t('batch.placeholder')}
            value={text}
            readOnly={busy}
            onChange={(e) => batch.changeText(e.target.value)}
          />
        </Box>
        <Flex gap="3" align="center" wrap="wrap">
          <Button
            colorPalette="brand"
            loading={batch.isChecking}
            disabled={!batch.canCheck}
            onClick={batch.check}
          >
            {t('batch.check')}
          </Button>
          <Box fontSize="sm">
            <Label htmlFor="batch-file" me="2">
              {t('batch.upload')}
            </Label>
            <FileInput
              id="batch-file"
              type="file"
              accept={BATCH_FILE_ACCEPT}
              disabled={busy}
              fontSize="sm"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file) batch.chooseFile(file);
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
            {t('batch.checking')}
          </Text>
        )}

        {result && (
          <Box as="section" aria-labelledby="batch-results">
            <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="2">
              <Heading as="h2" size="md" id="batch-results">
                {t('batch.results')}
              </Heading>
              <Text fontSize="sm" role="status">
                {t('batch.summary', { total: result.rows.length, valid: result.validCount })}
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
                  <Table.ColumnHeader>{t('batch.row')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('batch.sku')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('batch.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('batch.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('batch.price')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('batch.status')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.rows.map((row) => (
                  <Table.Row key={row.row}>
                    <Table.Cell>{row.row}</Table.Cell>
                    <Table.Cell>{row.sku}</Table.Cell>
                    <Table.Cell>
                      {row.skuId !== null && row.name ? (
                        <NavLink href={routes.detail.href(domain, row.skuId)}>{row.name}</NavLink>
                      ) : (
                        (row.name ?? '')
                      )}
                    </Table.Cell>
                    <Table.Cell>{row.quantity}</Table.Cell>
                    <Table.Cell>
                      {row.skuId === null ? '' : t('yuan', { price: formatPrice(row.price) })}
                    </Table.Cell>
                    <Table.Cell color={row.ok ? 'fg.success' : 'fg.error'}>
                      {row.ok ? t('batch.ok') : row.message}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <HStack gap="3" mt="4" wrap="wrap">
              <Button
                variant="outline"
                colorPalette="brand"
                loading={batch.isAdding}
                disabled={!batch.canAddToCart}
                onClick={batch.addToCart}
              >
                {t('batch.addToCart')}
              </Button>
              <Button colorPalette="brand" disabled={!batch.canOrderNow} onClick={batch.orderNow}>
                {t('batch.orderNow')}
              </Button>
              {batch.added && (
                <HStack gap="2" fontSize="sm">
                  <Text color="fg.success">{t('batch.added', { count: batch.added.count })}</Text>
                  <NavLink href={routes.cart.href(domain)}>{t('batch.goToCart')}</NavLink>
                </HStack>
              )}
            </HStack>
          </Box>
        )}
      </Stack>
    </Container>
  );
}

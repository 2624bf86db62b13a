import { Box, Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { connect } from '../../../../machines/checkout.connect.ts';
import {
  DELIVERY_METHODS,
  type CheckoutSource,
  type InvoiceChoice,
  type OrderPreview,
} from '../../../../machines/checkout.types.ts';
import { AddressBook } from '../../../features/checkout/components/address-book.tsx';
import { AddressDialog } from '../../../features/checkout/components/address-dialog.tsx';
import { CouponPicker } from '../../../features/checkout/components/coupon-picker.tsx';
import { InvoiceDialog } from '../../../features/checkout/components/invoice-dialog.tsx';
import { PointsField } from '../../../features/checkout/components/points-field.tsx';
import { StoreOrders } from '../../../features/checkout/components/store-orders.tsx';
import { useCheckout, useCheckoutSource } from '../../../features/checkout/use-checkout.ts';
import { NavLink } from '../../../features/shell/components/nav-link.tsx';
import { paths } from '../../../config/paths.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

function InvoiceSummary({ invoice }: { invoice: InvoiceChoice }) {
  const { t } = useTranslation();
  if (invoice.kind === 'none') return <>{t('checkout.submit.invoiceNone')}</>;
  return invoice.titleType === 'unit' ? (
    <>{t('checkout.submit.invoiceUnit', { title: invoice.title, taxpayerId: invoice.taxpayerId })}</>
  ) : (
    <>{t('checkout.submit.invoicePersonal', { title: invoice.title || '个人' })}</>
  );
}

/** The totals exactly as the server computed them (the client never sums money). */
function Summary({ preview, stale }: { preview: OrderPreview; stale: boolean }) {
  const { t } = useTranslation();
  const yuan = (amount: string) => t('checkout.yuan', { amount });
  const minus = (amount: string) => t('checkout.minus', { amount });
  const rows: Array<[string, string]> = [
    [t('checkout.submit.goodsAmount'), yuan(preview.goodsAmount)],
    [t('checkout.submit.shipping'), yuan(preview.shippingFee)],
    [t('checkout.submit.couponAmount'), minus(preview.couponAmount)],
    [t('checkout.submit.pointsAmount'), minus(preview.pointsAmount)],
  ];
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto auto" columnGap="6" rowGap="1" fontSize="sm">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" textAlign="end">
            {value}
          </Text>
        </Box>
      ))}
      <Text as="dt" fontWeight="bold">
        {t('checkout.submit.payAmount')}
      </Text>
      <Text
        as="dd"
        textAlign="end"
        fontSize="xl"
        fontWeight="bold"
        color="brand.fg"
        data-testid="pay-amount"
        opacity={stale ? 0.5 : 1}
      >
        {yuan(preview.payAmount)}
      </Text>
    </Box>
  );
}

function Checkout({ domain, source }: { domain: string; source: CheckoutSource }) {
  const { t } = useTranslation();
  const [snapshot, send] = useCheckout(domain, source);
  const view = connect(snapshot);
  const { context } = snapshot;
  const { preview } = context;

  if (view.isLoading) return <LoadingBlock py="20" />;
  if (view.loadFailed)
    return (
      <Flex direction="column" align="center" py="20" gap="4" role="alert">
        <Text>{context.loadError ?? t('http.networkAbnormal')}</Text>
        <Button onClick={() => send({ type: 'checkout.retry' })}>{t('app.retry')}</Button>
      </Flex>
    );

  return (
    <Stack gap="4">
      <AddressBook
        addresses={context.addresses}
        max={context.maxAddresses}
        selectedId={context.addressId}
        disabled={view.locked}
        onSelect={(addressId) => send({ type: 'address.select', addressId })}
        onAdd={() => send({ type: 'address.add' })}
        onEdit={(addressId) => send({ type: 'address.edit', addressId })}
      />
      {view.addressDialogOpen && (
        <AddressDialog
          editing={context.editing}
          saving={view.savingAddress}
          serverError={context.addressError}
          isFirst={context.addresses.length === 0}
          onSave={(draft) => send({ type: 'address.save', draft })}
          onCancel={() => send({ type: 'address.cancel' })}
        />
      )}

      <Box as="section" aria-labelledby="delivery-heading" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" size="md" id="delivery-heading" mb="3">
          {t('checkout.submit.delivery')}
        </Heading>
        <Flex role="radiogroup" aria-labelledby="delivery-heading" gap="4" wrap="wrap">
          {DELIVERY_METHODS.map((method) => (
            <Flex as="label" key={method} gap="1" align="center" fontSize="sm">
              <input
                type="radio"
                name="delivery"
                checked={context.deliveryMethod === method}
                disabled={view.locked}
                onChange={() => send({ type: 'delivery.select', method })}
              />
              {t(`checkout.deliveryMethods.${method}`)}
            </Flex>
          ))}
        </Flex>
      </Box>

      {view.previewFailed && (
        <Flex
          role="alert"
          gap="3"
          align="center"
          borderWidth="1px"
          borderColor="border.error"
          p="3"
          rounded="md"
        >
          <Text color="fg.error" flex="1">
            {context.previewError}
          </Text>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'preview.retry' })}>
            {t('checkout.submit.retryPreview')}
          </Button>
          {source.kind === 'cart' && (
            <NavLink href={paths.cart.getHref(domain)}>{t('checkout.backToCart')}</NavLink>
          )}
        </Flex>
      )}

      {preview === null ? (
        !view.previewFailed && <LoadingBlock py="20" />
      ) : (
        <>
          {preview.orders.length > 0 && (
            <StoreOrders
              orders={preview.orders}
              messages={context.messages}
              disabled={view.locked}
              onMessage={(storeId, text) => send({ type: 'message.change', storeId, text })}
            />
          )}

          <Box as="section" aria-labelledby="invoice-heading" borderWidth="1px" borderRadius="md" p="4">
            <Flex justify="space-between" align="center">
              <Heading as="h2" size="md" id="invoice-heading">
                {t('checkout.submit.invoice')}
              </Heading>
              <Button
                size="sm"
                variant="outline"
                disabled={view.locked}
                aria-label={t('checkout.submit.changeInvoiceLabel')}
                onClick={() => send({ type: 'invoice.edit' })}
              >
                {t('checkout.submit.changeInvoice')}
              </Button>
            </Flex>
            <Text mt="2" fontSize="sm" data-testid="invoice-summary">
              <InvoiceSummary invoice={context.invoice} />
            </Text>
          </Box>
          {view.invoiceDialogOpen && (
            <InvoiceDialog
              invoice={context.invoice}
              onSave={(invoice) => send({ type: 'invoice.change', invoice })}
              onCancel={() => send({ type: 'invoice.cancel' })}
            />
          )}

          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <CouponPicker
              coupons={preview.coupons}
              disabled={view.locked || view.isPreviewing}
              onToggle={(userCouponId) => send({ type: 'coupon.toggle', userCouponId })}
            />
            <PointsField
              preview={preview}
              value={context.pointsInput}
              problem={view.pointsProblem}
              canApply={view.canApplyPoints && !view.locked}
              disabled={view.locked}
              onChange={(value) => send({ type: 'points.change', value })}
              onApply={() => send({ type: 'points.apply' })}
            />
          </Grid>

          <Box as="section" aria-labelledby="summary-heading" borderWidth="1px" borderRadius="md" p="4">
            <Heading as="h2" size="md" id="summary-heading" srOnly>
              {t('checkout.submit.summary')}
            </Heading>
            <Flex justify="space-between" align="end" gap="6" wrap="wrap">
              <Stack gap="1" flex="1" minW="16rem" aria-live="polite">
                {view.isPreviewing && (
                  <Text role="status" fontSize="sm" color="fg.muted">
                    {t('checkout.submit.previewing')}
                  </Text>
                )}
                {view.blocked && (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {'rule' in view.blocked ? t(`checkout.rules.${view.blocked.rule}`) : view.blocked.message}
                  </Text>
                )}
                {context.submitError && snapshot.hasTag('submitError') && (
                  <Text role="alert" color="fg.error" fontSize="sm" data-testid="submit-error">
                    {context.submitError}
                  </Text>
                )}
              </Stack>
              <Summary preview={preview} stale={view.isPreviewing || view.previewFailed} />
              <Button
                colorPalette="brand"
                size="lg"
                loading={view.isSubmitting}
                loadingText={t('checkout.submit.submitting')}
                disabled={!view.canSubmit}
                onClick={() => send({ type: 'order.submit' })}
              >
                {t('checkout.submit.submit')}
              </Button>
            </Flex>
          </Box>
        </>
      )}
    </Stack>
  );
}

/**
 * /{domain}/submit-order: the checked cart lines, or `?lines=skuId:qty,…` from buy now and batch order.
 * Address book, delivery method, goods per store with merchant messages, invoice, coupons, points and
 * the server's totals; 提交订单 goes to the checkout counter.
 */
export function SubmitOrderPage({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const source = useCheckoutSource();
  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t('checkout.submit.title')}
      </Heading>
      {source === null ? (
        <Flex direction="column" align="center" py="16" gap="4">
          <Text role="alert">{t('checkout.submit.badLines')}</Text>
          <NavLink href={paths.cart.getHref(domain)}>{t('checkout.backToCart')}</NavLink>
        </Flex>
      ) : (
        <Checkout key={JSON.stringify(source)} domain={domain} source={source} />
      )}
    </Container>
  );
}

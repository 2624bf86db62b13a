import { Box, Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_METHODS,
  type CheckoutSource,
  type InvoiceChoice,
  type OrderPreview,
} from '../../../../machines/checkout/checkout.types.ts';
import { AddressBook } from '../components/address-book.tsx';
import { AddressDialog } from '../../../shared/ui/address-dialog.tsx';
import { CouponPicker } from '../components/coupon-picker.tsx';
import { InvoiceDialog } from '../components/invoice-dialog.tsx';
import { PointsField } from '../components/points-field.tsx';
import { StoreOrders } from '../components/store-orders.tsx';
import { useCheckout, useCheckoutSource } from '../use-checkout.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { routes } from '../../../shared/routes.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { personalInvoiceText } from '../../../shared/ui/invoice-text.ts';

function InvoiceSummary({ invoice }: { invoice: InvoiceChoice }) {
  const { t } = useTranslation('checkout');
  if (invoice.kind === 'none') return <>{t('order:invoice.none')}</>;
  return invoice.titleType === 'unit' ? (
    <>{t('order:invoice.unit', { title: invoice.title, taxpayerId: invoice.taxpayerId })}</>
  ) : (
    <>{personalInvoiceText(t, invoice.title)}</>
  );
}

/** The totals exactly as the server computed them (the client never sums money). */
function Summary({ preview, stale }: { preview: OrderPreview; stale: boolean }) {
  const { t } = useTranslation('checkout');
  const yuan = (amount: string) => t('order:yuan', { amount });
  const minus = (amount: string) => t('order:minus', { amount });
  const rows: Array<[string, string]> = [
    [t('order:amounts.goodsAmount'), yuan(preview.goodsAmount)],
    [t('order:amounts.shipping'), yuan(preview.shippingFee)],
    [t('order:amounts.couponAmount'), minus(preview.couponAmount)],
    [t('order:amounts.pointsAmount'), minus(preview.pointsAmount)],
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
        {t('order:amounts.payAmount')}
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
  const { t } = useTranslation('checkout');
  const view = useCheckout(domain, source);
  const { preview } = view;

  if (view.isLoading) return <LoadingBlock py="20" />;
  if (view.loadFailed)
    return (
      <Flex direction="column" align="center" py="20" gap="4" role="alert">
        <Text>{view.loadError ?? t('http.networkAbnormal')}</Text>
        <Button onClick={view.retryLoad}>{t('app.retry')}</Button>
      </Flex>
    );

  return (
    <Stack gap="4">
      <AddressBook
        addresses={view.addresses}
        max={view.maxAddresses}
        selectedId={view.selectedAddressId}
        disabled={view.locked}
        onSelect={view.selectAddress}
        onAdd={view.addAddress}
        onEdit={view.editAddress}
      />
      {view.addressDialogOpen && (
        <AddressDialog
          editing={view.editingAddress}
          saving={view.savingAddress}
          serverError={view.addressError}
          isFirst={view.isFirstAddress}
          onSave={view.saveAddress}
          onCancel={view.cancelAddress}
        />
      )}

      <Box as="section" aria-labelledby="delivery-heading" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" size="md" id="delivery-heading" mb="3">
          {t('submit.delivery')}
        </Heading>
        {view.voucherOnly ? (
          <Text fontSize="sm">{t('submit.voucherDelivery')}</Text>
        ) : (
          <Flex role="radiogroup" aria-labelledby="delivery-heading" gap="4" wrap="wrap">
            {DELIVERY_METHODS.map((method) => (
              <Flex as="label" key={method} gap="1" align="center" fontSize="sm">
                <input
                  type="radio"
                  name="delivery"
                  checked={view.deliveryMethod === method}
                  disabled={view.locked}
                  onChange={() => view.selectDelivery(method)}
                />
                {t(`order:deliveryMethods.${method}`)}
              </Flex>
            ))}
          </Flex>
        )}
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
            {view.previewError}
          </Text>
          <Button size="sm" variant="outline" onClick={view.retryPreview}>
            {t('submit.retryPreview')}
          </Button>
          {view.offersBackToCart && <NavLink href={routes.cart.href(domain)}>{t('backToCart')}</NavLink>}
        </Flex>
      )}

      {preview === null ? (
        view.awaitingPreview && <LoadingBlock py="20" />
      ) : (
        <>
          {view.storeOrders.length > 0 && (
            <StoreOrders orders={view.storeOrders} disabled={view.locked} onMessage={view.changeMessage} />
          )}

          <Box as="section" aria-labelledby="invoice-heading" borderWidth="1px" borderRadius="md" p="4">
            <Flex justify="space-between" align="center">
              <Heading as="h2" size="md" id="invoice-heading">
                {t('submit.invoice')}
              </Heading>
              <Button
                size="sm"
                variant="outline"
                disabled={view.locked}
                aria-label={t('submit.changeInvoiceLabel')}
                onClick={view.editInvoice}
              >
                {t('submit.changeInvoice')}
              </Button>
            </Flex>
            <Text mt="2" fontSize="sm" data-testid="invoice-summary">
              <InvoiceSummary invoice={view.invoice} />
            </Text>
          </Box>
          {view.invoiceDialogOpen && (
            <InvoiceDialog invoice={view.invoice} onSave={view.saveInvoice} onCancel={view.cancelInvoice} />
          )}

          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <CouponPicker
              usable={view.usableCoupons}
              unusable={view.unusableCoupons}
              disabled={view.couponsDisabled}
              onToggle={view.toggleCoupon}
              centreHref={routes.coupons.href(domain)}
            />
            <PointsField
              preview={preview}
              value={view.pointsInput}
              problem={view.pointsProblem}
              canApply={view.canApplyPoints}
              disabled={view.locked}
              onChange={view.changePoints}
              onApply={view.applyPoints}
            />
          </Grid>

          <Box as="section" aria-labelledby="summary-heading" borderWidth="1px" borderRadius="md" p="4">
            <Heading as="h2" size="md" id="summary-heading" srOnly>
              {t('submit.summary')}
            </Heading>
            <Flex justify="space-between" align="end" gap="6" wrap="wrap">
              <Stack gap="1" flex="1" minW="16rem" aria-live="polite">
                {view.isPreviewing && (
                  <Text role="status" fontSize="sm" color="fg.muted">
                    {t('submit.previewing')}
                  </Text>
                )}
                {view.blocked && (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {'rule' in view.blocked ? t(`rules.${view.blocked.rule}`) : view.blocked.message}
                  </Text>
                )}
                {view.submitError && (
                  <Text role="alert" color="fg.error" fontSize="sm" data-testid="submit-error">
                    {view.submitError}
                  </Text>
                )}
              </Stack>
              <Summary preview={preview} stale={view.totalsStale} />
              <Button
                colorPalette="brand"
                size="lg"
                loading={view.isSubmitting}
                loadingText={t('submit.submitting')}
                disabled={!view.canSubmit}
                onClick={view.submit}
              >
                {t('submit.submit')}
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
  const { t } = useTranslation('checkout');
  const source = useCheckoutSource();
  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t('submit.title')}
      </Heading>
      {source === null ? (
        <Flex direction="column" align="center" py="16" gap="4">
          <Text role="alert">{t('submit.badLines')}</Text>
          <NavLink href={routes.cart.href(domain)}>{t('backToCart')}</NavLink>
        </Flex>
      ) : (
        <Checkout key={JSON.stringify(source)} domain={domain} source={source} />
      )}
    </Container>
  );
}

import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { PaymentApi } from '../../../../machines/checkout/payment.connect.ts';
import type { Cashier } from '../../../../machines/checkout/payment.machine.ts';
import { QrPanel } from '../components/qr-panel.tsx';
import { usePayment } from '../use-payment.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { routes } from '../../../shared/routes.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';

function CashierHeader({ cashier, countdown }: { cashier: Cashier; countdown: string }) {
  const { t } = useTranslation('checkout');
  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <Text fontWeight="bold" mb="2">
        {t('pay.submitted')}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
        <Text as="dt" color="fg.muted">
          {t('pay.orderNos')}
        </Text>
        <Text as="dd" data-testid="order-nos">
          {cashier.orderNos.join('、')}
        </Text>
        <Text as="dt" color="fg.muted">
          {t('pay.amount')}
        </Text>
        <Text as="dd" fontSize="xl" fontWeight="bold" color="brand.fg" data-testid="cashier-amount">
          {t('order:yuan', { amount: cashier.payAmount })}
        </Text>
      </Box>
      <Text mt="2" fontSize="sm" role="timer" aria-live="off">
        {t('pay.countdown', { time: countdown })}
      </Text>
    </Box>
  );
}

function MethodChooser({ pay, cashier }: { pay: PaymentApi; cashier: Cashier }) {
  const { t } = useTranslation('checkout');
  return (
    <Box as="section" aria-labelledby="methods-heading" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="md" id="methods-heading" mb="3">
        {t('pay.methods')}
      </Heading>
      <Stack role="radiogroup" aria-labelledby="methods-heading" gap="2">
        {pay.methods.map((m) => (
          <Flex
            as="label"
            key={m.method}
            gap="3"
            align="center"
            borderWidth="1px"
            borderColor={m.selected ? 'brand.solid' : 'border'}
            rounded="md"
            p="3"
            opacity={m.enabled ? 1 : 0.6}
            cursor={m.enabled ? 'pointer' : 'not-allowed'}
          >
            <input
              type="radio"
              name="pay-method"
              checked={m.selected}
              disabled={m.disabled}
              onChange={m.select}
            />
            <Box fontSize="sm">
              <Text fontWeight="medium">{t(`order:payMethods.${m.method}`)}</Text>
              {m.hint === 'balance' && (
                <Text fontSize="xs" color="fg.muted">
                  {t('pay.balanceHint', {
                    balance: t('order:yuan', { amount: cashier.balance }),
                  })}
                </Text>
              )}
              {m.hint === 'points' && (
                <Text fontSize="xs" color="fg.muted">
                  {t('pay.pointsHint', { needed: cashier.pointsNeeded, points: cashier.points })}
                </Text>
              )}
              {!m.enabled && m.reason && (
                <Text fontSize="xs" color="fg.error">
                  {m.reason}
                </Text>
              )}
            </Box>
          </Flex>
        ))}
      </Stack>
      {pay.error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="3">
          {pay.error}
        </Text>
      )}
      <Flex justify="end" mt="4">
        <Button
          colorPalette="brand"
          size="lg"
          loading={pay.isPaying}
          loadingText={t('pay.paying')}
          disabled={!pay.canPay}
          onClick={pay.pay}
        >
          {t('pay.pay')}
        </Button>
      </Flex>
    </Box>
  );
}

/** The end of the road for this submission: 订单已过期 or 二维码已过期, both asking for a new order. */
function Expired({ message, domain, orderNo }: { message: string; domain: string; orderNo: string | null }) {
  const { t } = useTranslation('checkout');
  return (
    <Stack align="center" gap="4" py="10" borderWidth="1px" rounded="md">
      <Text role="alert" fontSize="lg" color="fg.error">
        {message}
      </Text>
      <Flex gap="4">
        <Button asChild colorPalette="brand">
          <NavLink href={routes.cart.href(domain)}>{t('pay.reorder')}</NavLink>
        </Button>
        {orderNo && (
          <Button asChild variant="outline">
            <NavLink href={routes.orderDetail.href(domain, orderNo)}>{t('pay.viewOrder')}</NavLink>
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

/**
 * The checkout counter (`/{domain}/payment?submissionId=`) and its WeChat variant
 * (`/{domain}/weixin-pay?paymentId=`): amount, order numbers, the order's countdown, the methods with why
 * each cannot pay, and the QR code while a scan payment is pending.
 */
export function PaymentPage({ domain, variant }: { domain: string; variant: 'counter' | 'wechat' }) {
  // Another submission or payment in the URL is another counter.
  return <Counter key={`${variant}${useSearch()}`} domain={domain} variant={variant} />;
}

function Counter({ domain, variant }: { domain: string; variant: 'counter' | 'wechat' }) {
  const { t } = useTranslation('checkout');
  const pay = usePayment(domain, variant);
  const { cashier, expired, qr } = pay;

  let body;
  if (pay.isNotFound) body = <Text role="alert">{t('pay.notFound')}</Text>;
  else if (pay.loadFailed)
    body = (
      <Stack align="center" gap="3" role="alert">
        <Text>{pay.loadError ?? t('http.networkAbnormal')}</Text>
        <Button onClick={pay.retryLoad}>{t('app.retry')}</Button>
      </Stack>
    );
  else if (pay.isLoading || !cashier) body = <LoadingBlock py="16" />;
  else
    body = (
      <Stack gap="4">
        <CashierHeader cashier={cashier} countdown={pay.orderCountdown} />
        {expired && (
          <Expired message={t(`pay.${expired.reason}`)} domain={domain} orderNo={expired.orderNo} />
        )}
        {pay.payFailed && (
          <Stack align="center" gap="3" py="6" borderWidth="1px" rounded="md">
            <Text role="alert" color="fg.error">
              {t('pay.failed')}
            </Text>
            <Button colorPalette="brand" onClick={pay.retryPayment}>
              {t('pay.retry')}
            </Button>
          </Stack>
        )}
        {qr && <QrPanel qr={qr} canOtherMethod={pay.canChangeMethod} onOtherMethod={pay.changeMethod} />}
        {pay.showsMethods && <MethodChooser pay={pay} cashier={cashier} />}
      </Stack>
    );

  return (
    <Container maxW="4xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t(pay.isWechatPage ? 'pay.wechatTitle' : 'pay.title')}
      </Heading>
      {body}
    </Container>
  );
}

import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { formatCountdown, secondsUntil, type Cashier } from '../../../../machines/payment.machine.ts';
import { QrPanel } from '../../../features/payment/components/qr-panel.tsx';
import { usePayment } from '../../../features/payment/use-payment.ts';
import { NavLink } from '../../../features/shell/components/nav-link.tsx';
import { paths } from '../../../config/paths.ts';
import { checkoutHrefs } from '../../../features/checkout/checkout-hrefs.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

type PaymentMachine = ReturnType<typeof usePayment>;

function CashierHeader({ cashier, now }: { cashier: Cashier; now: number }) {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" rounded="md" p="4">
      <Text fontWeight="bold" mb="2">
        {t('checkout.pay.submitted')}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
        <Text as="dt" color="fg.muted">
          {t('checkout.pay.orderNos')}
        </Text>
        <Text as="dd" data-testid="order-nos">
          {cashier.orderNos.join('、')}
        </Text>
        <Text as="dt" color="fg.muted">
          {t('checkout.pay.amount')}
        </Text>
        <Text as="dd" fontSize="xl" fontWeight="bold" color="brand.fg" data-testid="cashier-amount">
          {t('checkout.yuan', { amount: cashier.payAmount })}
        </Text>
      </Box>
      <Text mt="2" fontSize="sm" role="timer" aria-live="off">
        {t('checkout.pay.countdown', { time: formatCountdown(secondsUntil(cashier.expiresAt, now)) })}
      </Text>
    </Box>
  );
}

function MethodChooser({ machine: [snapshot, send] }: { machine: PaymentMachine }) {
  const { t } = useTranslation();
  const { cashier, method, error } = snapshot.context;
  if (!cashier) return null;
  const paying = snapshot.hasTag('paying');
  return (
    <Box as="section" aria-labelledby="methods-heading" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="md" id="methods-heading" mb="3">
        {t('checkout.pay.methods')}
      </Heading>
      <Stack role="radiogroup" aria-labelledby="methods-heading" gap="2">
        {cashier.methods.map((m) => (
          <Flex
            as="label"
            key={m.method}
            gap="3"
            align="center"
            borderWidth="1px"
            borderColor={method === m.method ? 'brand.solid' : 'border'}
            rounded="md"
            p="3"
            opacity={m.enabled ? 1 : 0.6}
            cursor={m.enabled ? 'pointer' : 'not-allowed'}
          >
            <input
              type="radio"
              name="pay-method"
              checked={method === m.method}
              disabled={!m.enabled || paying}
              onChange={() => send({ type: 'method.select', method: m.method })}
            />
            <Box fontSize="sm">
              <Text fontWeight="medium">{t(`checkout.payMethods.${m.method}`)}</Text>
              {m.method === 'balance' && m.enabled && (
                <Text fontSize="xs" color="fg.muted">
                  {t('checkout.pay.balanceHint', {
                    balance: t('checkout.yuan', { amount: cashier.balance }),
                  })}
                </Text>
              )}
              {m.method === 'points' && m.enabled && (
                <Text fontSize="xs" color="fg.muted">
                  {t('checkout.pay.pointsHint', { needed: cashier.pointsNeeded, points: cashier.points })}
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
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="3">
          {error}
        </Text>
      )}
      <Flex justify="end" mt="4">
        <Button
          colorPalette="brand"
          size="lg"
          loading={paying}
          loadingText={t('checkout.pay.paying')}
          disabled={!snapshot.can({ type: 'pay.submit' })}
          onClick={() => send({ type: 'pay.submit' })}
        >
          {t('checkout.pay.pay')}
        </Button>
      </Flex>
    </Box>
  );
}

/** The end of the road for this submission: 订单已过期 or 二维码已过期, both asking for a new order. */
function Expired({ message, domain, orderNo }: { message: string; domain: string; orderNo?: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="4" py="10" borderWidth="1px" rounded="md">
      <Text role="alert" fontSize="lg" color="fg.error">
        {message}
      </Text>
      <Flex gap="4">
        <Button asChild colorPalette="brand">
          <NavLink href={paths.cart.getHref(domain)}>{t('checkout.pay.reorder')}</NavLink>
        </Button>
        {orderNo && (
          <Button asChild variant="outline">
            <NavLink href={checkoutHrefs.orderDetail(domain, orderNo)}>{t('checkout.pay.viewOrder')}</NavLink>
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
  const { t } = useTranslation();
  const machine = usePayment(domain, variant);
  const [snapshot, send] = machine;
  const { cashier, payment, now } = snapshot.context;
  const firstOrder = cashier?.orderNos[0];

  let body;
  if (snapshot.hasTag('notFound')) body = <Text role="alert">{t('checkout.pay.notFound')}</Text>;
  else if (snapshot.hasTag('error'))
    body = (
      <Stack align="center" gap="3" role="alert">
        <Text>{snapshot.context.error ?? t('http.networkAbnormal')}</Text>
        <Button onClick={() => send({ type: 'cashier.retry' })}>{t('app.retry')}</Button>
      </Stack>
    );
  else if (snapshot.hasTag('loading') || !cashier || snapshot.hasTag('paid') || snapshot.matches('handedOff'))
    body = <LoadingBlock py="16" />;
  else
    body = (
      <Stack gap="4">
        <CashierHeader cashier={cashier} now={now} />
        {snapshot.matches('orderExpired') && (
          <Expired message={t('checkout.pay.orderExpired')} domain={domain} orderNo={firstOrder} />
        )}
        {snapshot.matches('qrExpired') && (
          <Expired message={t('checkout.pay.qrExpired')} domain={domain} orderNo={firstOrder} />
        )}
        {snapshot.matches('refunded') && (
          <Expired message={t('checkout.pay.refunded')} domain={domain} orderNo={firstOrder} />
        )}
        {snapshot.hasTag('failed') && (
          <Stack align="center" gap="3" py="6" borderWidth="1px" rounded="md">
            <Text role="alert" color="fg.error">
              {t('checkout.pay.failed')}
            </Text>
            <Button colorPalette="brand" onClick={() => send({ type: 'payment.retry' })}>
              {t('checkout.pay.retry')}
            </Button>
          </Stack>
        )}
        {snapshot.hasTag('qr') && payment && (
          <QrPanel payment={payment} now={now} onOtherMethod={() => send({ type: 'method.change' })} />
        )}
        {(snapshot.hasTag('choosing') || snapshot.hasTag('paying')) && <MethodChooser machine={machine} />}
      </Stack>
    );

  return (
    <Container maxW="4xl" py="6">
      <Heading as="h1" size="xl" mb="4">
        {t(variant === 'wechat' ? 'checkout.pay.wechatTitle' : 'checkout.pay.title')}
      </Heading>
      {body}
    </Container>
  );
}

import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaymentQrApi } from '../../../../machines/checkout/payment.connect.ts';
import { QrImage, QrPageLink } from '../../../shared/ui/provider-qr.tsx';

/**
 * A sandbox QR code to scan (Alipay or WeChat). The SVG document the server made is shown through an
 * `<img>` data URL, so nothing in it can run; the link opens the page the code encodes (the demo has no
 * phone to scan with). The code's own validity counts down; the page moves on when the payment lands.
 */
export function QrPanel({
  qr,
  canOtherMethod,
  onOtherMethod,
}: {
  qr: PaymentQrApi;
  canOtherMethod: boolean;
  onOtherMethod: () => void;
}) {
  const { t } = useTranslation('checkout');
  const method = t(`order:payMethods.${qr.method}`);
  return (
    <Stack
      as="section"
      aria-labelledby="qr-heading"
      align="center"
      gap="3"
      borderWidth="1px"
      rounded="md"
      p="6"
    >
      <Text as="h2" id="qr-heading" fontWeight="bold" fontSize="lg">
        {t(qr.method === 'wechat' ? 'pay.scanWechat' : 'pay.scanAlipay')}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
        {t('order:yuan', { amount: qr.amount })}
      </Text>
      {qr.qrSvg && <QrImage svg={qr.qrSvg} alt={t('pay.qrAlt', { method })} size="52" />}
      <Text fontSize="sm" color="fg.muted" role="timer" aria-live="off">
        {t('pay.qrCountdown', { time: qr.countdown })}
      </Text>
      {qr.qrUrl && <QrPageLink url={qr.qrUrl}>{t('pay.openPayPage')}</QrPageLink>}
      <Text fontSize="sm" role="status">
        {t('pay.waiting')}
      </Text>
      <Flex>
        <Button size="sm" variant="outline" disabled={!canOtherMethod} onClick={onOtherMethod}>
          {t('pay.otherMethod')}
        </Button>
      </Flex>
    </Stack>
  );
}

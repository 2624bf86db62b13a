import { Box, Button, Flex, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaymentQrApi } from '../../../../machines/checkout/payment.connect.ts';

/**
 * A sandbox QR code to scan (Alipay or WeChat). The SVG document the server made is shown through an
 * `<img>` data URL, so nothing in it can run; the link opens the page the code encodes (the demo has no
 * phone to scan with). The code's own validity counts down; the page moves on when the payment lands.
 */
export function QrPanel({ qr, onOtherMethod }: { qr: PaymentQrApi; onOtherMethod: () => void }) {
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
      {qr.qrSvg && (
        <Box borderWidth="1px" p="2" bg="white">
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.qrSvg)}`}
            alt={t('pay.qrAlt', { method })}
            boxSize="52"
          />
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted" role="timer" aria-live="off">
        {t('pay.qrCountdown', { time: qr.countdown })}
      </Text>
      {qr.qrUrl && (
        <Link href={qr.qrUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {t('pay.openPayPage')}
        </Link>
      )}
      <Text fontSize="sm" role="status">
        {t('pay.waiting')}
      </Text>
      <Flex>
        <Button size="sm" variant="outline" onClick={onOtherMethod}>
          {t('pay.otherMethod')}
        </Button>
      </Flex>
    </Stack>
  );
}

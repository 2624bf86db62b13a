import { Box, Button, Flex, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, secondsUntil, type Payment } from '../../../../machines/payment.machine.ts';

/**
 * A sandbox QR code to scan (Alipay or WeChat). The SVG document the server made is shown through an
 * `<img>` data URL, so nothing in it can run; the link opens the page the code encodes (the demo has no
 * phone to scan with). The code's own validity counts down; the page moves on when the payment lands.
 */
export function QrPanel({
  payment,
  now,
  onOtherMethod,
}: {
  payment: Payment;
  now: number;
  onOtherMethod: () => void;
}) {
  const { t } = useTranslation();
  const method = t(`checkout.payMethods.${payment.method}`);
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
        {t(payment.method === 'wechat' ? 'checkout.pay.scanWechat' : 'checkout.pay.scanAlipay')}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
        {t('checkout.yuan', { amount: payment.amount })}
      </Text>
      {payment.qrSvg && (
        <Box borderWidth="1px" p="2" bg="white">
          <Image
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.qrSvg)}`}
            alt={t('checkout.pay.qrAlt', { method })}
            boxSize="52"
          />
        </Box>
      )}
      <Text fontSize="sm" color="fg.muted" role="timer" aria-live="off">
        {t('checkout.pay.qrCountdown', { time: formatCountdown(secondsUntil(payment.expiresAt, now)) })}
      </Text>
      {payment.qrUrl && (
        <Link href={payment.qrUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {t('checkout.pay.openPayPage')}
        </Link>
      )}
      <Text fontSize="sm" role="status">
        {t('checkout.pay.waiting')}
      </Text>
      <Flex>
        <Button size="sm" variant="outline" onClick={onOtherMethod}>
          {t('checkout.pay.otherMethod')}
        </Button>
      </Flex>
    </Stack>
  );
}

import { Box, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TopupApi } from '../../../../machines/wallet/topup.connect.ts';
import type { TopupMethod } from '../../../../machines/wallet/topup.types.ts';
import { Section } from '../../../shared/ui/facts.tsx';
import { QrWaiting } from '../../../shared/ui/provider-qr.tsx';

const METHODS: TopupMethod[] = ['alipay', 'wechat'];

/**
 * 余额充值: the amount and the method, then the provider's QR code (shown through an `<img>` data URL, so
 * nothing in the SVG can run) with a link to the page it encodes, until the callback has credited it.
 */
export function TopupPanel({ topup }: { topup: TopupApi }) {
  const { t } = useTranslation('wallet');
  const method = (m: TopupMethod) => t(`topup.methods.${m}`);
  return (
    <Section title={t('topup.title')} id="topup-heading">
      {topup.showsQr && topup.topup ? (
        <QrWaiting
          testId="topup-qr"
          qr={topup.topup}
          texts={{
            scan: t('topup.scan', { method: method(topup.topup.method) }),
            amount: t('yuan', { amount: topup.topup.amount }),
            alt: t('topup.qrAlt', { method: method(topup.topup.method) }),
            openPage: t('topup.openPayPage'),
            waiting: t('topup.waiting'),
            cancel: t('topup.cancel'),
          }}
          onCancel={topup.cancel}
        />
      ) : topup.isPaid && topup.topup ? (
        <Stack align="start" gap="3">
          <Text role="status" color="green.fg" fontWeight="medium">
            {t('topup.paid', { amount: topup.topup.amount })}
          </Text>
          <Button size="sm" onClick={topup.again}>
            {t('topup.again')}
          </Button>
        </Stack>
      ) : topup.isClosed ? (
        <Stack align="start" gap="3">
          <Text role="alert">{t('topup.closed')}</Text>
          <Button size="sm" onClick={topup.again}>
            {t('topup.again')}
          </Button>
        </Stack>
      ) : (
        <Stack
          as="form"
          gap="3"
          maxW="md"
          onSubmit={(e) => {
            e.preventDefault();
            topup.submit();
          }}
        >
          <Field.Root invalid={topup.amount !== '' && topup.problem !== null}>
            <Field.Label>{t('topup.amount')}</Field.Label>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={topup.amount}
              onChange={(e) => topup.setAmount(e.target.value)}
            />
            {topup.amount !== '' && topup.problem ? (
              <Field.ErrorText>{t(`topup.problem.${topup.problem}`)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('topup.amountHint')}</Field.HelperText>
            )}
          </Field.Root>
          <Box role="group" aria-labelledby="topup-method">
            <Text id="topup-method" fontSize="sm" fontWeight="medium" mb="1">
              {t('topup.method')}
            </Text>
            <Flex gap="2" wrap="wrap">
              {METHODS.map((m) => (
                <Button
                  key={m}
                  size="sm"
                  variant={topup.method === m ? 'solid' : 'outline'}
                  aria-pressed={topup.method === m}
                  disabled={topup.isBusy}
                  onClick={() => topup.setMethod(m)}
                >
                  {method(m)}
                </Button>
              ))}
            </Flex>
          </Box>
          {topup.error && (
            <Text role="alert" color="red.fg" fontSize="sm">
              {topup.error}
            </Text>
          )}
          <Flex>
            <Button
              type="submit"
              colorPalette="brand"
              loading={topup.isBusy}
              disabled={!topup.canSubmit && !topup.isBusy}
            >
              {t('topup.submit')}
            </Button>
          </Flex>
        </Stack>
      )}
    </Section>
  );
}

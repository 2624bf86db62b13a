import { Badge, Box, Button, Flex, Heading, Image, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { ConsoleVoucher } from '../../../../machines/console/voucher-redeem.types.ts';
import { formatTime } from '../../../shared/format-time.ts';
import { Facts, Section } from '../../../shared/ui/facts.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { useVoucherRedeem } from '../use-voucher-redeem.ts';
import '../locales/index.ts';

function VoucherStatus({ voucher }: { voucher: ConsoleVoucher }) {
  const { t } = useTranslation('consoleVouchers');
  if (voucher.refunding) return <Badge colorPalette="orange">{t('refunding')}</Badge>;
  const palette = { unused: 'green', used: 'gray', refunded: 'red' } as const;
  return <Badge colorPalette={palette[voucher.status]}>{t(`statuses.${voucher.status}`)}</Badge>;
}

/**
 * The redemption counter (/vp/vouchers, 券码核销): staff type the code a customer shows, check its goods
 * and order, and redeem it once; the order completes when its last code is used.
 */
export function VoucherRedeemPage({
  shopId,
  onSessionLost,
  links,
}: {
  shopId: string;
  onSessionLost: () => void;
  links: { orderDetail: ((orderNo: string) => string) | null };
}) {
  const { t } = useTranslation('consoleVouchers');
  const counter = useVoucherRedeem(shopId, onSessionLost);
  const v = counter.voucher;

  return (
    <Stack gap="5" maxW="48rem">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('intro')}
        </Text>
      </Stack>

      <form
        role="search"
        aria-label={t('title')}
        onSubmit={(e) => {
          e.preventDefault();
          counter.lookup(String(new FormData(e.currentTarget).get('code') ?? ''));
        }}
      >
        <Flex gap="2" align="end" wrap="wrap">
          <Box flex="1" minW="14rem">
            <FormField label={t('code')} error={counter.isInvalid ? t('codeInvalid') : counter.error}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  name="code"
                  key={counter.typed === '' ? 'empty' : 'typed'}
                  defaultValue={counter.typed}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={20}
                  placeholder={t('codePlaceholder')}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  fontFamily="mono"
                />
              )}
            </FormField>
          </Box>
          <Button type="submit" colorPalette="brand" loading={counter.isLoading && !v}>
            {t('lookup')}
          </Button>
          <Button type="button" variant="outline" onClick={counter.clear}>
            {t('clear')}
          </Button>
        </Flex>
      </form>

      {v && (
        <Section title={t('code')} id="voucher-heading">
          <Stack gap="4">
            <Flex gap="3" align="center" wrap="wrap">
              <Text fontFamily="mono" fontSize="xl" letterSpacing="wider" data-testid="voucher-code">
                {v.code}
              </Text>
              <VoucherStatus voucher={v} />
            </Flex>
            <Flex gap="3">
              {v.mainImg && <Image src={v.mainImg} alt="" boxSize="16" objectFit="cover" rounded="md" />}
              <Stack gap="0">
                <Text fontWeight="medium" data-content>
                  {v.name}
                </Text>
                {v.specs && (
                  <Text fontSize="xs" color="fg.muted" data-content>
                    {v.specs}
                  </Text>
                )}
              </Stack>
            </Flex>
            <Facts
              items={[
                [
                  t('orderNo'),
                  links.orderDetail ? (
                    <Link asChild colorPalette="brand">
                      <RouterLink href={links.orderDetail(v.orderNo)}>{v.orderNo}</RouterLink>
                    </Link>
                  ) : (
                    v.orderNo
                  ),
                ],
                [t('store'), <span data-content>{v.storeName}</span>],
                [t('buyer'), <span data-content>{v.buyer}</span>],
                [t('paidAt'), formatTime(v.paidAt)],
                v.usedAt !== null && [t('usedAt'), formatTime(v.usedAt)],
              ]}
            />
            {v.problem && !counter.error && (
              <Text role="status" color="fg.warning" fontSize="sm">
                {v.problem}
              </Text>
            )}
            {counter.isDone ? (
              <Text role="status" color="fg.success" fontWeight="medium">
                {t('redeemed')}
              </Text>
            ) : (
              <Flex>
                <Button
                  colorPalette="brand"
                  onClick={counter.redeem}
                  disabled={!counter.canRedeem}
                  loading={counter.isLoading}
                >
                  {t('redeem')}
                </Button>
              </Flex>
            )}
          </Stack>
        </Section>
      )}

      <Section title={t('history')} id="voucher-history">
        {counter.redeemed.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('historyEmpty')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {counter.redeemed.map((r) => (
              <Flex as="li" key={r.code} gap="3" wrap="wrap" fontSize="sm">
                <Text fontFamily="mono">{r.code}</Text>
                <Text flex="1" minW="10rem" data-content>
                  {r.name}
                </Text>
                <Text color="fg.muted">{formatTime(r.usedAt)}</Text>
              </Flex>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

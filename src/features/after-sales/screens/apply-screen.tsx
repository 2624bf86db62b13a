import { Box, Button, Flex, Heading, HStack, Image, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import {
  applyProblems,
  INSTRUCTIONS_MAX,
  maxAmountFor,
  VOUCHERS_MAX,
  type AfterSaleEligibility,
  type ApplyDraft,
} from '../../../../machines/after-sales/after-sales.types.ts';
import { parseOrderNo } from '../../../../machines/orders/order-detail.machine.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { PictureUpload } from '../../../shared/ui/picture-upload.tsx';
import { usePictureUpload } from '../../../shared/use-picture-upload.ts';
import { routes } from '../../../shared/routes.ts';
import { useApplyAfterSale, useQueryParam } from '../hooks.ts';

const draftSchema = (e: AfterSaleEligibility) =>
  z
    .object({
      kind: z.enum(['refund', 'returnRefund', '']),
      reason: z.string(),
      quantity: z.string(),
      amount: z.string(),
      instructions: z.string(),
      phone: z.string(),
    })
    .superRefine((draft, ctx) => {
      for (const [path, message] of Object.entries(applyProblems(draft, e)))
        ctx.addIssue({ code: 'custom', path: [path], message });
    });

function ApplyForm({ domain, orderNo, lineId }: { domain: string; orderNo: string; lineId: number }) {
  const { t } = useTranslation('afterSales');
  const apply = useApplyAfterSale(domain, orderNo, lineId);
  const vouchers = usePictureUpload('voucher', VOUCHERS_MAX);
  const e = apply.eligibility;

  if (apply.loadFailed)
    return (
      <Stack align="center" gap="3" role="alert" py="10">
        <Text>{apply.error ?? t('http.networkAbnormal')}</Text>
        <Button onClick={apply.retry}>{t('app.retry')}</Button>
      </Stack>
    );
  if (apply.isLoading || !e) return <LoadingBlock py="16" />;
  if (apply.isIneligible)
    return (
      <Stack gap="3" role="alert" py="6">
        <Text fontWeight="medium">{e.message || t('apply.notSupported')}</Text>
        <NavLink href={routes.orderDetail.href(domain, orderNo)}>{orderNo}</NavLink>
      </Stack>
    );
  return <ApplyFields eligibility={e} apply={apply} vouchers={vouchers} orderNo={orderNo} lineId={lineId} />;
}

function ApplyFields({
  eligibility: e,
  apply,
  vouchers,
  orderNo,
  lineId,
}: {
  eligibility: AfterSaleEligibility;
  apply: ReturnType<typeof useApplyAfterSale>;
  vouchers: ReturnType<typeof usePictureUpload>;
  orderNo: string;
  lineId: number;
}) {
  const { t } = useTranslation('afterSales');
  const { control, register, handleSubmit, formState } = useForm<ApplyDraft>({
    resolver: zodResolver(draftSchema(e)),
    defaultValues: {
      kind: e.kinds.length === 1 ? e.kinds[0]! : '',
      reason: '',
      quantity: e.maxQuantity,
      amount: e.maxAmount,
      instructions: '',
      phone: e.phone,
    },
  });
  const [kind, quantity, instructions] = useWatch({ control, name: ['kind', 'quantity', 'instructions'] });
  const error = (field: keyof ApplyDraft) => {
    const key = formState.errors[field]?.message;
    return key ? t(`rules.${key}`) : null;
  };
  const method = e.payMethod ? t(`apply.methods.${e.payMethod}`) : '';
  const submit = handleSubmit((d) => {
    if (vouchers.isUploading) return;
    apply.submit({
      orderNo,
      lineId,
      kind: d.kind as 'refund' | 'returnRefund',
      reason: d.reason,
      quantity: d.quantity.trim(),
      amount: d.amount.trim(),
      instructions: d.instructions,
      pictures: vouchers.fileIds,
      phone: d.phone.trim(),
    });
  });

  return (
    <form noValidate aria-label={t('apply.title')} onSubmit={(ev) => void submit(ev)}>
      <Stack gap="5" maxW="2xl">
        <Box as="section" aria-label={t('apply.goods')} borderWidth="1px" rounded="md" p="3">
          <HStack gap="3">
            <Image src={e.line.mainImg} alt="" boxSize="16" objectFit="cover" rounded="sm" />
            <Box>
              <Text fontWeight="medium">{e.line.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('apply.bought', { quantity: e.line.quantity, amount: e.line.amount })}
              </Text>
            </Box>
          </HStack>
          {e.line.goodsKind === 'voucher' ? (
            <Text fontSize="sm" mt="2" color="fg.muted">
              {t('apply.voucherRefund', { count: Number(e.maxQuantity) })}
            </Text>
          ) : (
            <Text fontSize="sm" mt="2" color={e.noReasonReturn.applies ? 'green.fg' : 'fg.muted'}>
              {e.noReasonReturn.applies
                ? t('apply.noReason', { until: e.noReasonReturn.until?.slice(0, 10) ?? '' })
                : e.noReasonReturn.until
                  ? t('apply.noReasonOver')
                  : ''}
            </Text>
          )}
        </Box>

        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Box as="fieldset">
              <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
                {t('apply.kind')}
              </Text>
              <Flex gap="4" role="radiogroup" aria-label={t('apply.kind')}>
                {e.kinds.map((k) => (
                  <label key={k} style={{ display: 'flex', gap: '0.4rem', alignItems: 'center' }}>
                    <input
                      type="radio"
                      name={field.name}
                      value={k}
                      checked={field.value === k}
                      onChange={() => field.onChange(k)}
                    />
                    {t(`kinds.${k}`)}
                  </label>
                ))}
              </Flex>
              {error('kind') && (
                <Text role="alert" color="fg.error" fontSize="xs">
                  {error('kind')}
                </Text>
              )}
            </Box>
          )}
        />

        <FormField label={t('apply.reason')} error={error('reason')}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('reason')}
              style={{ padding: '0.4rem', borderWidth: 1, borderRadius: 6, maxWidth: '20rem' }}
            >
              <option value="">{t('apply.chooseReason')}</option>
              {(kind ? e.reasons[kind] : []).map((r) => (
                <option key={r} value={r}>
                  {t(`reasons.${r}`, { defaultValue: r })}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <Flex gap="4" wrap="wrap">
          <FormField label={t('apply.quantity')} error={error('quantity')}>
            {({ id, describedBy, invalid }) => (
              <>
                <Input
                  id={id}
                  inputMode={e.decimalScale > 0 ? 'decimal' : 'numeric'}
                  maxW="32"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('quantity')}
                />
                <Text fontSize="xs" color="fg.muted">
                  {t('apply.quantityHint', { max: e.maxQuantity })}
                </Text>
              </>
            )}
          </FormField>
          <FormField label={t('apply.amount')} error={error('amount')}>
            {({ id, describedBy, invalid }) => (
              <>
                <Input
                  id={id}
                  inputMode="decimal"
                  maxW="40"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('amount')}
                />
                <Text fontSize="xs" color="fg.muted">
                  {t('apply.amountHint', { max: maxAmountFor(quantity, e), method })}
                </Text>
              </>
            )}
          </FormField>
        </Flex>

        <FormField label={t('apply.instructions')} error={error('instructions')}>
          {({ id, describedBy, invalid }) => (
            <>
              <Textarea
                id={id}
                rows={3}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('instructions')}
              />
              <Text fontSize="xs" color="fg.muted" textAlign="end" aria-live="polite">
                {[...instructions].length}/{INSTRUCTIONS_MAX}
              </Text>
            </>
          )}
        </FormField>

        <PictureUpload upload={vouchers} label={t('apply.vouchers')} />

        <FormField label={t('apply.phone')} error={error('phone')}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              maxLength={11}
              maxW="48"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('phone')}
            />
          )}
        </FormField>

        {apply.error && (
          <Text role="alert" color="fg.error">
            {apply.error}
          </Text>
        )}
        <Box>
          <Button
            type="submit"
            colorPalette="brand"
            loading={apply.isSubmitting}
            disabled={vouchers.isUploading}
          >
            {t('apply.submit')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** uc-applyafs?orderNo=&lineId=: apply for a refund, or a return and refund, on one order line. */
export function ApplyAfterSalePage({ domain }: { domain: string }) {
  const { t } = useTranslation('afterSales');
  const orderNo = parseOrderNo(useQueryParam('orderNo'));
  const lineId = Number(useQueryParam('lineId'));
  const valid = orderNo !== null && Number.isSafeInteger(lineId) && lineId > 0;
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('apply.title')}
      </Heading>
      {valid ? (
        <ApplyForm key={`${orderNo}-${lineId}`} domain={domain} orderNo={orderNo} lineId={lineId} />
      ) : (
        <Text role="alert">{t('apply.notSupported')}</Text>
      )}
    </Stack>
  );
}

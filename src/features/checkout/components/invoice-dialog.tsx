import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { invoiceProblems, type InvoiceChoice } from '../../../../machines/checkout/checkout.types.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';

/** Spec §5 invoice rules (machines/checkout.types.ts `invoiceProblems`); messages are rule keys. */
const invoiceSchema = z
  .object({
    kind: z.enum(['none', 'electronic']),
    titleType: z.enum(['personal', 'unit']),
    title: z.string(),
    taxpayerId: z.string(),
  })
  .superRefine((v, ctx) => {
    const problems = invoiceProblems({ ...v, title: v.title.trim(), taxpayerId: v.taxpayerId.trim() });
    for (const [path, message] of Object.entries(problems))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

type InvoiceForm = z.infer<typeof invoiceSchema>;

const radioRow = { display: 'flex', gap: '1rem', border: 0, padding: 0, margin: 0 } as const;

/**
 * The invoice of the order: 电子普通发票 (default) or 不开发票; a personal title (个人 unless a name is
 * given) or a unit, which needs its name (请输入单位名称) and a taxpayer ID of 15, 18 or 20 digits and
 * capital letters (请输入正确的纳税人识别号).
 */
export function InvoiceDialog({
  invoice,
  onSave,
  onCancel,
}: {
  invoice: InvoiceChoice;
  onSave: (invoice: InvoiceChoice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('checkout');
  const unitNow = invoice.titleType === 'unit';
  const { register, handleSubmit, control, formState } = useForm<InvoiceForm>({
    resolver: zodResolver(invoiceSchema),
    defaultValues: {
      kind: invoice.kind,
      titleType: invoice.titleType ?? 'personal',
      title: unitNow || invoice.title !== '个人' ? (invoice.title ?? '') : '',
      taxpayerId: invoice.taxpayerId ?? '',
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  const titleType = useWatch({ control, name: 'titleType' });
  const error = (field: keyof InvoiceForm) => {
    const key = formState.errors[field]?.message;
    return key ? t(`rules.${key}`) : null;
  };

  return (
    <ModalDialog title={t('invoice.title')} titleId="invoice-dialog-title" onDismiss={onCancel}>
      <form
        noValidate
        onSubmit={handleSubmit((v) =>
          onSave(
            v.kind === 'none'
              ? { kind: 'none' }
              : v.titleType === 'unit'
                ? {
                    kind: 'electronic',
                    titleType: 'unit',
                    title: v.title.trim(),
                    taxpayerId: v.taxpayerId.trim(),
                  }
                : { kind: 'electronic', titleType: 'personal', title: v.title.trim() || '个人' },
          ),
        )}
      >
        <Stack gap="3">
          <fieldset style={radioRow}>
            <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
              {t('invoice.kind')}
            </Text>
            <Flex as="label" gap="1" align="center" fontSize="sm">
              <input type="radio" value="electronic" {...register('kind')} />
              {t('invoice.electronic')}
            </Flex>
            <Flex as="label" gap="1" align="center" fontSize="sm">
              <input type="radio" value="none" {...register('kind')} />
              {t('invoice.none')}
            </Flex>
          </fieldset>
          {kind === 'electronic' && (
            <>
              <fieldset style={radioRow}>
                <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
                  {t('invoice.titleType')}
                </Text>
                <Flex as="label" gap="1" align="center" fontSize="sm">
                  <input type="radio" value="personal" {...register('titleType')} />
                  {t('invoice.personal')}
                </Flex>
                <Flex as="label" gap="1" align="center" fontSize="sm">
                  <input type="radio" value="unit" {...register('titleType')} />
                  {t('invoice.unit')}
                </Flex>
              </fieldset>
              {titleType === 'personal' ? (
                <FormField label={t('invoice.personalName')}>
                  {({ id }) => (
                    <Input
                      id={id}
                      size="sm"
                      maxLength={50}
                      placeholder={t('invoice.personalPlaceholder')}
                      {...register('title')}
                    />
                  )}
                </FormField>
              ) : (
                <>
                  <FormField label={t('invoice.unitName')} error={error('title')}>
                    {({ id, describedBy, invalid }) => (
                      <Input
                        id={id}
                        size="sm"
                        maxLength={50}
                        aria-invalid={invalid || undefined}
                        aria-describedby={describedBy}
                        {...register('title')}
                      />
                    )}
                  </FormField>
                  <FormField label={t('invoice.taxpayerId')} error={error('taxpayerId')}>
                    {({ id, describedBy, invalid }) => (
                      <Input
                        id={id}
                        size="sm"
                        maxLength={20}
                        placeholder={t('invoice.taxpayerPlaceholder')}
                        aria-invalid={invalid || undefined}
                        aria-describedby={describedBy}
                        {...register('taxpayerId')}
                      />
                    )}
                  </FormField>
                </>
              )}
            </>
          )}
          <Flex gap="2" justify="end">
            <Button variant="outline" size="sm" onClick={onCancel}>
              {t('invoice.cancel')}
            </Button>
            <Button type="submit" size="sm" colorPalette="brand">
              {t('invoice.save')}
            </Button>
          </Flex>
        </Stack>
      </form>
    </ModalDialog>
  );
}

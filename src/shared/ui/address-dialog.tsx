import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import type { Region } from '../../../machines/cart/cart.types.ts';
import {
  addressProblems,
  ADDRESS_DETAIL_MAX,
  RECEIVER_MAX,
  type Address,
  type AddressDraft,
} from '../../../machines/checkout/checkout.types.ts';
import { toRegion } from '../../../machines/cart/region-picker.machine.ts';
import { FormField } from './form-field.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { RegionPicker } from './region-picker.tsx';
import './address-texts.ts';

const regionSchema = z.object({
  provinceCode: z.string(),
  cityCode: z.string(),
  countyCode: z.string(),
  townCode: z.string().optional(),
});

/** Spec §5 address rules (machines/checkout.types.ts `addressProblems`); messages are rule keys. */
const addressSchema = z
  .object({
    receiver: z.string(),
    phone: z.string(),
    region: regionSchema.nullable(),
    detail: z.string(),
    isDefault: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const problems = addressProblems({
      receiver: v.receiver,
      phone: v.phone,
      provinceCode: v.region?.provinceCode ?? '',
      cityCode: v.region?.cityCode ?? '',
      countyCode: v.region?.countyCode ?? '',
      detail: v.detail,
    });
    for (const [path, message] of Object.entries(problems))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

type AddressForm = z.infer<typeof addressSchema>;

const regionOf = (a: Address): Region => ({
  provinceCode: a.provinceCode,
  cityCode: a.cityCode,
  countyCode: a.countyCode,
  ...(a.townCode ? { townCode: a.townCode } : {}),
});

/**
 * Add or edit an address (spec §5): receiver, phone (请输入正确的手机号), region chosen level by level
 * (请选择省市区), detailed address of 5–50 characters (详细地址长度为5~50个字符) and the default switch.
 * The server's refusal (创建的收货地址已达上限) shows above the buttons. Shared by checkout's address book
 * and the user centre's 收货地址 (uc-address); its texts are the `address` namespace.
 */
export function AddressDialog({
  editing,
  saving,
  serverError,
  isFirst,
  onSave,
  onCancel,
}: {
  editing: Address | null;
  saving: boolean;
  serverError: string | null;
  /** The first address becomes the default one. */
  isFirst: boolean;
  onSave: (draft: AddressDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('address');
  const form = useForm<AddressForm>({
    resolver: zodResolver(addressSchema),
    defaultValues: editing
      ? {
          receiver: editing.receiver,
          phone: editing.phone,
          region: regionOf(editing),
          detail: editing.detail,
          isDefault: editing.isDefault,
        }
      : { receiver: '', phone: '', region: null, detail: '', isDefault: isFirst },
  });
  const { register, handleSubmit, setValue, formState } = form;
  const error = (field: keyof AddressForm) => {
    const key = formState.errors[field]?.message;
    return key ? t(`rules.${key}`) : null;
  };

  return (
    <ModalDialog
      title={t(editing ? 'form.editTitle' : 'form.addTitle')}
      titleId="address-dialog-title"
      onDismiss={onCancel}
      width="36rem"
    >
      <form
        noValidate
        onSubmit={handleSubmit((v) =>
          onSave({
            ...(editing ? { id: editing.id } : {}),
            receiver: v.receiver.trim(),
            phone: v.phone.trim(),
            ...v.region!,
            detail: v.detail.trim(),
            isDefault: v.isDefault,
          }),
        )}
      >
        <fieldset disabled={saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="3">
            <FormField label={t('form.receiver')} error={error('receiver')}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  size="sm"
                  maxLength={RECEIVER_MAX}
                  autoComplete="name"
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...register('receiver')}
                />
              )}
            </FormField>
            <FormField label={t('form.phone')} error={error('phone')}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  size="sm"
                  type="tel"
                  inputMode="numeric"
                  maxLength={11}
                  autoComplete="tel"
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...register('phone')}
                />
              )}
            </FormField>
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="medium" aria-hidden>
                {t('form.region')}
              </Text>
              <RegionPicker
                label={t('form.region')}
                initialValue={editing ? regionOf(editing) : null}
                invalid={Boolean(error('region'))}
                onChange={(value) =>
                  setValue('region', toRegion(value), { shouldValidate: formState.isSubmitted })
                }
              />
              {error('region') && (
                <Text role="alert" color="fg.error" fontSize="xs">
                  {error('region')}
                </Text>
              )}
            </Stack>
            <FormField label={t('form.detail')} error={error('detail')}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  size="sm"
                  maxLength={ADDRESS_DETAIL_MAX}
                  placeholder={t('form.detailPlaceholder')}
                  autoComplete="street-address"
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...register('detail')}
                />
              )}
            </FormField>
            <Flex as="label" gap="2" align="center" fontSize="sm">
              <input type="checkbox" {...register('isDefault')} />
              {t('form.isDefault')}
            </Flex>
            {serverError && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {serverError}
              </Text>
            )}
            <Flex gap="2" justify="end">
              <Button variant="outline" size="sm" onClick={onCancel}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" size="sm" colorPalette="brand" loading={saving}>
                {t('form.save')}
              </Button>
            </Flex>
          </Stack>
        </fieldset>
      </form>
    </ModalDialog>
  );
}

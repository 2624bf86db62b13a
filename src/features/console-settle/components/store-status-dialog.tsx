import { Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConsoleStoresStatusApi } from '../../../../machines/console/console-stores-status.connect.ts';
import { OPERATOR_REMARK_MAX } from '../../../../machines/console/console-settle.types.ts';
import { AroundData, DATA_MARK } from '../../../shared/ui/around-data.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { DialogForm } from '../../../shared/ui/dialog-form.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';

/**
 * Suspending a store (with the reason its owner sees, 1–200 characters, checked by the machine) or
 * restoring a suspended one (a confirmation: it comes back offline).
 */
export function StoreStatusDialog({ change }: { change: ConsoleStoresStatusApi }) {
  const { t } = useTranslation('consoleStores');
  const { register, handleSubmit, control } = useForm<{ remark: string }>({ defaultValues: { remark: '' } });
  const remark = useWatch({ control, name: 'remark' });
  const { store, event } = change;
  if (!store || !event) return null;
  const suspending = event === 'SUSPEND';

  return (
    <ModalDialog
      title={t(`status.${event}.title`)}
      titleId="store-status-title"
      describedBy="store-status-summary"
      role={suspending ? undefined : 'alertdialog'}
      onDismiss={change.dismiss}
    >
      <DialogForm
        onSubmit={handleSubmit((v) => change.submit(suspending ? v.remark : undefined))}
        sending={change.isSending}
        error={change.error}
        cancelLabel={t('status.cancel')}
        onCancel={change.dismiss}
        submitLabel={t(`status.${event}.confirm`)}
        danger={suspending}
      >
        <Text id="store-status-summary" fontSize="sm" color="fg.muted">
          <AroundData text={t(`status.${event}.summary`, { name: DATA_MARK })} value={store.storeName} />
        </Text>
        {suspending && (
          <FormField
            label={t('status.SUSPEND.reason')}
            error={change.problem ? t(`rules.${change.problem}`) : null}
          >
            {({ id, describedBy, invalid }) => (
              <Stack gap="1">
                <Textarea
                  id={id}
                  rows={3}
                  maxLength={OPERATOR_REMARK_MAX * 2}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy ?? `${id}-hint`}
                  {...register('remark')}
                />
                <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
                  {t('status.SUSPEND.hint')} ({[...remark].length}/{OPERATOR_REMARK_MAX})
                </Text>
              </Stack>
            )}
          </FormField>
        )}
      </DialogForm>
    </ModalDialog>
  );
}

import { Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConsoleSettleDetailApi } from '../../../../machines/console/console-settle-detail.connect.ts';
import { OPERATOR_REMARK_MAX } from '../../../../machines/console/console-settle.types.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { DialogForm } from '../../../shared/ui/dialog-form.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';

/**
 * The confirmation of a decision on an application: approving says what follows; rejecting asks for the
 * remarks the applicant sees (1–200 characters, checked by the machine before anything is sent).
 */
export function DecisionDialog({ detail }: { detail: ConsoleSettleDetailApi }) {
  const { t } = useTranslation('consoleSettle');
  const { register, handleSubmit, control } = useForm<{ remark: string }>({ defaultValues: { remark: '' } });
  const remark = useWatch({ control, name: 'remark' });
  const decision = detail.confirming;
  if (!decision) return null;
  const rejecting = decision === 'REJECT';

  return (
    <ModalDialog
      title={t(`decisions.${decision}.title`)}
      titleId="settle-decision-title"
      describedBy={rejecting ? undefined : 'settle-decision-body'}
      role={rejecting ? undefined : 'alertdialog'}
      onDismiss={detail.dismiss}
    >
      <DialogForm
        onSubmit={handleSubmit((v) => detail.confirm(rejecting ? v.remark : undefined))}
        sending={detail.isSending}
        error={detail.error}
        cancelLabel={t('decisions.cancel')}
        onCancel={detail.dismiss}
        submitLabel={t(`decisions.${decision}.confirm`)}
        danger={rejecting}
      >
        {rejecting ? (
          <FormField
            label={t('decisions.REJECT.remark')}
            error={detail.remarkProblem ? t(`rules.${detail.remarkProblem}`) : null}
          >
            {({ id, describedBy, invalid }) => (
              <Stack gap="1">
                <Textarea
                  id={id}
                  rows={4}
                  maxLength={OPERATOR_REMARK_MAX * 2}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy ?? `${id}-hint`}
                  {...register('remark')}
                />
                <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
                  {t('decisions.REJECT.hint')} ({[...remark].length}/{OPERATOR_REMARK_MAX})
                </Text>
              </Stack>
            )}
          </FormField>
        ) : (
          <Text id="settle-decision-body">{t('decisions.APPROVE.body')}</Text>
        )}
      </DialogForm>
    </ModalDialog>
  );
}

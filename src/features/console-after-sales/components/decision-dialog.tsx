import { Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import {
  REFUSE_REASON_MAX,
  refuseReasonProblem,
} from '../../../../machines/console/console-after-sale-detail.machine.ts';
import type { ConsoleAfterSaleDetailApi } from '../../../../machines/console/console-after-sale-detail.connect.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { DialogForm } from '../../../shared/ui/dialog-form.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';

/** The refusal's rule (machines/console: `refuseReasonProblem`); messages are rule keys. */
const schema = z.object({ reason: z.string() }).superRefine((v, ctx) => {
  const problem = refuseReasonProblem(v.reason);
  if (problem) ctx.addIssue({ code: 'custom', path: ['reason'], message: problem });
});

/**
 * The confirmation of a decision on a request: accepting and receiving the return say what happens to
 * the money; refusing asks for the reason the buyer sees (1–200 characters, checked by the machine).
 */
export function DecisionDialog({ detail }: { detail: ConsoleAfterSaleDetailApi }) {
  const { t } = useTranslation('consoleAfterSales');
  const decision = detail.confirming;
  const { register, handleSubmit, formState, control } = useForm<{ reason: string }>({
    resolver: decision === 'refuse' ? zodResolver(schema) : undefined,
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  if (!decision || !detail.afs) return null;
  const problem =
    formState.errors.reason?.message ?? (detail.reasonInvalid ? detail.reasonProblem(reason) : null);
  const body =
    decision === 'accept'
      ? t(`decisions.accept.${detail.afs.kind}`)
      : decision === 'receive'
        ? t('decisions.receive.body')
        : null;

  return (
    <ModalDialog
      title={t(`decisions.${decision}.title`)}
      titleId="decision-dialog-title"
      describedBy={body ? 'decision-dialog-body' : undefined}
      role={decision === 'refuse' ? undefined : 'alertdialog'}
      onDismiss={detail.dismiss}
    >
      <DialogForm
        onSubmit={handleSubmit((v) => detail.confirm(decision === 'refuse' ? v.reason : undefined))}
        sending={detail.isSending}
        error={detail.error}
        cancelLabel={t('decisions.cancel')}
        onCancel={detail.dismiss}
        submitLabel={t('decisions.confirm')}
        danger={decision === 'refuse'}
      >
        {body && <Text id="decision-dialog-body">{body}</Text>}
        {decision === 'refuse' && (
          <FormField label={t('decisions.refuse.reason')} error={problem ? t(`rules.${problem}`) : null}>
            {({ id, describedBy, invalid }) => (
              <Stack gap="1">
                <Textarea
                  id={id}
                  rows={4}
                  maxLength={REFUSE_REASON_MAX}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy ?? `${id}-hint`}
                  {...register('reason')}
                />
                <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
                  {t('decisions.refuse.hint')} ({reason.length}/{REFUSE_REASON_MAX})
                </Text>
              </Stack>
            )}
          </FormField>
        )}
      </DialogForm>
    </ModalDialog>
  );
}

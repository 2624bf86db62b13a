import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import {
  offlineProblems,
  REFUSE_REASON_MAX,
  refuseReasonProblem,
  type OfflineDraft,
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

/** The offline refund's rules (machines/console: `offlineProblems`), field by field. */
const offlineSchema = z
  .object({ account: z.string(), reference: z.string(), note: z.string() })
  .superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(offlineProblems(v)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });

/** 登记线下退款: where the money went, the transfer's reference and a note. */
function OfflineDialog({ detail }: { detail: ConsoleAfterSaleDetailApi }) {
  const { t } = useTranslation('consoleAfterSales');
  const { register, handleSubmit, formState } = useForm<OfflineDraft>({
    resolver: zodResolver(offlineSchema),
    defaultValues: { account: '', reference: '', note: '' },
  });
  const problem = (field: keyof OfflineDraft) => {
    const key = formState.errors[field]?.message;
    return key ? t(`rules.${key}`) : null;
  };
  return (
    <ModalDialog
      title={t('decisions.offline.title')}
      titleId="decision-dialog-title"
      describedBy="decision-dialog-body"
      onDismiss={detail.dismiss}
    >
      <DialogForm
        onSubmit={handleSubmit((v) => detail.confirm(undefined, v))}
        sending={detail.isSending}
        error={detail.error}
        cancelLabel={t('decisions.cancel')}
        onCancel={detail.dismiss}
        submitLabel={t('decisions.confirm')}
      >
        <Text id="decision-dialog-body">{t('decisions.offline.body')}</Text>
        <FormField label={t('decisions.offline.account')} error={problem('account')}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              maxLength={60}
              placeholder={t('decisions.offline.accountHint')}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('account')}
            />
          )}
        </FormField>
        <FormField label={t('decisions.offline.reference')} error={problem('reference')}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              maxLength={40}
              autoComplete="off"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('reference')}
            />
          )}
        </FormField>
        <FormField label={t('decisions.offline.note')} error={problem('note')}>
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={2}
              maxLength={200}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('note')}
            />
          )}
        </FormField>
      </DialogForm>
    </ModalDialog>
  );
}

/**
 * The confirmation of a decision on a request: accepting and receiving the return say what happens to
 * the money; refusing asks for the reason the buyer sees (1–200 characters, checked by the machine);
 * an offline refund asks where the money went.
 */
export function DecisionDialog({ detail }: { detail: ConsoleAfterSaleDetailApi }) {
  if (detail.confirming === 'offline') return <OfflineDialog detail={detail} />;
  return <ConfirmDialog detail={detail} />;
}

function ConfirmDialog({ detail }: { detail: ConsoleAfterSaleDetailApi }) {
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

import { Input, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InvoiceIssueApi } from '../../../../machines/console/invoice-issue.connect.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { DialogForm } from '../../../shared/ui/dialog-form.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';

/**
 * Issuing an applying invoice: its number and its PDF. The machine checks both before anything is sent
 * (machines/console/invoice-issue.machine.ts), uploads the PDF and issues; the server reads the bytes.
 */
export function IssueDialog({ issue }: { issue: InvoiceIssueApi }) {
  const { t } = useTranslation('consoleInvoices');
  const { register, handleSubmit } = useForm<{ invoiceNo: string }>({ defaultValues: { invoiceNo: '' } });
  const row = issue.invoice;
  if (!row) return null;
  const { invoiceNo: noProblem, file: fileProblem } = issue.problems;

  return (
    <ModalDialog
      title={t('issue.title')}
      titleId="issue-dialog-title"
      describedBy="issue-dialog-summary"
      onDismiss={issue.dismiss}
    >
      <DialogForm
        onSubmit={handleSubmit((v) => issue.submit(v.invoiceNo))}
        sending={issue.isSending}
        error={issue.error}
        cancelLabel={t('issue.cancel')}
        onCancel={issue.dismiss}
        submitLabel={t('issue.confirm')}
      >
        <Text id="issue-dialog-summary" fontSize="sm" color="fg.muted">
          {t('issue.summary', {
            orderNo: row.orderNo,
            title: row.invoice.title,
            amount: t('yuan', { amount: row.invoice.amount }),
          })}
        </Text>
        <FormField label={t('issue.invoiceNo')} error={noProblem ? t(`rules.${noProblem}`) : null}>
          {({ id, describedBy, invalid }) => (
            <Stack gap="1">
              <Input
                id={id}
                size="sm"
                maxLength={20}
                autoComplete="off"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy ?? `${id}-hint`}
                {...register('invoiceNo')}
              />
              <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
                {t('issue.invoiceNoHint')}
              </Text>
            </Stack>
          )}
        </FormField>
        <FormField label={t('issue.file')} error={fileProblem ? t(`rules.${fileProblem}`) : null}>
          {({ id, describedBy, invalid }) => (
            <Stack gap="1">
              <input
                id={id}
                type="file"
                accept="application/pdf,.pdf"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy ?? `${id}-hint`}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) issue.chooseFile({ name: file.name, type: file.type, size: file.size }, file);
                }}
                style={{ fontSize: '0.875rem', maxWidth: '100%' }}
              />
              <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
                {t('issue.fileHint')}
              </Text>
            </Stack>
          )}
        </FormField>
      </DialogForm>
    </ModalDialog>
  );
}

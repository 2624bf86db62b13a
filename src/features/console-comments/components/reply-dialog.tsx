import { Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CommentReplyApi } from '../../../../machines/console/comment-reply.connect.ts';
import { REPLY_MAX } from '../../../../machines/comments/comments.types.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { DialogForm } from '../../../shared/ui/dialog-form.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';

/** The seller's one reply to a comment: 1–200 characters, checked by the machine before it is sent. */
export function ReplyDialog({ reply }: { reply: CommentReplyApi }) {
  const { t } = useTranslation('consoleComments');
  const { register, handleSubmit, control } = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const text = useWatch({ control, name: 'text' });
  const comment = reply.comment;
  if (!comment) return null;

  return (
    <ModalDialog
      title={t('reply.title')}
      titleId="reply-dialog-title"
      describedBy="reply-dialog-quote"
      onDismiss={reply.dismiss}
    >
      <DialogForm
        onSubmit={handleSubmit((v) => reply.submit(v.text))}
        sending={reply.isSending}
        error={reply.error}
        cancelLabel={t('reply.cancel')}
        onCancel={reply.dismiss}
        submitLabel={t('reply.confirm')}
      >
        <Text id="reply-dialog-quote" fontSize="sm" color="fg.muted" lineClamp={4}>
          {t('reply.quote', { buyer: comment.userName, content: comment.content })}
        </Text>
        <FormField label={t('reply.text')} error={reply.problem ? t(`rules.${reply.problem}`) : null}>
          {({ id, describedBy, invalid }) => (
            <Stack gap="1">
              <Textarea
                id={id}
                rows={4}
                maxLength={REPLY_MAX}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy ?? `${id}-hint`}
                {...register('text')}
              />
              <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
                {t('reply.hint')} ({[...text].length}/{REPLY_MAX})
              </Text>
            </Stack>
          )}
        </FormField>
      </DialogForm>
    </ModalDialog>
  );
}

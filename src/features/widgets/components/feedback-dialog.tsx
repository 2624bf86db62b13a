import { Box, Button, Flex, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import {
  asksForContact,
  FEEDBACK_DESC_MAX,
  FEEDBACK_NAME_MAX,
  FEEDBACK_PHONE,
  supplierRequired,
} from '../../../../machines/widgets/feedback.ts';
import type { FeedbackDialogApi } from '../../../../machines/widgets/feedback-dialog.connect.ts';

/** The spec §5 feedback rules as a form schema; messages are i18n keys. */
function feedbackSchema(withContact: boolean) {
  const trimmed = z.string().transform((v) => v.trim());
  return z
    .object({
      feedbackUserName: trimmed,
      feedbackUserTelephone: trimmed,
      problemType: trimmed.pipe(z.string().min(1, 'feedbackForm.typeRequired')),
      supplierId: trimmed,
      problemDesc: trimmed.pipe(
        z.string().min(1, 'feedbackForm.descRequired').max(FEEDBACK_DESC_MAX, 'feedbackForm.descTooLong'),
      ),
    })
    .superRefine((v, ctx) => {
      if (withContact) {
        if (!v.feedbackUserTelephone)
          ctx.addIssue({
            code: 'custom',
            path: ['feedbackUserTelephone'],
            message: 'feedbackForm.phoneRequired',
          });
        else if (!FEEDBACK_PHONE.test(v.feedbackUserTelephone))
          ctx.addIssue({
            code: 'custom',
            path: ['feedbackUserTelephone'],
            message: 'feedbackForm.phoneInvalid',
          });
        if (!v.feedbackUserName)
          ctx.addIssue({ code: 'custom', path: ['feedbackUserName'], message: 'feedbackForm.nameRequired' });
        else if (v.feedbackUserName.length > FEEDBACK_NAME_MAX)
          ctx.addIssue({ code: 'custom', path: ['feedbackUserName'], message: 'feedbackForm.nameTooLong' });
      }
      if (supplierRequired(v.problemType) && !v.supplierId)
        ctx.addIssue({ code: 'custom', path: ['supplierId'], message: 'feedbackForm.supplierRequired' });
    });
}

type FormValues = z.input<ReturnType<typeof feedbackSchema>>;

/** The feedback dialog (spec §2, §5): submits to /feedback/saveFeedbackRecord and closes with 提交成功. */
export function FeedbackDialog({
  feedback,
  shopId,
  isPublicBrowse,
}: {
  feedback: FeedbackDialogApi;
  shopId: string;
  isPublicBrowse: boolean;
}) {
  const { t } = useTranslation('widgets');
  const dialog = useRef<HTMLDialogElement>(null);
  const withContact = asksForContact(shopId, isPublicBrowse);
  const form = useForm<FormValues>({
    resolver: zodResolver(feedbackSchema(withContact)),
    defaultValues: {
      feedbackUserName: '',
      feedbackUserTelephone: '',
      problemType: '',
      supplierId: '',
      problemDesc: '',
    },
  });
  const { register, handleSubmit, control, formState } = form;
  const problemType = useWatch({ control, name: 'problemType' });
  const description = useWatch({ control, name: 'problemDesc' });
  const { options } = feedback;

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  const error = (field: keyof FormValues) => {
    const message = formState.errors[field]?.message;
    return message ? (
      <Text color="fg.error" fontSize="xs" role="alert">
        {t(message)}
      </Text>
    ) : null;
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="feedback-title"
      onCancel={(e) => {
        e.preventDefault();
        feedback.close();
      }}
      style={{ border: 'none', borderRadius: 8, padding: 0, margin: 'auto', width: 'min(32rem, 95vw)' }}
    >
      <Box p="5" bg="bg.panel" color="fg">
        <Heading as="h2" size="md" id="feedback-title" mb="4">
          {t('feedback')}
        </Heading>
        {feedback.isLoading && <Text role="status">{t('app.loading')}</Text>}
        {feedback.loadFailed && (
          <Button size="sm" onClick={feedback.retry}>
            {t('app.retry')}
          </Button>
        )}
        {options && (
          <form
            noValidate
            onSubmit={handleSubmit((values) => {
              const parsed = feedbackSchema(withContact).parse(values);
              feedback.submit({
                problemType: parsed.problemType,
                problemDesc: parsed.problemDesc,
                supplierId: supplierRequired(parsed.problemType) ? Number(parsed.supplierId) : null,
                ...(withContact
                  ? {
                      feedbackUserName: parsed.feedbackUserName,
                      feedbackUserTelephone: parsed.feedbackUserTelephone,
                    }
                  : {}),
              });
            })}
          >
            <Stack gap="3">
              {withContact && (
                <>
                  <label>
                    <Text fontSize="sm">{t('feedbackForm.name')}</Text>
                    <Input size="sm" maxLength={FEEDBACK_NAME_MAX} {...register('feedbackUserName')} />
                    {error('feedbackUserName')}
                  </label>
                  <label>
                    <Text fontSize="sm">{t('feedbackForm.phone')}</Text>
                    <Input size="sm" inputMode="tel" maxLength={11} {...register('feedbackUserTelephone')} />
                    {error('feedbackUserTelephone')}
                  </label>
                </>
              )}
              <label>
                <Text fontSize="sm">{t('feedbackForm.type')}</Text>
                <select {...register('problemType')} style={{ width: '100%', padding: 6 }}>
                  <option value="">{t('feedbackForm.choose')}</option>
                  {options.problemTypes.map((p) => (
                    <option key={p.code} value={p.code}>
                      {p.label}
                    </option>
                  ))}
                </select>
                {error('problemType')}
              </label>
              {supplierRequired(problemType) && (
                <label>
                  <Text fontSize="sm">{t('feedbackForm.supplier')}</Text>
                  <select {...register('supplierId')} style={{ width: '100%', padding: 6 }}>
                    <option value="">{t('feedbackForm.choose')}</option>
                    {options.suppliers.map((s) => (
                      <option key={s.supplierId} value={String(s.supplierId)}>
                        {s.supplierName}
                      </option>
                    ))}
                  </select>
                  {error('supplierId')}
                </label>
              )}
              <label>
                <Text fontSize="sm">{t('feedbackForm.description')}</Text>
                <Textarea size="sm" rows={4} maxLength={FEEDBACK_DESC_MAX} {...register('problemDesc')} />
                <Flex justify="space-between">
                  {error('problemDesc') ?? <span />}
                  <Text fontSize="xs" color="fg.muted" aria-live="polite">
                    {description.length}/{FEEDBACK_DESC_MAX}
                  </Text>
                </Flex>
              </label>
              {feedback.error && (
                <Text color="fg.error" role="alert">
                  {feedback.error}
                </Text>
              )}
              <Flex gap="2" justify="end">
                <Button variant="outline" size="sm" disabled={feedback.isSubmitting} onClick={feedback.close}>
                  {t('feedbackForm.cancel')}
                </Button>
                <Button type="submit" size="sm" colorPalette="brand" loading={feedback.isSubmitting}>
                  {t('feedbackForm.submit')}
                </Button>
              </Flex>
            </Stack>
          </form>
        )}
      </Box>
    </dialog>
  );
}

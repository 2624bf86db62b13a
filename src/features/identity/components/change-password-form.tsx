import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../use-change-password.ts';
import { FormMessage, NewPasswordFields, TextField } from './form-parts.tsx';

/**
 * Change password in the user centre (spec §4/§5): on success the session is over (the server ends every
 * session), and the user goes to the shop's login page after 3 s.
 */
export function ChangePasswordForm({ shopId, domain }: { shopId: string; domain: string }) {
  const { t } = useTranslation('identity');
  const form = useChangePassword(shopId, domain);
  const message = form.errorKey ? t(`${form.errorKey}`) : form.serverError;

  if (form.isDone)
    return (
      <Stack gap="2" role="status" textAlign="center" py="8">
        <Text fontWeight="bold" fontSize="lg">
          {t('change.done')}
        </Text>
        <Text color="fg.muted">{t('change.doneBody')}</Text>
      </Stack>
    );

  return (
    <form
      aria-label={t('change.title')}
      style={{ maxWidth: '28rem' }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="4">
        <TextField
          label={t('change.oldPassword')}
          type="password"
          autoComplete="current-password"
          value={form.oldPassword}
          invalid={form.invalid.oldPassword}
          onValue={(value) => form.change('oldPassword', value)}
        />
        <NewPasswordFields
          labels={{
            password: t('change.newPassword'),
            confirm: t('change.confirmPassword'),
          }}
          form={form}
          onField={form.change}
        />
        <FormMessage message={message} />
        <Button type="submit" colorPalette="brand" loading={form.isSubmitting}>
          {t('change.submit')}
        </Button>
      </Stack>
    </form>
  );
}

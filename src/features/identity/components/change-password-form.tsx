import { Button, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createChangePasswordLogic } from '../../../app/flows/identity.flow.ts';
import { FormMessage, TextField } from './form-parts.tsx';

/**
 * Change password in the user centre (spec §4/§5): on success the session is over (the server ends every
 * session), and the user goes to the login page after 3 s.
 */
export function ChangePasswordForm({
  endSession,
  goToLogin,
}: {
  endSession: () => void;
  goToLogin: () => void;
}) {
  const { t } = useTranslation();
  const [logic] = useState(() => createChangePasswordLogic({ endSession, goToLogin }));
  const [snapshot, send] = useMachine(logic);
  const { context } = snapshot;
  const message = context.errorKey ? t(`identity.${context.errorKey}`) : context.serverError;

  if (snapshot.hasTag('done') || snapshot.matches('leaving'))
    return (
      <Stack gap="2" role="status" textAlign="center" py="8">
        <Text fontWeight="bold" fontSize="lg">
          {t('identity.change.done')}
        </Text>
        <Text color="fg.muted">{t('identity.change.doneBody')}</Text>
      </Stack>
    );

  return (
    <form
      aria-label={t('identity.change.title')}
      style={{ maxWidth: '28rem' }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'submit' });
      }}
    >
      <Stack gap="4">
        <TextField
          label={t('identity.change.oldPassword')}
          type="password"
          autoComplete="current-password"
          value={context.oldPassword}
          invalid={context.errorKey === 'validation.oldPassword'}
          onValue={(value) => send({ type: 'field.change', field: 'oldPassword', value })}
        />
        <TextField
          label={t('identity.change.newPassword')}
          placeholder={t('identity.register.passwordPlaceholder')}
          type="password"
          autoComplete="new-password"
          maxLength={20}
          value={context.password}
          invalid={context.errorKey === 'validation.passwordRule'}
          onValue={(value) => send({ type: 'field.change', field: 'password', value })}
        />
        <TextField
          label={t('identity.change.confirmPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={20}
          value={context.confirmPassword}
          invalid={context.errorKey === 'validation.passwordMismatch'}
          onValue={(value) => send({ type: 'field.change', field: 'confirmPassword', value })}
        />
        <FormMessage message={message} />
        <Button type="submit" colorPalette="brand" loading={snapshot.hasTag('submitting')}>
          {t('identity.change.submit')}
        </Button>
      </Stack>
    </form>
  );
}

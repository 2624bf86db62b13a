import { Button, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createChangePasswordLogic } from '../../../app/flows/identity.flow.ts';
import { FormMessage, NewPasswordFields, TextField } from './form-parts.tsx';

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
        <NewPasswordFields
          labels={{
            password: t('identity.change.newPassword'),
            confirm: t('identity.change.confirmPassword'),
          }}
          form={context}
          onField={(field, value) => send({ type: 'field.change', field, value })}
        />
        <FormMessage message={message} />
        <Button type="submit" colorPalette="brand" loading={snapshot.hasTag('submitting')}>
          {t('identity.change.submit')}
        </Button>
      </Stack>
    </form>
  );
}

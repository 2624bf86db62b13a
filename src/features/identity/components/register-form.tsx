import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterIdentity } from '../../../../machines/register.machine.ts';
import { canSendSmsCode } from '../../../../machines/validation.ts';
import { createRegisterLogic } from '../../../app/flows/identity.flow.ts';
import { externalPaths } from '../../../config/paths.ts';
import {
  FormMessage,
  NewPasswordFields,
  PhoneCodeFields,
  Steps,
  TermsCheckbox,
  TextField,
} from './form-parts.tsx';
import type { SmsCountdownRef } from './sms-code-button.tsx';

const IDENTITIES: readonly RegisterIdentity[] = ['supplier', 'personal', 'centralised'];

/**
 * Registration in 3 steps (spec §2 widgets, §5, §6): the identity dialog when the shop asks for it, the
 * account with its password, the phone with an SMS code, then done with a link to the login page.
 */
export function RegisterForm({
  showIdentityDialog,
  loginHref,
}: {
  showIdentityDialog: boolean;
  loginHref: string;
}) {
  const { t } = useTranslation();
  const [logic] = useState(createRegisterLogic);
  const [snapshot, send] = useMachine(logic, { input: { showIdentityDialog } });
  const { context } = snapshot;
  const message = context.errorKey ? t(`identity.${context.errorKey}`) : context.serverError;
  const submitting = snapshot.hasTag('submitting');
  const step = snapshot.matches('done') ? 2 : snapshot.matches('phone') ? 1 : 0;
  const steps = [
    t('identity.register.stepAccount'),
    t('identity.register.stepPhone'),
    t('identity.register.stepDone'),
  ];

  if (snapshot.matches('identity') || snapshot.matches('centralisedWarning'))
    return (
      <Box role="dialog" aria-modal="true" aria-labelledby="register-identity-title">
        <Text id="register-identity-title" fontWeight="bold" fontSize="lg" mb="4" textAlign="center">
          {t('identity.register.identityTitle')}
        </Text>
        {snapshot.hasTag('warning') ? (
          <Stack gap="4">
            <Text role="alert" color="fg.warning">
              {t('identity.register.centralisedWarning')}
            </Text>
            <Button onClick={() => send({ type: 'warning.dismiss' })}>
              {t('identity.register.dismiss')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="3">
            {IDENTITIES.map((identity) => (
              <Button
                key={identity}
                variant="outline"
                h="auto"
                py="3"
                flexDirection="column"
                onClick={() => send({ type: 'identity.choose', identity })}
              >
                <Text fontWeight="bold">{t(`identity.register.${identity}`)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(`identity.register.${identity}Hint`)}
                </Text>
              </Button>
            ))}
          </Stack>
        )}
      </Box>
    );

  return (
    <Box>
      <Steps label={t('identity.register.steps')} steps={steps} current={step} />
      {snapshot.matches('done') ? (
        <Stack gap="4" textAlign="center" role="status">
          <Text fontWeight="bold" fontSize="lg">
            {t('identity.register.done')}
          </Text>
          <Text>{t('identity.register.doneBody', { name: context.userName.trim() })}</Text>
          <Button asChild colorPalette="brand">
            <a href={loginHref}>{t('identity.register.loginNow')}</a>
          </Button>
          {context.identity === 'supplier' && (
            <Link href={externalPaths.supplierOnboarding()} color="brand.fg" justifyContent="center">
              {t('identity.register.supplierSettle')}
            </Link>
          )}
        </Stack>
      ) : (
        <form
          aria-label={steps[step]}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'submit' });
          }}
        >
          <Stack gap="4">
            {step === 0 ? (
              <>
                <TextField
                  label={t('identity.register.account')}
                  placeholder={t('identity.register.accountPlaceholder')}
                  autoComplete="username"
                  maxLength={16}
                  value={context.userName}
                  invalid={
                    context.errorKey === 'validation.account' ||
                    context.errorKey === 'validation.accountTaken'
                  }
                  onValue={(value) => send({ type: 'field.change', field: 'userName', value: value.trim() })}
                />
                <NewPasswordFields
                  labels={{
                    password: t('identity.register.password'),
                    confirm: t('identity.register.confirmPassword'),
                  }}
                  form={context}
                  onField={(field, value) => send({ type: 'field.change', field, value })}
                />
              </>
            ) : (
              <>
                <PhoneCodeFields
                  mobile={context.mobile}
                  code={context.code}
                  mobileInvalid={context.errorKey === 'validation.phone'}
                  codeInvalid={context.errorKey === 'validation.code'}
                  countdown={snapshot.children.smsCountdown as SmsCountdownRef | undefined}
                  canSend={canSendSmsCode(context.mobile, context.termsAccepted)}
                  onMobile={(value) => send({ type: 'field.change', field: 'mobile', value })}
                  onCode={(value) => send({ type: 'field.change', field: 'code', value })}
                  onRequestCode={() => send({ type: 'code.request' })}
                />
                <TermsCheckbox
                  checked={context.termsAccepted}
                  invalid={context.errorKey === 'validation.terms'}
                  onChange={(value) => send({ type: 'field.change', field: 'termsAccepted', value })}
                />
              </>
            )}
            <FormMessage message={message} />
            <Flex gap="3">
              {step === 1 && (
                <Button flex="1" variant="outline" onClick={() => send({ type: 'step.back' })}>
                  {t('identity.register.back')}
                </Button>
              )}
              <Button flex="1" type="submit" colorPalette="brand" loading={submitting}>
                {step === 0 ? t('identity.register.next') : t('identity.register.submit')}
              </Button>
            </Flex>
            <Text fontSize="sm" textAlign="center" color="fg.muted">
              {t('identity.register.hasAccount')}{' '}
              <Link href={loginHref} color="brand.fg">
                {t('identity.register.toLogin')}
              </Link>
            </Text>
          </Stack>
        </form>
      )}
    </Box>
  );
}

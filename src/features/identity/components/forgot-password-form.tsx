import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createForgotPasswordLogic } from '../../../app/flows/identity.flow.ts';
import { FormMessage, NewPasswordFields, PhoneCodeFields, Steps } from './form-parts.tsx';
import type { SmsCountdownRef } from './sms-code-button.tsx';
import { canSendSmsCode } from '../../../../machines/validation.ts';

/** Forgot password (spec §2 widgets): verify the mobile, fill the new password, done, back to login in 3 s. */
export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation();
  const [logic] = useState(() => createForgotPasswordLogic(() => window.location.assign(loginHref)));
  const [snapshot, send] = useMachine(logic);
  const { context } = snapshot;
  const message = context.errorKey ? t(`identity.${context.errorKey}`) : context.serverError;
  const done = snapshot.hasTag('done') || snapshot.matches('leaving');
  const step = done ? 2 : snapshot.matches('resetting') ? 1 : 0;
  const steps = [
    t('identity.forgot.stepVerify'),
    t('identity.forgot.stepReset'),
    t('identity.forgot.stepDone'),
  ];

  return (
    <Box>
      <Steps label={t('identity.forgot.steps')} steps={steps} current={step} />
      {done ? (
        <Stack gap="4" textAlign="center" role="status">
          <Text fontWeight="bold" fontSize="lg">
            {t('identity.forgot.done')}
          </Text>
          <Text color="fg.muted">{t('identity.forgot.doneBody')}</Text>
          <Link href={loginHref} color="brand.fg" justifyContent="center">
            {t('identity.forgot.backToLogin')}
          </Link>
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
              <PhoneCodeFields
                mobile={context.mobile}
                code={context.code}
                mobileInvalid={context.errorKey === 'validation.phone'}
                codeInvalid={context.errorKey === 'validation.code'}
                countdown={snapshot.children.smsCountdown as SmsCountdownRef | undefined}
                canSend={canSendSmsCode(context.mobile, true)}
                onMobile={(value) => send({ type: 'field.change', field: 'mobile', value })}
                onCode={(value) => send({ type: 'field.change', field: 'code', value })}
                onRequestCode={() => send({ type: 'code.request' })}
              />
            ) : (
              <NewPasswordFields
                labels={{
                  password: t('identity.forgot.newPassword'),
                  confirm: t('identity.forgot.confirmPassword'),
                }}
                form={context}
                onField={(field, value) => send({ type: 'field.change', field, value })}
              />
            )}
            <FormMessage message={message} />
            <Flex gap="3">
              {step === 1 && (
                <Button flex="1" variant="outline" onClick={() => send({ type: 'step.back' })}>
                  {t('identity.forgot.back')}
                </Button>
              )}
              <Button flex="1" type="submit" colorPalette="brand" loading={snapshot.hasTag('submitting')}>
                {step === 0 ? t('identity.forgot.next') : t('identity.forgot.submit')}
              </Button>
            </Flex>
            <Link href={loginHref} fontSize="sm" color="fg.muted" justifyContent="center">
              {t('identity.forgot.backToLogin')}
            </Link>
          </Stack>
        </form>
      )}
    </Box>
  );
}

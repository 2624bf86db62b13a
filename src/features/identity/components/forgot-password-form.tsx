import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '../use-forgot-password.ts';
import { FormMessage, NewPasswordFields, PhoneCodeFields, Steps } from './form-parts.tsx';

/** Forgot password (spec §2 widgets): verify the mobile, fill the new password, done, back to login in 3 s. */
export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation('identity');
  const form = useForgotPassword(loginHref);
  const message = form.errorKey ? t(`${form.errorKey}`) : form.serverError;
  const steps = [t('forgot.stepVerify'), t('forgot.stepReset'), t('forgot.stepDone')];

  return (
    <Box>
      <Steps label={t('forgot.steps')} steps={steps} current={form.stepIndex} />
      {form.isDone ? (
        <Stack gap="4" textAlign="center" role="status">
          <Text fontWeight="bold" fontSize="lg">
            {t('forgot.done')}
          </Text>
          <Text color="fg.muted">{t('forgot.doneBody')}</Text>
          <Link href={loginHref} color="brand.fg" justifyContent="center">
            {t('forgot.backToLogin')}
          </Link>
        </Stack>
      ) : (
        <form
          aria-label={steps[form.stepIndex]}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            form.submit();
          }}
        >
          <Stack gap="4">
            {form.step === 'verify' ? (
              <PhoneCodeFields
                mobile={form.mobile}
                code={form.code}
                mobileInvalid={form.invalid.mobile}
                codeInvalid={form.invalid.code}
                countdown={form.smsCountdown}
                canSend={form.canSendCode}
                onMobile={(value) => form.change('mobile', value)}
                onCode={(value) => form.change('code', value)}
                onRequestCode={form.requestCode}
              />
            ) : (
              <NewPasswordFields
                labels={{
                  password: t('forgot.newPassword'),
                  confirm: t('forgot.confirmPassword'),
                }}
                form={form}
                onField={form.change}
              />
            )}
            <FormMessage message={message} />
            <Flex gap="3">
              {form.canGoBack && (
                <Button flex="1" variant="outline" disabled={form.isSubmitting} onClick={form.back}>
                  {t('forgot.back')}
                </Button>
              )}
              <Button flex="1" type="submit" colorPalette="brand" loading={form.isSubmitting}>
                {form.step === 'verify' ? t('forgot.next') : t('forgot.submit')}
              </Button>
            </Flex>
            <Link href={loginHref} fontSize="sm" color="fg.muted" justifyContent="center">
              {t('forgot.backToLogin')}
            </Link>
          </Stack>
        </form>
      )}
    </Box>
  );
}

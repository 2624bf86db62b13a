import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRegister } from '../use-register.ts';
import {
  FormMessage,
  NewPasswordFields,
  PhoneCodeFields,
  Steps,
  TermsCheckbox,
  TextField,
} from './form-parts.tsx';

/**
 * Registration in 3 steps (spec §2 widgets, §5, §6): the identity dialog when the shop asks for it, the
 * account with its password, the phone with an SMS code, then done with a link to the login page (and,
 * for a supplier, to the login on to the store application).
 */
export function RegisterForm({
  showIdentityDialog,
  loginHref,
  settleHref,
}: {
  showIdentityDialog: boolean;
  loginHref: string;
  /** Where a new supplier goes on: the login, then the store application. */
  settleHref: string;
}) {
  const { t } = useTranslation('identity');
  const form = useRegister(showIdentityDialog);
  const message = form.errorKey ? t(`${form.errorKey}`) : form.serverError;
  const steps = [t('register.stepAccount'), t('register.stepPhone'), t('register.stepDone')];

  if (form.showsIdentityDialog)
    return (
      <Box role="dialog" aria-modal="true" aria-labelledby="register-identity-title">
        <Text id="register-identity-title" fontWeight="bold" fontSize="lg" mb="4" textAlign="center">
          {t('register.identityTitle')}
        </Text>
        {form.showsCentralisedWarning ? (
          <Stack gap="4">
            <Text role="alert" color="fg.warning">
              {t('register.centralisedWarning')}
            </Text>
            <Button onClick={form.dismissWarning}>{t('register.dismiss')}</Button>
          </Stack>
        ) : (
          <Stack gap="3">
            {form.identities.map((identity) => (
              <Button
                key={identity}
                variant="outline"
                h="auto"
                py="3"
                flexDirection="column"
                onClick={() => form.chooseIdentity(identity)}
              >
                <Text fontWeight="bold">{t(`register.${identity}`)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(`register.${identity}Hint`)}
                </Text>
              </Button>
            ))}
          </Stack>
        )}
      </Box>
    );

  return (
    <Box>
      <Steps label={t('register.steps')} steps={steps} current={form.stepIndex} />
      {form.isDone ? (
        <Stack gap="4" textAlign="center" role="status">
          <Text fontWeight="bold" fontSize="lg">
            {t('register.done')}
          </Text>
          <Text>{t('register.doneBody', { name: form.registeredName })}</Text>
          <Button asChild colorPalette="brand">
            <a href={loginHref}>{t('register.loginNow')}</a>
          </Button>
          {form.offersSupplierSettle && (
            <Button asChild variant="outline" colorPalette="brand">
              <a href={settleHref}>{t('register.supplierSettle')}</a>
            </Button>
          )}
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
            {form.step === 'account' ? (
              <>
                <TextField
                  label={t('register.account')}
                  placeholder={t('register.accountPlaceholder')}
                  autoComplete="username"
                  maxLength={16}
                  value={form.userName}
                  invalid={form.invalid.userName}
                  onValue={(value) => form.change('userName', value.trim())}
                />
                <NewPasswordFields
                  labels={{
                    password: t('register.password'),
                    confirm: t('register.confirmPassword'),
                  }}
                  form={form}
                  onField={form.change}
                />
              </>
            ) : (
              <>
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
                <TermsCheckbox
                  checked={form.termsAccepted}
                  invalid={form.invalid.terms}
                  onChange={form.acceptTerms}
                />
              </>
            )}
            <FormMessage message={message} />
            <Flex gap="3">
              {form.canGoBack && (
                <Button flex="1" variant="outline" disabled={form.isSubmitting} onClick={form.back}>
                  {t('register.back')}
                </Button>
              )}
              <Button flex="1" type="submit" colorPalette="brand" loading={form.isSubmitting}>
                {form.step === 'account' ? t('register.next') : t('register.submit')}
              </Button>
            </Flex>
            <Text fontSize="sm" textAlign="center" color="fg.muted">
              {t('register.hasAccount')}{' '}
              <Link href={loginHref} color="brand.fg">
                {t('register.toLogin')}
              </Link>
            </Text>
          </Stack>
        </form>
      )}
    </Box>
  );
}

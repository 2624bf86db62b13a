import { Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../shared/routes.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { IdentityCard } from '../components/form-parts.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { useIdentityTarget } from '../use-identity-target.ts';
import { useRegisterOptions } from '../use-register.ts';

/** /user-management/{shopId}/pc/pwd-login (spec §2): account and phone login, then back to `targetUrl`. */
export function LoginPage({ shopId: pathShopId }: { shopId: string }) {
  const { t } = useTranslation('identity');
  const { shopId, targetUrl } = useIdentityTarget(pathShopId);
  return (
    <IdentityCard title={t('login.title')}>
      <LoginForm shopId={shopId} targetUrl={targetUrl} />
    </IdentityCard>
  );
}

/**
 * Registration: /mall/register, /user-management/{shopId}/pc/login-register (identity dialog when the shop's
 * user_register dictionary starts with register-1) and …/login-personal-register (a personal user directly).
 */
export function RegisterPage({ shopId: pathShopId, personal }: { shopId?: string; personal?: boolean }) {
  const { t } = useTranslation('identity');
  const { shopId, targetUrl } = useIdentityTarget(pathShopId);
  const loginHref = routes.login.href(shopId, targetUrl);
  // A supplier logs in and goes on to the store application.
  const settleHref = routes.login.href(shopId, `/mall${routes.enterProcess.href(shopId.toLowerCase())}`);
  return (
    <IdentityCard title={t('register.title')}>
      {personal ? (
        <RegisterForm showIdentityDialog={false} loginHref={loginHref} settleHref={settleHref} />
      ) : (
        <RegisterWithOptions loginHref={loginHref} settleHref={settleHref} />
      )}
    </IdentityCard>
  );
}

function RegisterWithOptions({ loginHref, settleHref }: { loginHref: string; settleHref: string }) {
  const { t } = useTranslation('identity');
  const showIdentityDialog = useRegisterOptions();
  if (showIdentityDialog === null) return <Text color="fg.muted">{t('register.loading')}</Text>;
  return (
    <RegisterForm showIdentityDialog={showIdentityDialog} loginHref={loginHref} settleHref={settleHref} />
  );
}

/** /mall/forget-password (spec §2). */
export function ForgetPasswordPage() {
  const { t } = useTranslation('identity');
  const { shopId, targetUrl } = useIdentityTarget();
  return (
    <IdentityCard title={t('forgot.title')}>
      <ForgotPasswordForm loginHref={routes.login.href(shopId, targetUrl)} />
    </IdentityCard>
  );
}

/** /mall/{domain}/user-center/uc-password, inside the user centre's layout. */
export function ChangePasswordPage({ shopId, domain }: { shopId: string; domain: string }) {
  const { t } = useTranslation('identity');
  return (
    <section aria-labelledby="change-password-title">
      <Heading as="h1" size="lg" mb="6" id="change-password-title">
        {t('change.title')}
      </Heading>
      <ChangePasswordForm shopId={shopId} domain={domain} />
    </section>
  );
}

import { Container, Heading, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { externalPaths } from '../../../config/paths.ts';
import { ChangePasswordForm } from '../../../features/identity/components/change-password-form.tsx';
import { ForgotPasswordForm } from '../../../features/identity/components/forgot-password-form.tsx';
import { IdentityCard } from '../../../features/identity/components/form-parts.tsx';
import { LoginForm } from '../../../features/identity/components/login-form.tsx';
import { RegisterForm } from '../../../features/identity/components/register-form.tsx';
import { safeTargetUrl } from '../../../features/identity/target-url.ts';
import { removeCookie, TOKEN_COOKIE, USER_ID_COOKIE } from '../../browser-effects.ts';
import { identityShopId, registerOptionsLogic } from '../../flows/identity.flow.ts';
import { useSessionUpdate } from '../../providers/route-guard-provider.tsx';

/** The shop and the checked `targetUrl` of an identity page. */
function useIdentityTarget(pathShopId?: string): { shopId: string; targetUrl: string } {
  const search = useSearch();
  const [shopId] = useState(() => identityShopId(pathShopId));
  const raw = new URLSearchParams(search).get('targetUrl');
  return { shopId, targetUrl: safeTargetUrl(raw, shopId, window.location.origin) };
}

/** /user-management/{shopId}/pc/pwd-login (spec §2): account and phone login, then back to `targetUrl`. */
export function LoginPage({ shopId: pathShopId }: { shopId: string }) {
  const { t } = useTranslation();
  const { shopId, targetUrl } = useIdentityTarget(pathShopId);
  return (
    <IdentityCard title={t('identity.login.title')}>
      <LoginForm shopId={shopId} targetUrl={targetUrl} />
    </IdentityCard>
  );
}

/**
 * Registration: /mall/register, /user-management/{shopId}/pc/login-register (identity dialog when the shop's
 * user_register dictionary starts with register-1) and …/login-personal-register (a personal user directly).
 */
export function RegisterPage({ shopId: pathShopId, personal }: { shopId?: string; personal?: boolean }) {
  const { t } = useTranslation();
  const { shopId, targetUrl } = useIdentityTarget(pathShopId);
  const loginHref = externalPaths.login(shopId, targetUrl);
  return (
    <IdentityCard title={t('identity.register.title')}>
      {personal ? (
        <RegisterForm showIdentityDialog={false} loginHref={loginHref} />
      ) : (
        <RegisterWithOptions loginHref={loginHref} />
      )}
    </IdentityCard>
  );
}

function RegisterWithOptions({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation();
  const options = useActorRef(registerOptionsLogic);
  const showIdentityDialog = useSelector(options, (s) => (s.status === 'done' ? s.output : null));
  if (showIdentityDialog === null) return <Text color="fg.muted">{t('identity.register.loading')}</Text>;
  return <RegisterForm showIdentityDialog={showIdentityDialog} loginHref={loginHref} />;
}

/** /mall/forget-password (spec §2). */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const { shopId, targetUrl } = useIdentityTarget();
  return (
    <IdentityCard title={t('identity.forgot.title')}>
      <ForgotPasswordForm loginHref={externalPaths.login(shopId, targetUrl)} />
    </IdentityCard>
  );
}

/** /mall/{domain}/user-center/uc-password, inside the shop shell. */
export function ChangePasswordPage({ shopId, domain }: { shopId: string; domain: string }) {
  const { t } = useTranslation();
  const updateSession = useSessionUpdate();
  return (
    <Container maxW="6xl" py="8">
      <Heading as="h1" size="lg" mb="6">
        {t('identity.change.title')}
      </Heading>
      <ChangePasswordForm
        endSession={() => {
          removeCookie(TOKEN_COOKIE);
          removeCookie(USER_ID_COOKIE);
          updateSession(false);
        }}
        goToLogin={() => window.location.assign(externalPaths.login(shopId, `/mall/${domain}/index`))}
      />
    </Container>
  );
}

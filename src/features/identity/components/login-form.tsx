import { Button, Flex, Link, Spinner, Stack } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginMode } from '../../../../machines/identity/login.connect.ts';
import { useLogin } from '../use-login.ts';
import { ROUTER_BASE, routes } from '../../../shared/routes.ts';
import { FormMessage, PhoneCodeFields, TermsCheckbox, TextField } from './form-parts.tsx';

/**
 * The login form with the account and phone tabs (spec §2 widgets, §4, §5). The login machine validates,
 * sets the error indicator and calls the server; after success the browser leaves for `targetUrl`.
 */
export function LoginForm({ shopId, targetUrl }: { shopId: string; targetUrl: string }) {
  const { t } = useTranslation('identity');
  const login = useLogin(targetUrl);
  const tabRefs = useRef<Record<LoginMode, HTMLButtonElement | null>>({ account: null, phone: null });
  const { mode, modes, invalid } = login;
  const message = login.errorKey ? t(`${login.errorKey}`) : login.serverError;

  const switchTo = (next: LoginMode) => {
    login.switchMode(next);
    tabRefs.current[next]?.focus();
  };
  // The tablist's keyboard pattern (WAI-ARIA tabs): arrows move between tabs, Home and End to the ends.
  const onTabKey = (e: KeyboardEvent) => {
    const i = modes.indexOf(mode);
    const next =
      e.key === 'ArrowRight'
        ? modes[(i + 1) % modes.length]
        : e.key === 'ArrowLeft'
          ? modes[(i + modes.length - 1) % modes.length]
          : e.key === 'Home'
            ? modes[0]
            : e.key === 'End'
              ? modes[modes.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    switchTo(next);
  };

  return (
    <Stack gap="5">
      <Flex role="tablist" aria-label={t('login.tabs')} borderBottomWidth="1px" onKeyDown={onTabKey}>
        {modes.map((m) => (
          <Button
            key={m}
            ref={(el) => {
              tabRefs.current[m] = el;
            }}
            id={`login-tab-${m}`}
            role="tab"
            aria-selected={mode === m}
            aria-controls={`login-panel-${m}`}
            tabIndex={mode === m ? 0 : -1}
            variant="plain"
            flex="1"
            rounded="0"
            borderBottomWidth="2px"
            borderColor={mode === m ? 'brand.solid' : 'transparent'}
            color={mode === m ? 'brand.fg' : 'fg.muted'}
            disabled={login.isSubmitting}
            onClick={() => switchTo(m)}
          >
            {t(m === 'account' ? 'login.accountTab' : 'login.phoneTab')}
          </Button>
        ))}
      </Flex>
      <form
        role="tabpanel"
        id={`login-panel-${mode}`}
        aria-labelledby={`login-tab-${mode}`}
        data-error-indicator={login.errorIndicator}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          login.submit();
        }}
      >
        <Stack gap="4">
          {mode === 'account' ? (
            <>
              <TextField
                label={t('login.account')}
                placeholder={t('login.accountPlaceholder')}
                autoComplete="username"
                maxLength={11}
                value={login.userName}
                invalid={invalid.userName}
                onValue={(value) => login.change('userName', value.trim())}
              />
              <TextField
                label={t('login.password')}
                placeholder={t('login.passwordPlaceholder')}
                type="password"
                autoComplete="current-password"
                value={login.password}
                invalid={invalid.password}
                onValue={(value) => login.change('password', value)}
              />
              {login.showsImageCheck && (
                <TextField
                  label={t('login.imageCode')}
                  placeholder={t('login.imageCodePlaceholder')}
                  autoComplete="off"
                  maxLength={8}
                  value={login.imageCode}
                  invalid={invalid.imageCode}
                  onValue={(value) => login.change('imageCode', value)}
                  end={
                    <Button
                      variant="outline"
                      p="0"
                      w="120px"
                      h="44px"
                      flexShrink={0}
                      aria-label={t('login.imageRefresh')}
                      title={t('login.imageRefresh')}
                      onClick={login.refreshPicture}
                    >
                      {login.picture ? (
                        <img src={login.picture} alt="" width={120} height={44} />
                      ) : (
                        <Spinner size="sm" />
                      )}
                    </Button>
                  }
                />
              )}
            </>
          ) : (
            <>
              <PhoneCodeFields
                mobile={login.mobile}
                code={login.code}
                mobileInvalid={invalid.mobile}
                codeInvalid={invalid.code}
                countdown={login.smsCountdown}
                canSend={login.canSendCode}
                onMobile={(value) => login.change('mobile', value)}
                onCode={(value) => login.change('code', value)}
                onRequestCode={login.requestCode}
              />
            </>
          )}
          <TermsCheckbox checked={login.termsAccepted} invalid={invalid.terms} onChange={login.acceptTerms} />
          <FormMessage message={message} />
          <Button
            type="submit"
            colorPalette="brand"
            loading={login.isSubmitting}
            loadingText={t('login.submitting')}
          >
            {login.retries ? t('login.retry') : t('login.submit')}
          </Button>
          <Flex justify="space-between" fontSize="sm">
            <Link href={`${ROUTER_BASE}/forget-password`} color="fg.muted">
              {t('login.forgot')}
            </Link>
            <Link href={routes.registerExternal.href(shopId, targetUrl)} color="brand.fg">
              {t('login.register')}
            </Link>
          </Flex>
        </Stack>
      </form>
    </Stack>
  );
}

import { Button, Flex, Link, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canSendSmsCode, type LoginErrorIndicator } from '../../../../machines/validation.ts';
import { createLoginLogic } from '../../../app/flows/identity.flow.ts';
import { externalPaths, ROUTER_BASE } from '../../../config/paths.ts';
import { FormMessage, PhoneCodeFields, TermsCheckbox, TextField } from './form-parts.tsx';
import type { SmsCountdownRef } from './sms-code-button.tsx';

type Mode = 'account' | 'phone';
const MODES: readonly Mode[] = ['account', 'phone'];

/** Which field each error indicator of spec §4 points at. */
const INVALID_FIELD: Partial<Record<LoginErrorIndicator, string>> = {
  1: 'mobile',
  2: 'code',
  3: 'userName',
  4: 'password',
  6: 'terms',
};

/**
 * The login form with the account and phone tabs (spec §2 widgets, §4, §5). The login machine validates,
 * sets the error indicator and calls the server; after success the browser leaves for `targetUrl`.
 */
export function LoginForm({ shopId, targetUrl }: { shopId: string; targetUrl: string }) {
  const { t } = useTranslation();
  const [logic] = useState(() => createLoginLogic(() => window.location.assign(targetUrl)));
  const [snapshot, send] = useMachine(logic, { input: {} });
  const tabRefs = useRef<Record<Mode, HTMLButtonElement | null>>({ account: null, phone: null });
  const { context } = snapshot;
  const mode: Mode = snapshot.matches({ form: 'phone' }) ? 'phone' : 'account';
  const submitting = snapshot.hasTag('submitting');
  const invalid = INVALID_FIELD[context.errorIndicator];
  const message = context.errorKey ? t(`identity.${context.errorKey}`) : context.serverError;
  const countdown = snapshot.children.smsCountdown as SmsCountdownRef | undefined;

  const switchTo = (next: Mode) => {
    send({ type: 'mode.switch', mode: next });
    tabRefs.current[next]?.focus();
  };
  const onTabKey = (e: KeyboardEvent) => {
    const i = MODES.indexOf(mode);
    const next =
      e.key === 'ArrowRight'
        ? MODES[(i + 1) % MODES.length]
        : e.key === 'ArrowLeft'
          ? MODES[(i + MODES.length - 1) % MODES.length]
          : e.key === 'Home'
            ? MODES[0]
            : e.key === 'End'
              ? MODES[MODES.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    switchTo(next);
  };

  return (
    <Stack gap="5">
      <Flex role="tablist" aria-label={t('identity.login.tabs')} borderBottomWidth="1px" onKeyDown={onTabKey}>
        {MODES.map((m) => (
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
            onClick={() => switchTo(m)}
          >
            {t(m === 'account' ? 'identity.login.accountTab' : 'identity.login.phoneTab')}
          </Button>
        ))}
      </Flex>
      <form
        role="tabpanel"
        id={`login-panel-${mode}`}
        aria-labelledby={`login-tab-${mode}`}
        data-error-indicator={context.errorIndicator}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (snapshot.matches('failed')) send({ type: 'login.retry' });
          else send({ type: 'submit' });
        }}
      >
        <Stack gap="4">
          {mode === 'account' ? (
            <>
              <TextField
                label={t('identity.login.account')}
                placeholder={t('identity.login.accountPlaceholder')}
                autoComplete="username"
                maxLength={11}
                value={context.userName}
                invalid={invalid === 'userName'}
                onValue={(value) => send({ type: 'field.change', field: 'userName', value: value.trim() })}
              />
              <TextField
                label={t('identity.login.password')}
                placeholder={t('identity.login.passwordPlaceholder')}
                type="password"
                autoComplete="current-password"
                value={context.password}
                invalid={invalid === 'password'}
                onValue={(value) => send({ type: 'field.change', field: 'password', value })}
              />
            </>
          ) : (
            <>
              <PhoneCodeFields
                mobile={context.mobile}
                code={context.code}
                mobileInvalid={invalid === 'mobile'}
                codeInvalid={invalid === 'code'}
                countdown={countdown}
                canSend={canSendSmsCode(context.mobile, context.termsAccepted)}
                onMobile={(value) => send({ type: 'field.change', field: 'mobile', value })}
                onCode={(value) => send({ type: 'field.change', field: 'code', value })}
                onRequestCode={() => send({ type: 'code.request' })}
              />
            </>
          )}
          <TermsCheckbox
            checked={context.termsAccepted}
            invalid={invalid === 'terms'}
            onChange={(value) => send({ type: 'field.change', field: 'termsAccepted', value })}
          />
          <FormMessage message={message} />
          <Button
            type="submit"
            colorPalette="brand"
            loading={submitting}
            loadingText={t('identity.login.submitting')}
          >
            {snapshot.matches('failed') ? t('identity.login.retry') : t('identity.login.submit')}
          </Button>
          <Flex justify="space-between" fontSize="sm">
            <Link href={`${ROUTER_BASE}/forget-password`} color="fg.muted">
              {t('identity.login.forgot')}
            </Link>
            <Link href={externalPaths.register(shopId, targetUrl)} color="brand.fg">
              {t('identity.login.register')}
            </Link>
          </Flex>
        </Stack>
      </form>
    </Stack>
  );
}

import { Box, Flex, Heading, Input, Link, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTER_BASE, routes } from '../../../shared/routes.ts';
import type { SmsCountdownRef } from '../../../../machines/identity/sms-countdown.connect.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

/** The frame of the identity pages outside the shop shell: a centred card with the page title. */
export function IdentityCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('identity');
  return (
    <Box as="main" minH="100vh" bg="bg.muted" py="12" px="4">
      <Text textAlign="center" color="fg.muted" mb="2">
        {t('app.title')}
      </Text>
      <Box maxW="md" mx="auto" bg="bg" borderWidth="1px" rounded="l2" p="8" shadow="sm">
        <Heading as="h1" size="lg" mb="6" textAlign="center">
          {title}
        </Heading>
        {children}
      </Box>
    </Box>
  );
}

interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  invalid?: boolean;
  onValue: (value: string) => void;
  end?: ReactNode;
}

/** A labelled input; `end` sits beside it (the get-code button). */
export function TextField({ label, value, invalid, onValue, end, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Stack gap="1.5">
      <label htmlFor={id}>
        <Text as="span" fontSize="sm" fontWeight="medium">
          {label}
        </Text>
      </label>
      <Flex gap="2" w="full">
        <Input
          id={id}
          value={value}
          aria-invalid={invalid || undefined}
          borderColor={invalid ? 'border.error' : undefined}
          onChange={(e) => onValue(e.target.value)}
          {...input}
        />
        {end}
      </Flex>
    </Stack>
  );
}

/**
 * A new password and its confirmation (register, forgot password, change password): 6–20 characters, the
 * rule's hint as placeholder, and each field marked when the rule or the match fails.
 */
export function NewPasswordFields({
  labels,
  form: { password, confirmPassword, invalid },
  onField,
}: {
  labels: { password: string; confirm: string };
  /** The form's connect API: the two values and whether each is marked invalid. */
  form: {
    password: string;
    confirmPassword: string;
    invalid: { password: boolean; confirmPassword: boolean };
  };
  onField: (field: 'password' | 'confirmPassword', value: string) => void;
}) {
  const { t } = useTranslation('identity');
  const fields = [
    {
      field: 'password',
      label: labels.password,
      placeholder: t('register.passwordPlaceholder'),
      value: password,
      invalid: invalid.password,
    },
    {
      field: 'confirmPassword',
      label: labels.confirm,
      placeholder: t('register.confirmPlaceholder'),
      value: confirmPassword,
      invalid: invalid.confirmPassword,
    },
  ] as const;
  return fields.map(({ field, ...props }) => (
    <TextField
      key={field}
      {...props}
      type="password"
      autoComplete="new-password"
      maxLength={20}
      onValue={(value) => onField(field, value)}
    />
  ));
}

/** The terms checkbox, ticked by default (spec §5), with links to both documents (spec §2 /terms-page). */
export function TermsCheckbox({
  checked,
  invalid,
  onChange,
}: {
  checked: boolean;
  invalid?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('identity');
  return (
    <Flex as="label" gap="2" align="center" fontSize="sm" color={invalid ? 'fg.error' : undefined}>
      <input
        type="checkbox"
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {t('terms.accept')}
        <Link href={`${ROUTER_BASE}${routes.terms.href(0)}`} target="_blank" color="brand.fg">
          {t('terms.service')}
        </Link>
        {t('terms.and')}
        <Link href={`${ROUTER_BASE}${routes.terms.href(1)}`} target="_blank" color="brand.fg">
          {t('terms.privacy')}
        </Link>
      </span>
    </Flex>
  );
}

/** The form's message: a rule that failed or the server's answer. */
export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text role="alert" color="fg.error" fontSize="sm">
      {message}
    </Text>
  );
}

/** Steps of a multi-step form, the current one marked for assistive technology. */
export function Steps({ label, steps, current }: { label: string; steps: string[]; current: number }) {
  return (
    <Flex as="ol" aria-label={label} gap="2" mb="6" justify="space-between" fontSize="sm" listStyle="none">
      {steps.map((step, i) => (
        <Box
          as="li"
          key={step}
          flex="1"
          textAlign="center"
          pb="1"
          borderBottomWidth="2px"
          borderColor={i <= current ? 'brand.solid' : 'border'}
          color={i === current ? 'brand.fg' : 'fg.muted'}
          aria-current={i === current ? 'step' : undefined}
        >
          {i + 1}. {step}
        </Box>
      ))}
    </Flex>
  );
}

interface PhoneCodeFieldsProps {
  mobile: string;
  code: string;
  mobileInvalid: boolean;
  codeInvalid: boolean;
  /** The SMS countdown child of the form's machine. */
  countdown: SmsCountdownRef | undefined;
  /** Whether a code may be requested now (valid phone and, where asked, ticked terms). */
  canSend: boolean;
  onMobile: (value: string) => void;
  onCode: (value: string) => void;
  onRequestCode: () => void;
}

/** The phone number and SMS code pair shared by phone login, registration and password recovery. */
export function PhoneCodeFields(props: PhoneCodeFieldsProps) {
  const { t } = useTranslation('identity');
  return (
    <>
      <TextField
        label={t('login.mobile')}
        placeholder={t('login.mobilePlaceholder')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        value={props.mobile}
        invalid={props.mobileInvalid}
        onValue={(value) => props.onMobile(value.trim())}
      />
      <TextField
        label={t('login.code')}
        placeholder={t('login.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={props.code}
        invalid={props.codeInvalid}
        onValue={props.onCode}
        end={
          <SmsCodeButton
            countdown={props.countdown}
            canSend={props.canSend}
            onRequest={props.onRequestCode}
          />
        }
      />
    </>
  );
}

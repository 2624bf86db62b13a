import { Box, Button, chakra, Flex, Heading, Image, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { DEMO_TENANTS, useConsoleSession } from '../use-console-session.ts';
import '../locales/index.ts';

const NativeSelect = chakra('select');

/** The fields of the form; messages are rule keys (`rules.<key>`). */
const schemaFor = (needsImage: boolean) =>
  z
    .object({
      userName: z.string().trim().min(1, 'userNameRequired').max(50, 'userNameRequired'),
      password: z.string().min(1, 'passwordRequired').max(64, 'passwordRequired'),
      imageCode: z.string(),
    })
    .superRefine((v, ctx) => {
      if (needsImage && v.imageCode.trim() === '')
        ctx.addIssue({ code: 'custom', path: ['imageCode'], message: 'imageCodeRequired' });
    });

type LoginForm = z.infer<ReturnType<typeof schemaFor>>;

/**
 * The console's login page (/vp/login): the mall (tenant) to sign in to, account and password, and the
 * picture check the server asks for after repeated failures. The session machine signs in, checks that
 * the account works for a store (or runs the mall) and says why not; the console app leaves this page
 * once someone is in.
 */
export function ConsoleLoginPage() {
  const { t } = useTranslation('consoleSession');
  const session = useConsoleSession();
  const schema = useMemo(() => schemaFor(session.needsImageCheck), [session.needsImageCheck]);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(schema),
    defaultValues: { userName: '', password: '', imageCode: '' },
  });
  const error = (field: keyof LoginForm) => {
    const key = formState.errors[field]?.message;
    return key ? t(`rules.${key}`) : null;
  };
  const tenants = [...new Set<string>([...DEMO_TENANTS, ...(session.shopId ? [session.shopId] : [])])];
  const message = session.refusal ? t(`refusal.${session.refusal}`) : session.error;

  return (
    <Box maxW="sm" mx="auto" my={{ base: '6', md: '16' }} px="4">
      <Stack gap="1" mb="6" textAlign="center">
        <Heading as="h1" size="lg" id="console-login-title">
          {t('login.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('login.subtitle')}
        </Text>
      </Stack>
      <Box as="section" borderWidth="1px" borderRadius="md" bg="bg.panel" p="6">
        <form
          noValidate
          aria-labelledby="console-login-title"
          onSubmit={handleSubmit((v) => session.signIn(v))}
        >
          <fieldset disabled={session.isBusy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="4">
              <FormField label={t('login.tenant')}>
                {({ id }) => (
                  <NativeSelect
                    id={id}
                    h="10"
                    px="3"
                    borderWidth="1px"
                    borderRadius="l2"
                    bg="bg"
                    value={session.shopId ?? ''}
                    disabled={!session.canChangeTenant}
                    onChange={(e) => session.changeTenant(e.target.value)}
                  >
                    {session.shopId === null && (
                      <option value="" disabled>
                        {t('login.tenantPlaceholder')}
                      </option>
                    )}
                    {tenants.map((id) => (
                      <option key={id} value={id}>
                        {id}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <FormField label={t('login.userName')} error={error('userName')}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    autoComplete="username"
                    maxLength={50}
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    {...register('userName')}
                  />
                )}
              </FormField>
              <FormField label={t('login.password')} error={error('password')}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    type="password"
                    autoComplete="current-password"
                    maxLength={64}
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    {...register('password')}
                  />
                )}
              </FormField>
              {session.needsImageCheck && (
                <FormField label={t('login.imageCode')} error={error('imageCode')}>
                  {({ id, describedBy, invalid }) => (
                    <Stack gap="2">
                      <Flex gap="2" align="center">
                        {session.imageCert ? (
                          <Image src={session.imageCert.image} alt={t('login.imageAlt')} h="10" />
                        ) : (
                          <Text role="status" fontSize="sm" color="fg.muted">
                            {t('login.loadingImage')}
                          </Text>
                        )}
                        <Button size="sm" variant="outline" onClick={session.refreshImage}>
                          {t('login.refreshImage')}
                        </Button>
                      </Flex>
                      <Input
                        id={id}
                        autoComplete="off"
                        maxLength={8}
                        aria-invalid={invalid || undefined}
                        aria-describedby={describedBy}
                        {...register('imageCode')}
                      />
                    </Stack>
                  )}
                </FormField>
              )}
              {message && (
                <Text role="alert" color="fg.error" fontSize="sm">
                  {message}
                </Text>
              )}
              <Button type="submit" colorPalette="brand" loading={session.isBusy}>
                {t('login.submit')}
              </Button>
            </Stack>
          </fieldset>
        </form>
      </Box>
    </Box>
  );
}

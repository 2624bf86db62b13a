import { Badge, Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreAccountForm } from '../../../../machines/store-application/store-account.machine.ts';
import { routes } from '../../../shared/routes.ts';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { useShopAccount } from '../use-shop-account.ts';
import '../locales/index.ts';

/**
 * uc-shopaccount (spec §2, §5): the store account of the supplier's store — its name (it signs in to the
 * management platform) and password, 6 to 12 half-width characters; the first password opens the store.
 */
export function ShopAccountPage({ domain }: { domain: string }) {
  const { t } = useTranslation('storeApplication');
  const [snapshot, send] = useShopAccount();
  const [form, setForm] = useState<StoreAccountForm>({ oldPassword: '', password: '', confirm: '' });
  const { settlement, problem, error, saved } = snapshot.context;
  if (snapshot.matches('loading')) return <LoadingBlock />;
  if (snapshot.matches('failed'))
    return (
      <Stack role="alert" gap="3" align="start">
        <Text>{error}</Text>
        <Button size="sm" variant="outline" onClick={() => send({ type: 'retry' })}>
          {t('retry')}
        </Button>
      </Stack>
    );
  const store = settlement?.store;
  if (!store)
    return (
      <Stack gap="3" align="start">
        <Heading as="h1" size="md">
          {t('account.title')}
        </Heading>
        <Text>{t('account.none')}</Text>
        <NavLink href={routes.enterProcess.href(domain)} color="brand.fg">
          {t('title')}
        </NavLink>
      </Stack>
    );
  const set = (field: keyof StoreAccountForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    send({ type: 'edit' });
  };
  const messageOf = (p: typeof problem) => (p ? t(`account.problems.${p}`) : null);
  return (
    <Stack gap="5" maxW="lg">
      <Heading as="h1" size="md">
        {t('account.title')}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="8rem 1fr" rowGap="2">
        <Text as="dt" color="fg.muted">
          {t('account.store')}
        </Text>
        <Text as="dd" data-content>
          {store.storeName}
        </Text>
        <Text as="dt" color="fg.muted">
          {t('account.name')}
        </Text>
        <Text as="dd" fontFamily="mono" data-testid="store-account-name">
          {store.accountName}
        </Text>
        <Text as="dt" color="fg.muted">
          {t('storeStatus')}
        </Text>
        <Box as="dd">
          <Badge>{t(`status.${store.status}`)}</Badge>
        </Box>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {store.accountReady ? t('account.changeHint') : t('account.firstHint')}
      </Text>
      <Stack
        as="form"
        gap="3"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'save', form });
        }}
      >
        {store.accountReady && (
          <FormField
            label={t('account.oldPassword')}
            error={problem === 'oldRequired' ? messageOf(problem) : null}
          >
            {({ id, describedBy }) => (
              <Input
                id={id}
                type="password"
                autoComplete="current-password"
                value={form.oldPassword}
                aria-describedby={describedBy}
                onChange={set('oldPassword')}
              />
            )}
          </FormField>
        )}
        <FormField
          label={t('account.password')}
          error={problem === 'passwordRule' ? messageOf(problem) : null}
        >
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              maxLength={12}
              value={form.password}
              aria-describedby={describedBy}
              onChange={set('password')}
            />
          )}
        </FormField>
        <FormField label={t('account.confirm')} error={problem === 'mismatch' ? messageOf(problem) : null}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              maxLength={12}
              value={form.confirm}
              aria-describedby={describedBy}
              onChange={set('confirm')}
            />
          )}
        </FormField>
        {error && (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        )}
        {saved && (
          <Text role="status" color="green.fg">
            {t('account.saved')}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={snapshot.hasTag('busy')}>
          {store.accountReady ? t('account.change') : t('account.set')}
        </Button>
      </Stack>
      <Text fontSize="sm">
        {t('account.consoleHint')}{' '}
        <a href={routes.managementPlatform.href(domain.toUpperCase())}>{t('account.console')}</a>
      </Text>
    </Stack>
  );
}

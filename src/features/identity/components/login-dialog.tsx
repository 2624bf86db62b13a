import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPopup } from '../../../shared/login-popup.ts';
import { routes } from '../../../shared/routes.ts';
import { LoginForm } from './login-form.tsx';

/**
 * The header login popup (spec §2): the same account/phone login as the page, over the current page;
 * a successful login reloads it (spec §4).
 */
export function LoginDialog({ shopId }: { shopId: string }) {
  const { t } = useTranslation('identity');
  const dialog = useRef<HTMLDialogElement>(null);
  const here = `${window.location.pathname}${window.location.search}`;

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="login-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        loginPopup.close();
      }}
      style={{ border: 'none', borderRadius: 8, padding: 0, margin: 'auto', width: 'min(26rem, 95vw)' }}
    >
      <Box p="6" bg="bg.panel" color="fg">
        <Flex justify="space-between" align="center" mb="4">
          <Heading as="h2" size="md" id="login-dialog-title">
            {t('login.title')}
          </Heading>
          <Button size="xs" variant="ghost" onClick={() => loginPopup.close()}>
            ✕<Text srOnly>{t('login.close')}</Text>
          </Button>
        </Flex>
        <LoginForm shopId={shopId} targetUrl={here} />
        <Text mt="4" fontSize="sm" textAlign="center">
          <Link href={routes.login.href(shopId, here)}>{t('login.openPage')}</Link>
        </Text>
      </Box>
    </dialog>
  );
}

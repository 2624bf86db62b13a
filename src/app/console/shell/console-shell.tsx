import { Box, Button, chakra, Container, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'wouter';
import type { ConsoleSessionApi } from '../../../../machines/console/console-session.connect.ts';
import { LANGUAGES, setLanguage, type Language } from '../../../shared/i18n/index.ts';
import { MENU_HOME } from '../routes.ts';
import '../console-texts.ts';

const NativeSelect = chakra('select');

/** The language switch the console shares with the storefront (the choice is kept in browser storage). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label>
      <Text as="span" srOnly>
        {t('language.label')}
      </Text>
      <NativeSelect
        value={i18n.language}
        onChange={(e) => void setLanguage(e.target.value as Language)}
        bg="transparent"
        fontSize="sm"
        borderWidth="1px"
        borderRadius="l2"
        px="1"
        h="8"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

/** The console's title bar (also above the login page). */
export function ConsoleTitle({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('console');
  return (
    <Box as="header" bg="brand.solid" color="brand.contrast">
      <Container maxW="7xl">
        <Flex minH="12" py="2" align="center" justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="bold" fontSize="lg">
            {t('title')}
          </Text>
          <Flex align="center" gap="3" wrap="wrap" fontSize="sm">
            {children}
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}

/**
 * The console's shell: the title bar with who is signed in (name, role, store, tenant), the language and
 * logout; the menu the user's role opens (left, or above the content on a narrow screen); the page.
 */
export function ConsoleShell({ session, children }: { session: ConsoleSessionApi; children: ReactNode }) {
  const { t } = useTranslation('console');
  const [location] = useLocation();
  return (
    <Box minH="100vh" bg="bg.subtle">
      <Link
        href="#console-main"
        srOnly
        _focus={{ srOnly: false, position: 'fixed', top: '2', left: '2', zIndex: 'max', bg: 'bg', p: '2' }}
      >
        {t('app.skipToContent')}
      </Link>
      <ConsoleTitle>
        <Box as="dl" display="flex" gap="3" flexWrap="wrap" aria-label={t('account')}>
          {(
            [
              ['user', session.me?.userName ?? '', 'console-user'],
              ['role', session.role ? t(`roles.${session.role}`) : '', 'console-role'],
              ['store', session.storeName ?? t('allStores'), 'console-store'],
              ['tenant', session.shopId ?? '', 'console-tenant'],
            ] as const
          )
            // A purchaser works for no store.
            .filter(([label]) => label !== 'store' || session.role !== 'purchaser')
            .map(([label, value, testId]) => (
              <Flex key={label} gap="1">
                {/* Full white on the brand red: faded (opacity 0.8) it falls below 4.5:1 contrast (axe). */}
                <chakra.dt>{t(label)}</chakra.dt>
                <chakra.dd
                  fontWeight="medium"
                  data-testid={testId}
                  // The user's, the store's and the tenant's names are data (no English version).
                  data-content={
                    label !== 'role' && !(label === 'store' && !session.storeName) ? '' : undefined
                  }
                >
                  {value}
                </chakra.dd>
              </Flex>
            ))}
        </Box>
        <LanguageSelect />
        <Button
          size="xs"
          variant="outline"
          color="brand.contrast"
          borderColor="brand.contrast"
          _hover={{ bg: 'whiteAlpha.200' }}
          loading={session.isBusy}
          onClick={session.logout}
        >
          {t('logout')}
        </Button>
      </ConsoleTitle>
      <Container maxW="7xl" py="4">
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" align="start">
          <Box
            as="nav"
            aria-label={t('menuLabel')}
            w={{ base: 'full', md: '48' }}
            flexShrink={0}
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="md"
            p="2"
          >
            {session.menus.length === 0 ? (
              <Text fontSize="sm" color="fg.muted" p="2">
                {t('noMenus')}
              </Text>
            ) : (
              <Stack
                as="ul"
                direction={{ base: 'row', md: 'column' }}
                gap="1"
                listStyleType="none"
                wrap="wrap"
              >
                {session.menus.map((menu) => {
                  const href = MENU_HOME[menu];
                  const current = location === href || location.startsWith(`${href}/`);
                  return (
                    <li key={menu}>
                      <Link
                        asChild
                        display="block"
                        px="3"
                        py="2"
                        borderRadius="sm"
                        fontSize="sm"
                        textDecoration="none"
                        bg={current ? 'brand.subtle' : undefined}
                        color={current ? 'brand.fg' : 'fg'}
                        fontWeight={current ? 'medium' : 'normal'}
                        _hover={{ bg: 'bg.muted' }}
                      >
                        <RouterLink href={href} aria-current={current ? 'page' : undefined}>
                          {t(`menus.${menu}`)}
                        </RouterLink>
                      </Link>
                    </li>
                  );
                })}
              </Stack>
            )}
          </Box>
          <Box as="main" id="console-main" flex="1" minW="0" w="full">
            {children}
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}

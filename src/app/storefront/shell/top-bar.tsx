import { AroundData, DATA_MARK } from '../../../shared/ui/around-data.tsx';
import { Box, Button, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { topBarLinks, type TopBarLink } from '../../../../machines/shell/shell.ts';
import { loginPopup } from '../../../shared/login-popup.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { routes } from '../../../shared/routes.ts';
import { LANGUAGES, setLanguage, type Language } from '../../../shared/i18n/index.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';

const ThemePanel = lazy(() => import('./theme-panel.tsx').then((m) => ({ default: m.ThemePanel })));

/** Where each top-bar link goes; internal links are relative to the /mall base. */
function hrefOf(
  link: Exclude<TopBarLink, 'login'>,
  domain: string,
  shopId: string,
): { href: string; external: boolean } | null {
  const here = `${window.location.pathname}${window.location.search}`;
  switch (link) {
    case 'register':
      return { href: routes.registerExternal.href(shopId, here), external: true };
    case 'home':
      return { href: routes.home.href(domain), external: false };
    case 'supplierOnboarding':
      return { href: routes.enterProcess.href(domain), external: false };
    case 'workbench':
      return { href: routes.workspace.href(shopId), external: true };
    // Spec §6 gives these visitors the link, but plan approval is a later issue's page: no link leads to a
    // placeholder, so it is hidden until then.
    case 'planApproval':
      return null;
    case 'personalCentre':
    case 'userCentreBackEnd':
      return { href: routes.userCenter.href(domain), external: false };
    case 'purchaserPlatform':
    case 'merchantPlatform':
      return { href: routes.managementPlatform.href(shopId), external: true };
    case 'aboutUs':
      return { href: routes.about.href(domain), external: false };
  }
}

/**
 * The shop's welcome line (web config 欢迎语, which has no English version): in Chinese its own words, in
 * English one built here around the shop's name. Both are marked as the shop's content where they carry it.
 */
function Welcome({ text, shopName }: { text: string | null | undefined; shopName: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  const line = t('topBar.welcome', { text, shopName: DATA_MARK });
  // Narrow screens leave the greeting out: the bar's links need the row.
  const display = { base: 'none', md: 'block' } as const;
  return line.includes(DATA_MARK) ? (
    <Text color="fg.muted" display={display}>
      <AroundData text={line} value={shopName} />
    </Text>
  ) : (
    <Text color="fg.muted" display={display} data-content>
      {line}
    </Text>
  );
}

/** The top bar (spec §2 "Widgets", §6): welcome text, account, role-dependent links, language and theme. */
export function TopBar({ domain, onLogout }: { domain: string; onLogout: () => void }) {
  const { t, i18n } = useTranslation();
  const shell = useShell();
  const [themeOpen, setThemeOpen] = useState(false);
  const links = topBarLinks(shell);
  const shopId = shell.shop?.shopId ?? domain.toUpperCase();

  return (
    <Box bg="bg.muted" fontSize="xs" borderBottomWidth="1px">
      <Container maxW="6xl">
        {/* One row of a fixed height at every width, in every language and for every visitor: what does not
            fit scrolls sideways, so the server's first paint (first-paint.ts, .fp-top) knows its height. */}
        <Flex
          h="8"
          align="center"
          justify="space-between"
          columnGap="4"
          overflowX="auto"
          overflowY="hidden"
          // The containing block of the visually hidden labels (absolute), so they scroll with the row
          // instead of widening the page.
          position="relative"
          whiteSpace="nowrap"
          // Room for the focus rings, which the row would otherwise clip at its ends.
          px="1"
          css={{ scrollbarWidth: 'none' }}
        >
          <HStack gap="3" flexShrink={0}>
            <Welcome text={shell.webConfig?.welcomeCn} shopName={shell.shop?.shopName ?? ''} />
            {shell.isLoggedIn && (
              <>
                <Text data-testid="display-name">
                  <AroundData text={t('topBar.hello', { name: DATA_MARK })} value={shell.displayName} />
                </Text>
                <Button size="2xs" variant="plain" color="brand.fg" onClick={onLogout}>
                  {t('topBar.logout')}
                </Button>
              </>
            )}
          </HStack>
          <HStack as="nav" aria-label={t('topBar.navLabel')} gap="3" flexShrink={0}>
            {links.map((link) => {
              if (link === 'login') {
                return (
                  <Button
                    key={link}
                    size="2xs"
                    variant="plain"
                    color="brand.fg"
                    aria-haspopup="dialog"
                    onClick={loginPopup.open}
                  >
                    {t('topBar.login')}
                  </Button>
                );
              }
              const target = hrefOf(link, domain, shopId);
              if (!target) return null;
              const { href, external } = target;
              return (
                <NavLink key={link} href={href} external={external} fontSize="xs">
                  {t(`topBar.${link}`)}
                </NavLink>
              );
            })}
            <label>
              <Text as="span" srOnly>
                {t('language.label')}
              </Text>
              <select
                value={i18n.language}
                onChange={(e) => void setLanguage(e.target.value as Language)}
                style={{ background: 'transparent', fontSize: 'inherit' }}
              >
                {LANGUAGES.map((l) => (
                  // Each language's name in that language.
                  <option key={l} value={l} lang={l.slice(0, 2)}>
                    {t(`language.${l}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button
              size="2xs"
              variant="outline"
              aria-expanded={themeOpen}
              onClick={() => setThemeOpen((o) => !o)}
            >
              {t('theme.open')}
            </Button>
          </HStack>
        </Flex>
        {themeOpen && (
          <Suspense fallback={null}>
            <ThemePanel onClose={() => setThemeOpen(false)} />
          </Suspense>
        )}
      </Container>
    </Box>
  );
}

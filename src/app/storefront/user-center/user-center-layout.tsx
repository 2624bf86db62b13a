import { Box, Container, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import './user-center-texts.ts';
import { routes, type UserCenterPage } from '../../../shared/routes.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { useShell } from '../../../shared/shell-context.ts';
import { normaliseUserType } from '../../../../machines/identity/user.ts';

/**
 * The user centre's menu, grouped as in JD-style user centres. Only pages that exist are listed: a later
 * issue adds its page here when it builds it (after-sales, invoices, comments, addresses, wallet, …).
 */
const MENU: Array<{
  group: 'trade' | 'service' | 'assets' | 'follow' | 'account';
  pages: UserCenterPage[];
}> = [
  { group: 'trade', pages: ['uc-order', 'uc-orderRecycling', 'uc-evaluation', 'uc-comments', 'uc-invoice'] },
  { group: 'service', pages: ['uc-aftersales'] },
  { group: 'assets', pages: ['uc-balance', 'uc-integral', 'uc-coupons', 'uc-task'] },
  { group: 'follow', pages: ['uc-collection', 'uc-footprint'] },
  { group: 'account', pages: ['uc-account', 'uc-address', 'uc-password', 'uc-shopaccount'] },
];
/** Pages only suppliers have (spec §6 store owner): the store account of their store. */
const SUPPLIER_PAGES: ReadonlySet<UserCenterPage> = new Set(['uc-shopaccount']);

/** The user centre around its page: the menu on the left (above it, scrolling sideways, on a phone). */
export function UserCenterLayout({ domain, children }: { domain: string; children: ReactNode }) {
  const { t } = useTranslation('userCenter');
  const [location] = useLocation();
  const shell = useShell();
  const isSupplier = shell.isLoggedIn && normaliseUserType(shell.user?.userType) === 5;
  const link = (page: UserCenterPage) => {
    const href = routes.userCenterPage.href(domain, page);
    return (
      <NavLink
        href={href}
        fontSize="sm"
        fontWeight={location === href ? 'bold' : undefined}
        color={location === href ? 'brand.fg' : undefined}
        {...(location === href ? { 'aria-current': 'page' as const } : {})}
      >
        {t(`pages.${page}`)}
      </NavLink>
    );
  };
  return (
    <Container maxW="6xl" py="6">
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
        <Box
          as="nav"
          aria-label={t('menuLabel')}
          w={{ base: 'full', md: '48' }}
          flexShrink={0}
          borderWidth="1px"
          rounded="md"
          p="4"
        >
          {shell.user && (
            // Who is signed in, as 账户信息 last saved it (the route guard's cached user).
            <Flex gap="2" align="center" mb="3" data-testid="uc-user">
              {shell.user.headerPath ? (
                <Image src={shell.user.headerPath} alt="" boxSize="8" rounded="full" objectFit="cover" />
              ) : null}
              <Text fontSize="sm" fontWeight="medium" data-content truncate>
                {shell.user.nickName || shell.displayName}
              </Text>
            </Flex>
          )}
          <Heading as="h2" size="sm" mb="3">
            {link('uc-home')}
          </Heading>
          <Flex direction={{ base: 'row', md: 'column' }} gap={{ base: '6', md: '4' }} overflowX="auto">
            {MENU.map(({ group, pages }) => (
              <Stack key={group} gap="1" flexShrink={0}>
                <Text fontSize="xs" color="fg.muted" fontWeight="medium">
                  {t(`groups.${group}`)}
                </Text>
                <Stack as="ul" listStyleType="none" gap="1">
                  {pages
                    .filter((page) => isSupplier || !SUPPLIER_PAGES.has(page))
                    .map((page) => (
                      <li key={page}>{link(page)}</li>
                    ))}
                  {group === 'assets' && (
                    // The member centre (its own section, behind login like the user centre).
                    <li>
                      <NavLink
                        href={routes.memberCenter.href(domain)}
                        fontSize="sm"
                        data-testid="uc-member-centre"
                      >
                        {t('memberCentre')}
                      </NavLink>
                    </li>
                  )}
                </Stack>
              </Stack>
            ))}
          </Flex>
        </Box>
        <Box flex="1" minW="0" w="full">
          {children}
        </Box>
      </Flex>
    </Container>
  );
}

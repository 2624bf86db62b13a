import { Badge, Box, Button, Container, Flex, HStack, Image, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CartCountApi } from '../../../../machines/shell/cart-count.connect.ts';
import { headerButtons, showsQuickSettle } from '../../../../machines/shell/shell.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { routes } from '../../../shared/routes.ts';
import { useSearchBox } from './use-shell-flows.ts';
import { useShellData } from '../../../shared/shell-context.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { BareInput } from '../../../shared/ui/bare-input.tsx';

/** The header (spec §2): logo, search with goods/store toggle and suggestions, hot words, cart and batch order. */
export function Header({
  domain,
  cart,
  chat,
}: {
  domain: string;
  cart: CartCountApi;
  /** The chat messages not read yet (the same count machine as the cart's). */
  chat: CartCountApi;
}) {
  const { t } = useTranslation();
  const shell = useShell();
  const data = useShellData();
  const search = useSearchBox(domain);
  const { keyword, type, suggestions, warning } = search;
  const buttons = headerButtons(shell.shop, data?.batchOrderEnabled ?? false);
  const hotWords = data?.hotWords[type];
  const shopName = shell.shop?.shopName ?? '';
  const logo = shell.webConfig?.titleImg;

  return (
    <Box as="header" py={{ base: '2', md: '4' }} borderBottomWidth="1px">
      <Container maxW="6xl">
        <Flex align="center" gap={{ base: '3', md: '6' }} wrap="wrap">
          <NavLink href={routes.home.href(domain)}>
            {logo ? (
              // The logo's box is fixed (3:1, as the site config's logos are), so nothing moves as it loads.
              <Image
                src={logo}
                alt={t('header.logoAlt', { name: shopName })}
                h={{ base: '9', md: '12' }}
                w={{ base: '28', md: '36' }}
                objectFit="contain"
                objectPosition="left"
              />
            ) : (
              <Text fontWeight="bold" data-content>
                {shopName}
              </Text>
            )}
          </NavLink>
          {/* Below lg: logo and buttons on the first row, the search box full width below. */}
          <Box flex="1" minW={{ base: 'full', lg: 'xs' }} order={{ base: 1, lg: 0 }} position="relative">
            <HStack gap="0" role="radiogroup" aria-label={t('header.searchType')} mb="1">
              {search.types.map((option) => (
                <Button
                  key={option}
                  size="xs"
                  role="radio"
                  aria-checked={type === option}
                  variant={type === option ? 'solid' : 'ghost'}
                  onClick={() => search.switchType(option)}
                >
                  {t(option === 'goods' ? 'header.searchGoods' : 'header.searchStore')}
                </Button>
              ))}
            </HStack>
            <form
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                search.submit();
              }}
            >
              <HStack gap="0">
                <BareInput
                  aria-label={t('header.searchLabel')}
                  placeholder={t(type === 'goods' ? 'header.placeholderGoods' : 'header.placeholderStore')}
                  value={keyword}
                  maxLength={50}
                  borderColor="brand.solid"
                  borderEndRadius="0"
                  autoComplete="off"
                  aria-autocomplete="list"
                  aria-controls={search.showsSuggestions ? 'search-suggestions' : undefined}
                  onChange={(e) => search.changeKeyword(e.target.value)}
                  onKeyDown={(e) => e.key === 'Escape' && search.closeSuggestions()}
                />
                <Button type="submit" colorPalette="brand" borderStartRadius="0">
                  {t('header.searchButton')}
                </Button>
              </HStack>
            </form>
            {warning && (
              <Text role="alert" color="fg.error" fontSize="sm" position="absolute">
                {t(warning)}
              </Text>
            )}
            {search.showsSuggestions && (
              <Box
                as="ul"
                listStyleType="none"
                id="search-suggestions"
                aria-label={t('header.suggestions')}
                position="absolute"
                zIndex="popover"
                bg="bg.panel"
                borderWidth="1px"
                w="full"
                shadow="md"
              >
                {suggestions.map((s) => (
                  <li key={s}>
                    <Button
                      variant="ghost"
                      size="sm"
                      w="full"
                      justifyContent="start"
                      onClick={() => search.submit(s)}
                    >
                      {s}
                    </Button>
                  </li>
                ))}
              </Box>
            )}
            {/* The row keeps its height while the hot words load, so that the menu bar below does not move. */}
            <Box minH="5" mt="1">
              {hotWords && hotWords.length > 0 && (
                // One line: on a narrow screen the row scrolls sideways rather than growing a second line
                // once the words arrive (which would push the page down).
                <HStack
                  gap="3"
                  wrap="nowrap"
                  overflowX="auto"
                  scrollbarWidth="none"
                  whiteSpace="nowrap"
                  fontSize="xs"
                  aria-label={t('header.hotWords')}
                  role="list"
                  data-content
                >
                  {hotWords.slice(0, 8).map((w) => (
                    <Link
                      key={w}
                      role="listitem"
                      as="button"
                      color="fg.muted"
                      onClick={() => search.submit(w)}
                    >
                      {w}
                    </Link>
                  ))}
                </HStack>
              )}
            </Box>
          </Box>
          <HStack gap={{ base: '2', md: '3' }} ms={{ base: 'auto', lg: '0' }}>
            {showsQuickSettle(shell) && (
              <Button variant="outline" size="sm">
                {t('header.quickSettle')}
              </Button>
            )}
            {buttons.batchOrder && (
              <Box textAlign="center">
                <Button asChild variant="outline" size="sm">
                  <NavLink href={routes.batchOrder.href(domain)}>{t('header.batchOrder')}</NavLink>
                </Button>
                <Text fontSize="2xs" color="fg.muted" display={{ base: 'none', md: 'block' }}>
                  {t('header.batchOrderHint')}
                </Text>
              </Box>
            )}
            {chat.count !== null && (
              <Button asChild variant="outline" size="sm">
                <NavLink href={routes.chat.href(domain)}>
                  {t('header.chat')}
                  {chat.count > 0 && (
                    <Badge
                      colorPalette="red"
                      variant="solid"
                      aria-label={t('header.chatUnread', { count: chat.count })}
                    >
                      {chat.badge}
                    </Badge>
                  )}
                </NavLink>
              </Button>
            )}
            {buttons.cart && (
              <Button asChild variant="outline" size="sm" colorPalette="brand">
                <NavLink href={routes.cart.href(domain)}>
                  {t('header.cart')}
                  {cart.count !== null && (
                    <Badge
                      colorPalette="brand"
                      variant="solid"
                      aria-label={t('header.cartCount', { count: cart.count })}
                    >
                      {cart.badge}
                    </Badge>
                  )}
                </NavLink>
              </Button>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

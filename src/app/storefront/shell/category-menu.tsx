import { Box, Button, Container, Flex, HStack, Image, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuZones, zoneTabLimit } from '../../../../machines/shell/shell.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { routes } from '../../../shared/routes.ts';
import { useCategoryMenu } from './use-shell-flows.ts';
import { useShellData } from '../../../shared/shell-context.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { ZoneLink } from './zone-link.tsx';

// Narrow screens (below lg) get the categories and the zones in a drawer, loaded when first opened.
const NavDrawer = lazy(() => import('./nav-drawer.tsx').then((m) => ({ default: m.NavDrawer })));

/** The one site with inquiry notices (spec §2 noticeListNewMd: "one specific site only"). */
const INQUIRY_SHOP_ID = 'HSNYSC';

/**
 * The navigation bar under the header (spec §2, §4): the all-categories flyout (opens on hover after
 * 100 ms, always open on home), home, goods hall, buy-request zone, inquiry notices and dynamic zones.
 * Below the lg breakpoint the flyout and the zones move into a drawer opened by the bar's 菜单 button.
 */
export function CategoryMenu({ domain, isHome }: { domain: string; isHome: boolean }) {
  // The menu machine reads `alwaysOpen` once: leaving home (or coming back) starts a fresh one.
  return <CategoryMenuBar key={isHome ? 'home' : 'page'} domain={domain} isHome={isHome} />;
}

function CategoryMenuBar({ domain, isHome }: { domain: string; isHome: boolean }) {
  const { t } = useTranslation();
  const shell = useShell();
  const data = useShellData();
  const menu = useCategoryMenu(isHome);
  const open = menu.isOpen;
  const categories = data?.categories ?? [];
  const active = menu.activeIndex === null ? null : categories[menu.activeIndex];
  // 采购专区 and 询价公告 take a zone's room only once their pages exist (pending until then).
  const purchaseTab = !routes.purchaseZone.pending && (data?.purchaseEnabled ?? false);
  const inquiryTab = !routes.inquiryNotices.pending && shell.shop?.shopId === INQUIRY_SHOP_ID;
  const zones = menuZones(data?.zones ?? [], shell.normalisedUserType, zoneTabLimit(purchaseTab, inquiryTab));
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Box as="nav" aria-label={t('menu.allCategories')} bg="brand.solid" color="brand.contrast">
      <Container maxW="6xl" position="relative">
        <HStack gap="0" h="10">
          <Button
            display={{ base: 'flex', lg: 'none' }}
            h="full"
            px="2"
            borderRadius="0"
            variant="plain"
            color="inherit"
            fontWeight="bold"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Box as="span" aria-hidden fontSize="lg">
              ☰
            </Box>
            {t('menu.open')}
          </Button>
          <Box
            display={{ base: 'none', lg: 'block' }}
            w="56"
            h="full"
            onPointerEnter={menu.pointerEnter}
            onPointerLeave={menu.pointerLeave}
            onKeyDown={(e) => e.key === 'Escape' && menu.close()}
          >
            <Button
              h="full"
              w="full"
              borderRadius="0"
              variant="plain"
              color="inherit"
              fontWeight="bold"
              justifyContent="start"
              aria-expanded={open}
              aria-controls="category-flyout"
              onClick={menu.toggle}
            >
              {t('menu.allCategories')}
            </Button>
            {open && (
              <Flex
                id="category-flyout"
                data-content
                position="absolute"
                zIndex="dropdown"
                top="10"
                color="fg"
                h="433px"
                shadow="md"
              >
                <Box as="ul" w="56" bg="bg.panel" overflowY="auto" py="2" listStyleType="none">
                  {categories.map((c, index) => (
                    <Box as="li" key={c.cateId}>
                      <Flex
                        align="center"
                        gap="2"
                        px="3"
                        py="1.5"
                        bg={menu.isActive(index) ? 'brand.subtle' : undefined}
                        onPointerEnter={() => menu.activate(index)}
                        onFocus={() => menu.activate(index)}
                      >
                        <Image src={c.icon} alt="" boxSize="5" />
                        <NavLink
                          href={routes.list.href(domain, { cpid: String(c.cateId), cpName: c.cateName })}
                        >
                          {c.cateName}
                        </NavLink>
                      </Flex>
                    </Box>
                  ))}
                </Box>
                {active && (
                  <Box w="2xl" bg="bg.panel" borderStartWidth="1px" p="4" overflowY="auto">
                    {active.childCateList.map((second) => (
                      <Box
                        key={second.cateId}
                        display="grid"
                        gridTemplateColumns="8rem 1fr"
                        gap="2"
                        mb="2"
                        fontSize="sm"
                      >
                        <NavLink
                          href={routes.list.href(domain, {
                            cpid: String(active.cateId),
                            cpName: active.cateName,
                            cid: String(second.cateId),
                            cName: second.cateName,
                          })}
                        >
                          <Text fontWeight="bold">{second.cateName}</Text>
                        </NavLink>
                        <HStack wrap="wrap" gap="3">
                          {second.childCateList.map((third) => (
                            <NavLink
                              key={third.cateId}
                              color="fg.muted"
                              href={routes.list.href(domain, {
                                cpid: String(active.cateId),
                                cpName: active.cateName,
                                cid: String(second.cateId),
                                cName: second.cateName,
                                thCid: String(third.cateId),
                                thCName: third.cateName,
                              })}
                            >
                              {third.cateName}
                            </NavLink>
                          ))}
                        </HStack>
                      </Box>
                    ))}
                  </Box>
                )}
              </Flex>
            )}
          </Box>
          <HStack
            gap={{ base: '4', lg: '6' }}
            px={{ base: '2', lg: '6' }}
            fontSize="sm"
            as="ul"
            listStyleType="none"
          >
            <li>
              <NavLink href={routes.home.href(domain)} color="inherit">
                {t('menu.home')}
              </NavLink>
            </li>
            <li>
              <NavLink href={routes.list.href(domain)} color="inherit">
                {t('menu.goodsHall')}
              </NavLink>
            </li>
            {/* The promotions' pages (issue #17): in the drawer on narrow screens. */}
            {(
              [
                [routes.flashSale.href(domain), 'menu.flashSale'],
                [routes.groupBuy.href(domain), 'menu.groupBuy'],
                [routes.specialDiscount.href(domain), 'menu.discounts'],
              ] as const
            ).map(([href, label]) => (
              <Box as="li" key={label} display={{ base: 'none', md: 'list-item' }}>
                <NavLink href={href} color="inherit">
                  {t(label)}
                </NavLink>
              </Box>
            ))}
            {/* 采购专区 and 询价公告 (purchaseEnabled, the inquiry site) return with their pages, a later
                issue's: no link leads to a placeholder. */}
            {zones.map((zone) => (
              <Box as="li" key={zone.id} data-content display={{ base: 'none', lg: 'list-item' }}>
                <ZoneLink zone={zone} domain={domain} />
              </Box>
            ))}
          </HStack>
        </HStack>
      </Container>
      {drawerOpen && (
        <Suspense fallback={null}>
          <NavDrawer
            domain={domain}
            categories={categories}
            zones={zones}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}

import { Box, Button, chakra, Flex, Heading, Image, Stack } from '@chakra-ui/react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuCategory, MenuZone } from '../../../../machines/shell/shell-data.machine.ts';
import { routes } from '../../../shared/routes.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { ZoneLink } from './zone-link.tsx';
import './nav-drawer-texts.ts';

const Sheet = chakra('dialog', {
  base: {
    position: 'fixed',
    insetBlock: '0',
    insetInlineStart: '0',
    insetInlineEnd: 'auto',
    m: '0',
    p: '0',
    border: 'none',
    w: 'min(20rem, 88vw)',
    h: '100dvh',
    maxH: '100dvh',
    bg: 'bg.panel',
    color: 'fg',
    shadow: 'lg',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    '&::backdrop': { bg: 'blackAlpha.600' },
  },
});

/**
 * The menu drawer of narrow screens: the bar's pages and zones, then the category tree (each top
 * category a disclosure of its second and third levels). A modal `<dialog>`: focus stays inside, Escape
 * and a click beside it close it, and following a link closes it.
 */
export function NavDrawer({
  domain,
  categories,
  zones,
  onClose,
}: {
  domain: string;
  categories: readonly MenuCategory[];
  zones: readonly MenuZone[];
  onClose: () => void;
}) {
  const { t } = useTranslation('navDrawer');
  const sheet = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = sheet.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);
  // Every way out closes the dialog itself first (so the browser gives focus back to the menu button),
  // and its close event unmounts it.
  const close = () => sheet.current?.close();
  const closeOnLinkOrBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    const target = e.target as HTMLElement;
    const box = e.currentTarget.getBoundingClientRect();
    const onBackdrop = target === e.currentTarget && (e.clientX > box.right || e.clientY > box.bottom);
    if (onBackdrop || target.closest('a')) close();
  };
  const item = { px: '4', py: '2.5', display: 'block', w: 'full', color: 'inherit' } as const;

  return (
    <Sheet ref={sheet} aria-labelledby="nav-drawer-title" onClose={onClose} onClick={closeOnLinkOrBackdrop}>
      <Flex
        align="center"
        justify="space-between"
        px="4"
        py="2"
        bg="brand.solid"
        color="brand.contrast"
        position="sticky"
        top="0"
        zIndex="1"
      >
        <Heading as="h2" size="md" id="nav-drawer-title">
          {t('title')}
        </Heading>
        <Button size="sm" variant="outline" color="inherit" onClick={close}>
          {t('close')}
        </Button>
      </Flex>
      <Box as="nav" aria-label={t('pages')} borderBottomWidth="1px" py="1">
        <Stack as="ul" gap="0" listStyleType="none">
          <li>
            <NavLink href={routes.home.href(domain)} {...item}>
              {t('menu.home')}
            </NavLink>
          </li>
          <li>
            <NavLink href={routes.list.href(domain)} {...item}>
              {t('menu.goodsHall')}
            </NavLink>
          </li>
          <li>
            <NavLink href={routes.flashSale.href(domain)} {...item}>
              {t('menu.flashSale')}
            </NavLink>
          </li>
          <li>
            <NavLink href={routes.groupBuy.href(domain)} {...item}>
              {t('menu.groupBuy')}
            </NavLink>
          </li>
          <li>
            <NavLink href={routes.specialDiscount.href(domain)} {...item}>
              {t('menu.discounts')}
            </NavLink>
          </li>
          {zones.map((zone) => (
            <Box as="li" key={zone.id} data-content css={{ '& > a': item }}>
              <ZoneLink zone={zone} domain={domain} />
            </Box>
          ))}
        </Stack>
      </Box>
      <Box as="nav" aria-labelledby="nav-drawer-categories" py="2">
        <Heading as="h3" size="sm" id="nav-drawer-categories" px="4" py="2" color="fg.muted">
          {t('categories')}
        </Heading>
        <Stack as="ul" gap="0" listStyleType="none">
          {categories.map((first) => {
            const firstQuery = { cpid: String(first.cateId), cpName: first.cateName };
            return (
              <li key={first.cateId}>
                <details>
                  <chakra.summary
                    data-content
                    display="flex"
                    alignItems="center"
                    gap="2"
                    px="4"
                    py="2.5"
                    cursor="pointer"
                    _hover={{ bg: 'bg.muted' }}
                    css={{ 'details[open] > & > [aria-hidden]': { transform: 'rotate(90deg)' } }}
                  >
                    <Image src={first.icon} alt="" boxSize="5" />
                    {first.cateName}
                    <Box as="span" aria-hidden ms="auto" color="fg.muted" transition="transform 0.15s">
                      ›
                    </Box>
                  </chakra.summary>
                  <Stack as="ul" gap="1" ps="11" pe="4" pb="2" listStyleType="none" fontSize="sm">
                    <li>
                      <NavLink
                        href={routes.list.href(domain, firstQuery)}
                        aria-label={t('allOfName', { name: first.cateName })}
                      >
                        {t('allOf')}
                      </NavLink>
                    </li>
                    {first.childCateList.map((second) => {
                      const secondQuery = {
                        ...firstQuery,
                        cid: String(second.cateId),
                        cName: second.cateName,
                      };
                      return (
                        <li key={second.cateId} data-content>
                          <NavLink href={routes.list.href(domain, secondQuery)} fontWeight="bold">
                            {second.cateName}
                          </NavLink>
                          {second.childCateList.length > 0 && (
                            <Flex as="ul" wrap="wrap" columnGap="3" rowGap="1" listStyleType="none" mt="1">
                              {second.childCateList.map((third) => (
                                <li key={third.cateId}>
                                  <NavLink
                                    color="fg.muted"
                                    href={routes.list.href(domain, {
                                      ...secondQuery,
                                      thCid: String(third.cateId),
                                      thCName: third.cateName,
                                    })}
                                  >
                                    {third.cateName}
                                  </NavLink>
                                </li>
                              ))}
                            </Flex>
                          )}
                        </li>
                      );
                    })}
                  </Stack>
                </details>
              </li>
            );
          })}
        </Stack>
      </Box>
    </Sheet>
  );
}

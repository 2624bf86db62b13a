import {
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, showsUntaxedPrice } from '../../../../machines/shared/price.ts';
import { menuZones, zoneTarget } from '../../../../machines/shell/shell.ts';
import { useShell, useShellData } from '../../../shared/shell-context.ts';
import { routes } from '../../../shared/routes.ts';
import { ProductCard } from '../../../shared/ui/product-card.tsx';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { useHomeFloors } from '../use-home-floors.ts';

/** The home page below the banners: zones, notices, 热销商品 and one floor per top category. */
export function HomeFloors({ shopId, domain }: { shopId: string; domain: string }) {
  const { t } = useTranslation('home');
  const shell = useShell();
  const shellData = useShellData();
  const floors = useHomeFloors(shopId);
  // The machine's answer arrives through useSyncExternalStore, which React renders synchronously: some
  // 50 product cards in one task (300 ms at Lighthouse's 4x slowdown). Deferred, the urgent render
  // keeps the empty view and the cards render in slices that yield to the browser.
  const content = useDeferredValue(floors.content);
  if (floors.loadFailed) {
    return (
      <Flex role="alert" gap="3" align="center" mt="6">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button size="sm" onClick={floors.retry}>
          {t('app.retry')}
        </Button>
      </Flex>
    );
  }
  if (!content) return null;
  const showUntaxed = showsUntaxedPrice(shell.baseConfig);
  const zones = menuZones(shellData?.zones ?? [], shell.isLoggedIn ? shell.normalisedUserType : null, 12);

  return (
    <Stack gap="8" mt="6">
      <Grid templateColumns={{ base: '1fr', md: '3fr 1fr' }} gap="6">
        {zones.length > 0 ? (
          <Box as="section" aria-labelledby="home-zones">
            <Heading as="h2" size="md" id="home-zones" mb="2">
              {t('zones')}
            </Heading>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3">
              {zones.map((zone) => {
                const target = zoneTarget(zone, domain);
                const body = (
                  <Stack gap="1" align="center">
                    {zone.imgUrl && (
                      <Image src={zone.imgUrl} alt="" h="16" objectFit="contain" loading="lazy" />
                    )}
                    <Text fontSize="sm" data-content>
                      {zone.name}
                    </Text>
                  </Stack>
                );
                return (
                  <Box as="li" key={zone.id} borderWidth="1px" borderRadius="md" p="2">
                    {target.external ? (
                      <Link
                        href={target.href}
                        {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      >
                        {body}
                      </Link>
                    ) : (
                      <NavLink href={target.href} newTab={target.newTab}>
                        {body}
                      </NavLink>
                    )}
                  </Box>
                );
              })}
            </SimpleGrid>
          </Box>
        ) : (
          <Box />
        )}
        {content.notices.length > 0 && (
          <Box as="section" aria-labelledby="home-notices">
            <HStack justify="space-between" mb="2">
              <Heading as="h2" size="md" id="home-notices">
                {t('notices')}
              </Heading>
              <NavLink href={routes.shopNoticeList.href(domain)} fontSize="sm">
                {t('moreNotices')}
              </NavLink>
            </HStack>
            <Stack as="ul" listStyleType="none" gap="1" fontSize="sm">
              {content.notices.map((n) => (
                <li key={n.id}>
                  <NavLink href={routes.shopNoticeDetail.href(domain, n.id)} data-content>
                    {n.title}
                  </NavLink>
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </Grid>

      {content.hotGoods.length > 0 && (
        <Box as="section" aria-labelledby="home-hot-goods">
          <Heading as="h2" size="md" id="home-hot-goods" mb="2">
            {t('hotGoods')}
          </Heading>
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 2, md: 5 }} gap="3">
            {content.hotGoods.map((sku, i) => (
              <Box as="li" key={sku.skuId} borderWidth="1px" borderRadius="md" p="2">
                {/* A block, so the picture, the rank and the name stack instead of sharing one row. */}
                <NavLink href={routes.detail.href(domain, sku.skuId)} display="block">
                  <Image
                    src={sku.mainImgUrl}
                    alt=""
                    aspectRatio="1"
                    w="full"
                    objectFit="contain"
                    loading="lazy"
                  />
                  <Text fontSize="xs" color="fg.muted">
                    {t('rank', { rank: i + 1 })}
                  </Text>
                  <Text fontSize="sm" lineClamp={2} data-content>
                    {sku.name}
                  </Text>
                </NavLink>
                <Text color="fg.error" fontWeight="bold" fontSize="sm">
                  {sku.price === null
                    ? formatPrice(null)
                    : t('goods:price.yuan', { price: formatPrice(sku.price) })}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      )}

      {content.floors.map((floor, i) => (
        <Box
          as="section"
          key={floor.cateId}
          aria-labelledby={`floor-${floor.cateId}`}
          data-testid="home-floor"
        >
          <Flex
            justify="space-between"
            align="baseline"
            wrap="wrap"
            gap="2"
            mb="2"
            borderBottomWidth="2px"
            borderColor="brand.solid"
          >
            <Heading as="h2" size="md" id={`floor-${floor.cateId}`}>
              {`${i + 1}F `}
              <span data-content>{floor.cateName}</span>
            </Heading>
            <HStack as="ul" listStyleType="none" gap="3" fontSize="sm" wrap="wrap">
              {floor.children.map((c) => (
                <li key={c.cateId} data-content>
                  <NavLink
                    href={routes.list.href(domain, {
                      cpid: String(floor.cateId),
                      cpName: floor.cateName,
                      cid: String(c.cateId),
                      cName: c.cateName,
                    })}
                  >
                    {c.cateName}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink
                  href={routes.list.href(domain, { cpid: String(floor.cateId), cpName: floor.cateName })}
                >
                  {t('more')}
                </NavLink>
              </li>
            </HStack>
          </Flex>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3">
            {floor.goods.map((sku) => (
              <li key={sku.skuId}>
                <ProductCard sku={sku} domain={domain} showUntaxed={showUntaxed} />
              </li>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

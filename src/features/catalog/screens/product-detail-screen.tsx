import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Suspense, useDeferredValue, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, showsUntaxedPrice } from '../../../../machines/shared/price.ts';
import type { ProductDetail } from '../../../../machines/catalog/product-detail.machine.ts';
import { headerButtons, sideWidgets } from '../../../../machines/shell/shell.ts';
import { FollowStoreButton, ProductActionButtons } from '../components/product-actions.tsx';
import { ProductComments } from '../components/product-comments.tsx';
import { ProductDescription } from '../components/product-description.tsx';
import { useProductActions } from '../use-product-actions.ts';
import { PriceText } from '../../../shared/ui/price-text.tsx';
import { useProductDetail } from '../use-product-detail.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';
import { routes } from '../../../shared/routes.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { AroundData, DATA_MARK } from '../../../shared/ui/around-data.tsx';
import { useMainContentPainted, useMarkMainContent } from '../../../shared/main-content.ts';

/** The hall link of a category level of the product. */
function categoryHref(domain: string, path: ProductDetail['categoryPath'], upTo: number): string {
  const keys = [
    ['cpid', 'cpName'],
    ['cid', 'cName'],
    ['thCid', 'thCName'],
  ] as const;
  const query: Record<string, string> = {};
  path.slice(0, upTo + 1).forEach((c, i) => {
    const [id, name] = keys[i] ?? keys[2];
    query[id] = String(c.cateId);
    query[name] = c.cateName;
  });
  return routes.list.href(domain, query);
}

/** What the product page hands the buy box it shows (the app composes the cart's into it). */
export interface BuyBoxProps {
  domain: string;
  skuId: number;
  stock: number;
  decimalScale: number;
  loggedIn: boolean;
}

/**
 * /{domain}/detail?skuId=: gallery, facts, price, stock, variants, the buying controls (delivery region and
 * check, quantity, add to cart, buy now), the store, and the description (specs, package list, after-sales).
 */
export function ProductDetailPage({
  domain,
  buyBox,
  promotion,
}: {
  domain: string;
  buyBox: (props: BuyBoxProps) => ReactNode;
  /** The product's flash sale, group buy or special discount (the app composes the promotions' panel in). */
  promotion?: (props: { domain: string; skuId: number }) => ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const shell = useShell();
  const detail = useProductDetail();
  // 收藏 / 关注店铺 / 加入对比 and the footprint follow the loaded product (idle until it is there).
  const actions = useProductActions(
    detail.actionsTarget.skuId,
    detail.actionsTarget.storeId,
    shell.isLoggedIn,
  );
  // The description and the comments below the fold render in a pass of their own, after the product
  // (which is itself rendered from a deferred copy, use-product-detail.ts).
  const below = useDeferredValue(detail.product);
  // The product's promotion panel waits for the product to be painted (main-content.ts).
  useMarkMainContent(detail.isNotFound || detail.loadFailed || (!detail.isLoading && !!detail.product));
  const mainPainted = useMainContentPainted();

  if (detail.isNotFound) {
    return (
      <Flex direction="column" align="center" py="20" gap="4">
        <Heading as="h1" size="xl">
          {t('detail.notFound')}
        </Heading>
        <NavLink href={routes.list.href(domain)}>{t('detail.backToHall')}</NavLink>
      </Flex>
    );
  }
  if (detail.loadFailed) {
    return (
      <Flex direction="column" align="center" py="20" gap="4" role="alert">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button onClick={detail.retry}>{t('app.retry')}</Button>
      </Flex>
    );
  }
  const { product, images, imageIndex } = detail;
  if (detail.isLoading || !product) {
    return <LoadingBlock py="20" />;
  }

  // Arrow keys move through the thumbnails (a roving tab stop), wrapping at either end.
  const onThumbKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? (index + 1) % images.length
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? (index - 1 + images.length) % images.length
          : null;
    if (next === null) return;
    e.preventDefault();
    detail.selectImage(next);
    const buttons = e.currentTarget.parentElement?.querySelectorAll('button');
    buttons?.[next]?.focus();
  };

  return (
    <Container maxW="6xl" py="6">
      <Box as="nav" aria-label={t('hall.breadcrumb')} mb="4" fontSize="sm">
        <Flex as="ol" gap="2" listStyleType="none" wrap="wrap">
          <li>
            <NavLink href={routes.list.href(domain)}>{t('hall.all')}</NavLink>
          </li>
          {product.categoryPath.map((c, i) => (
            <Flex as="li" key={c.cateId} gap="2">
              <span aria-hidden>›</span>
              <NavLink href={categoryHref(domain, product.categoryPath, i)} data-content>
                {c.cateName}
              </NavLink>
            </Flex>
          ))}
        </Flex>
      </Box>

      <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }} gap="8">
        <Box as="section" aria-label={t('detail.gallery')}>
          <Image
            src={detail.currentImage}
            alt={product.name}
            width={400}
            height={400}
            w="full"
            aspectRatio="1"
            objectFit="contain"
            borderWidth="1px"
          />
          <HStack role="group" aria-label={t('detail.thumbnails')} mt="2" gap="2" wrap="wrap">
            {images.map((src, i) => (
              <Button
                key={`${src}-${i}`}
                variant="plain"
                p="0"
                h="16"
                w="16"
                borderWidth="2px"
                borderColor={i === imageIndex ? 'brand.solid' : 'border'}
                aria-label={t('detail.thumbnail', { index: i + 1 })}
                aria-pressed={i === imageIndex}
                tabIndex={i === imageIndex ? 0 : -1}
                onClick={() => detail.selectImage(i)}
                onKeyDown={(e) => onThumbKey(e, i)}
              >
                <Image src={src} alt="" width={64} height={64} h="full" w="full" objectFit="contain" />
              </Button>
            ))}
          </HStack>
        </Box>

        <Stack gap="4">
          <Heading as="h1" size="xl" data-content>
            {product.name}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge aria-label={t('detail.productType')}>
              {t(`detail.productTypes.${product.productType}`, {
                defaultValue: t('detail.productTypes.1'),
              })}
            </Badge>
            {product.preSale && <Badge colorPalette="orange">{t('detail.preSale')}</Badge>}
            {product.goodsKind === 'voucher' && <Badge colorPalette="teal">{t('detail.voucher')}</Badge>}
          </HStack>
          {product.goodsKind === 'voucher' && (
            <Text fontSize="sm" color="fg.muted">
              {t('detail.voucherHint')}
            </Text>
          )}
          <Box as="dl" display="grid" gridTemplateColumns="6rem 1fr" rowGap="2" fontSize="sm">
            <Text as="dt" color="fg.muted">
              {t('detail.price')}
            </Text>
            <Box as="dd">
              <PriceText
                price={product.price}
                untaxedPrice={product.untaxedPrice}
                showUntaxed={showsUntaxedPrice(shell.baseConfig)}
                size="2xl"
              />
            </Box>
            <Text as="dt" color="fg.muted">
              {t('detail.marketPrice')}
            </Text>
            <Text as="dd" textDecoration="line-through" color="fg.muted">
              {product.marketPrice === null
                ? formatPrice(null)
                : t('goods:price.yuan', { price: formatPrice(product.marketPrice) })}
            </Text>
            {product.brand && (
              <>
                <Text as="dt" color="fg.muted">
                  {t('detail.brand')}
                </Text>
                <Text as="dd" data-content>
                  {product.brand.name}
                </Text>
              </>
            )}
            <Text as="dt" color="fg.muted">
              {t('detail.model')}
            </Text>
            <Text as="dd" data-content>
              {product.model}
            </Text>
            <Text as="dt" color="fg.muted">
              {t('detail.stock')}
            </Text>
            <Text as="dd">
              <AroundData
                text={t('detail.stockCount', { count: product.stock, unit: DATA_MARK })}
                value={product.unit}
              />
            </Text>
          </Box>

          {detail.variants.length > 0 && (
            <Box as="section" aria-labelledby="variants-heading">
              <Heading as="h2" size="sm" id="variants-heading" mb="2">
                {t('detail.variants')}
              </Heading>
              <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
                {detail.variants.map((v) => (
                  <li key={v.skuId}>
                    <Button
                      asChild
                      size="sm"
                      variant={v.isCurrent ? 'solid' : 'outline'}
                      aria-current={v.isCurrent ? 'page' : undefined}
                    >
                      <NavLink href={routes.detail.href(domain, v.skuId)} data-content>
                        {v.label}
                      </NavLink>
                    </Button>
                  </li>
                ))}
              </Flex>
            </Box>
          )}

          {promotion && mainPainted && (
            <Suspense fallback={null}>{promotion({ domain, skuId: product.skuId })}</Suspense>
          )}

          {/* A shop with ordering off (orderFlag) offers no cart and no buy now: it says so instead. */}
          {headerButtons(shell.shop, false).cart ? (
            // The buy box is a chunk of its own: its place is kept while it loads, so nothing below moves.
            <Suspense fallback={<Box minH="40" aria-hidden />}>
              {buyBox({
                domain,
                skuId: product.skuId,
                stock: product.stock,
                decimalScale: shell.baseConfig?.decimalOrderConfig?.decimalScale ?? 0,
                loggedIn: shell.isLoggedIn,
              })}
            </Suspense>
          ) : (
            <Text role="note" color="fg.muted" fontSize="sm" data-testid="ordering-off">
              {t('detail.orderingOff')}
            </Text>
          )}

          <ProductActionButtons actions={actions} showCompare={sideWidgets(shell.shop).comparison} />

          <Box as="section" aria-labelledby="store-heading" borderWidth="1px" borderRadius="md" p="4">
            <HStack justify="space-between" mb="2">
              <Heading as="h2" size="sm" id="store-heading">
                {t('detail.store')}
              </Heading>
              <FollowStoreButton actions={actions} />
            </HStack>
            <HStack gap="3" align="start">
              <Image src={product.store.logo} alt="" boxSize="12" />
              <Box fontSize="sm">
                <Text fontWeight="bold" data-content>
                  <NavLink href={routes.shopHome.href(domain, product.store.storeId)}>
                    {product.store.storeName}
                  </NavLink>
                </Text>
                <Text color="fg.muted" data-content>
                  {product.store.area}
                </Text>
                <Text color="fg.muted">{t('detail.storeSkuCount', { count: product.store.skuCount })}</Text>
              </Box>
            </HStack>
            <Button asChild size="sm" variant="outline" colorPalette="brand" mt="3">
              <NavLink
                href={routes.chat.href(domain, { storeId: product.store.storeId, skuId: product.skuId })}
              >
                {t('detail.contactService')}
              </NavLink>
            </Button>
          </Box>
        </Stack>
      </Grid>

      {below?.skuId === product.skuId && (
        <>
          <ProductDescription description={below.description} />
          <ProductComments skuId={below.skuId} />
        </>
      )}
    </Container>
  );
}

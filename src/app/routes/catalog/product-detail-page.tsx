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
  Table,
  Text,
} from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, showsUntaxedPrice } from '../../../../machines/price.ts';
import type { ProductDetail } from '../../../../machines/product-detail.machine.ts';
import { sideWidgets } from '../../../../machines/shell.ts';
import {
  FollowStoreButton,
  ProductActionButtons,
} from '../../../features/catalog/components/product-actions.tsx';
import { ProductComments } from '../../../features/catalog/components/product-comments.tsx';
import { BuyBox } from '../../../features/cart/components/buy-box.tsx';
import { useProductActions } from '../../../features/catalog/use-product-actions.ts';
import { PriceText } from '../../../features/catalog/components/price-text.tsx';
import { useProductDetail } from '../../../features/catalog/use-catalog-flows.ts';
import { NavLink } from '../../../features/shell/components/nav-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useShell } from '../../providers/route-guard-provider.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';

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
  return paths.list.getHref(domain, query);
}

/**
 * /{domain}/detail?skuId=: gallery, facts, price, stock, variants, the buying controls (delivery region and
 * check, quantity, add to cart, buy now), specs and the store.
 */
export function ProductDetailPage({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  const [snapshot, send] = useProductDetail();
  const { product, imageIndex } = snapshot.context;
  // 收藏 / 关注店铺 / 加入对比 and the footprint follow the loaded product (idle until it is there).
  const actions = useProductActions(product?.skuId ?? 0, product?.store.storeId ?? 0, shell.isLoggedIn);

  if (snapshot.hasTag('notFound')) {
    return (
      <Flex direction="column" align="center" py="20" gap="4">
        <Heading as="h1" size="xl">
          {t('catalog.detail.notFound')}
        </Heading>
        <NavLink href={paths.list.getHref(domain)}>{t('catalog.detail.backToHall')}</NavLink>
      </Flex>
    );
  }
  if (snapshot.hasTag('error')) {
    return (
      <Flex direction="column" align="center" py="20" gap="4" role="alert">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button onClick={() => send({ type: 'detail.retry' })}>{t('app.retry')}</Button>
      </Flex>
    );
  }
  if (snapshot.hasTag('loading') || !product) {
    return <LoadingBlock py="20" />;
  }

  const images = product.images.length > 0 ? product.images : [product.mainImgUrl];
  const onThumbKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? (index + 1) % images.length
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? (index - 1 + images.length) % images.length
          : null;
    if (next === null) return;
    e.preventDefault();
    send({ type: 'image.select', index: next });
    const buttons = e.currentTarget.parentElement?.querySelectorAll('button');
    buttons?.[next]?.focus();
  };

  return (
    <Container maxW="6xl" py="6">
      <Box as="nav" aria-label={t('catalog.hall.breadcrumb')} mb="4" fontSize="sm">
        <Flex as="ol" gap="2" listStyleType="none" wrap="wrap">
          <li>
            <NavLink href={paths.list.getHref(domain)}>{t('catalog.hall.all')}</NavLink>
          </li>
          {product.categoryPath.map((c, i) => (
            <Flex as="li" key={c.cateId} gap="2">
              <span aria-hidden>›</span>
              <NavLink href={categoryHref(domain, product.categoryPath, i)}>{c.cateName}</NavLink>
            </Flex>
          ))}
        </Flex>
      </Box>

      <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }} gap="8">
        <Box as="section" aria-label={t('catalog.detail.gallery')}>
          <Image
            src={images[imageIndex] ?? product.mainImgUrl}
            alt={product.name}
            w="full"
            aspectRatio="1"
            objectFit="contain"
            borderWidth="1px"
          />
          <HStack role="group" aria-label={t('catalog.detail.thumbnails')} mt="2" gap="2" wrap="wrap">
            {images.map((src, i) => (
              <Button
                key={`${src}-${i}`}
                variant="plain"
                p="0"
                h="16"
                w="16"
                borderWidth="2px"
                borderColor={i === imageIndex ? 'brand.solid' : 'border'}
                aria-label={t('catalog.detail.thumbnail', { index: i + 1 })}
                aria-pressed={i === imageIndex}
                tabIndex={i === imageIndex ? 0 : -1}
                onClick={() => send({ type: 'image.select', index: i })}
                onKeyDown={(e) => onThumbKey(e, i)}
              >
                <Image src={src} alt="" h="full" w="full" objectFit="contain" />
              </Button>
            ))}
          </HStack>
        </Box>

        <Stack gap="4">
          <Heading as="h1" size="xl">
            {product.name}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge aria-label={t('catalog.detail.productType')}>
              {t(`catalog.detail.productTypes.${product.productType}`, {
                defaultValue: t('catalog.detail.productTypes.1'),
              })}
            </Badge>
            {product.preSale && <Badge colorPalette="orange">{t('catalog.detail.preSale')}</Badge>}
          </HStack>
          <Box as="dl" display="grid" gridTemplateColumns="6rem 1fr" rowGap="2" fontSize="sm">
            <Text as="dt" color="fg.muted">
              {t('catalog.detail.price')}
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
              {t('catalog.detail.marketPrice')}
            </Text>
            <Text as="dd" textDecoration="line-through" color="fg.muted">
              {product.marketPrice === null
                ? formatPrice(null)
                : t('catalog.price.yuan', { price: formatPrice(product.marketPrice) })}
            </Text>
            {product.brand && (
              <>
                <Text as="dt" color="fg.muted">
                  {t('catalog.detail.brand')}
                </Text>
                <Text as="dd">{product.brand.name}</Text>
              </>
            )}
            <Text as="dt" color="fg.muted">
              {t('catalog.detail.model')}
            </Text>
            <Text as="dd">{product.model}</Text>
            <Text as="dt" color="fg.muted">
              {t('catalog.detail.stock')}
            </Text>
            <Text as="dd">
              {t('catalog.detail.stockCount', { count: product.stock, unit: product.unit })}
            </Text>
          </Box>

          {product.variants.length > 1 && (
            <Box as="section" aria-labelledby="variants-heading">
              <Heading as="h2" size="sm" id="variants-heading" mb="2">
                {t('catalog.detail.variants')}
              </Heading>
              <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
                {product.variants.map((v) => (
                  <li key={v.skuId}>
                    <Button
                      asChild
                      size="sm"
                      variant={v.skuId === product.skuId ? 'solid' : 'outline'}
                      aria-current={v.skuId === product.skuId ? 'page' : undefined}
                    >
                      <NavLink href={paths.detail.getHref(domain, v.skuId)}>
                        {v.specs.map((s) => s.value).join(' / ') || v.name}
                      </NavLink>
                    </Button>
                  </li>
                ))}
              </Flex>
            </Box>
          )}

          <BuyBox
            domain={domain}
            skuId={product.skuId}
            stock={product.stock}
            decimalScale={shell.baseConfig?.decimalOrderConfig?.decimalScale ?? 0}
            loggedIn={shell.isLoggedIn}
          />

          <ProductActionButtons actions={actions} showCompare={sideWidgets(shell.shop).comparison} />

          <Box as="section" aria-labelledby="store-heading" borderWidth="1px" borderRadius="md" p="4">
            <HStack justify="space-between" mb="2">
              <Heading as="h2" size="sm" id="store-heading">
                {t('catalog.detail.store')}
              </Heading>
              <FollowStoreButton actions={actions} />
            </HStack>
            <HStack gap="3" align="start">
              <Image src={product.store.logo} alt="" boxSize="12" />
              <Box fontSize="sm">
                <Text fontWeight="bold">{product.store.storeName}</Text>
                <Text color="fg.muted">{product.store.area}</Text>
                <Text color="fg.muted">
                  {t('catalog.detail.storeSkuCount', { count: product.store.skuCount })}
                </Text>
              </Box>
            </HStack>
          </Box>
        </Stack>
      </Grid>

      {product.specs.length > 0 && (
        <Box as="section" aria-labelledby="specs-heading" mt="8">
          <Heading as="h2" size="md" id="specs-heading" mb="2">
            {t('catalog.detail.specs')}
          </Heading>
          <Table.Root size="sm" variant="outline" maxW="xl">
            <Table.Body>
              {product.specs.map((s) => (
                <Table.Row key={s.name}>
                  <Table.Cell as="th" scope="row" w="40" bg="bg.muted">
                    {s.name}
                  </Table.Cell>
                  <Table.Cell>{s.value}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}

      <ProductComments skuId={product.skuId} />
    </Container>
  );
}

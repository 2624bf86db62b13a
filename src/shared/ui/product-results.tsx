import { Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkuCard } from '../../../machines/catalog/goods-hall.types.ts';
import { Pagination } from './pagination.tsx';
import { ProductCard } from './product-card.tsx';
import { LoadingBlock } from './loading-block.tsx';
import './goods-texts.ts';

/**
 * A page of goods as the goods hall and the zone pages show it: failure with retry, first load, the
 * empty text, or the grid of product cards (dimmed while the next page loads) with pagination.
 */
export function ProductResults({
  failed,
  loading,
  empty,
  emptyText,
  label,
  records,
  domain,
  showUntaxed,
  page,
  pageCount,
  canGo,
  onGo,
  onRetry,
}: {
  failed: boolean;
  loading: boolean;
  empty: boolean;
  emptyText: string;
  label: string;
  records: readonly SkuCard[] | undefined;
  domain: string;
  showUntaxed: boolean;
  page: number;
  pageCount: number;
  canGo: (page: number) => boolean;
  onGo: (page: number) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('goods');
  // A page of answers arrives through useSyncExternalStore, which React renders synchronously (the cards
  // were a 200 ms task at Lighthouse's 4x slowdown). Deferred, the cards render in slices that yield to
  // the browser, while the previous view (loading, or the last page dimmed) stays.
  const shown = useDeferredValue(records);
  const stale = shown !== records;
  if (failed) {
    return (
      <Flex direction="column" align="center" py="16" gap="4" role="alert">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button onClick={onRetry}>{t('app.retry')}</Button>
      </Flex>
    );
  }
  if (loading && !shown) return <LoadingBlock key="loading" py="16" />;
  if (stale && !shown) {
    // The first page renders in the background: a fresh placeholder, a new element rather than the
    // loading one moved down by the filters that arrived with the answer (a layout shift of 0.22 on a
    // phone).
    return <LoadingBlock key="rendering" py="16" />;
  }
  if (empty) {
    return (
      <Text textAlign="center" py="16" color="fg.muted">
        {emptyText}
      </Text>
    );
  }
  return (
    <>
      <SimpleGrid
        as="ul"
        aria-label={label}
        aria-busy={loading || stale}
        columns={{ base: 2, md: 3, lg: 4 }}
        gap="4"
        listStyleType="none"
        opacity={loading || stale ? 0.6 : 1}
      >
        {shown?.map((sku) => (
          <li key={sku.skuId}>
            <ProductCard sku={sku} domain={domain} showUntaxed={showUntaxed} />
          </li>
        ))}
      </SimpleGrid>
      <Pagination page={page} count={pageCount} canGo={canGo} onGo={onGo} />
    </>
  );
}

import { Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
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
  if (failed) {
    return (
      <Flex direction="column" align="center" py="16" gap="4" role="alert">
        <Text>{t('http.networkAbnormal')}</Text>
        <Button onClick={onRetry}>{t('app.retry')}</Button>
      </Flex>
    );
  }
  if (loading && !records) {
    return <LoadingBlock py="16" />;
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
        aria-busy={loading}
        columns={{ base: 2, md: 3, lg: 4 }}
        gap="4"
        listStyleType="none"
        opacity={loading ? 0.6 : 1}
      >
        {records?.map((sku) => (
          <li key={sku.skuId}>
            <ProductCard sku={sku} domain={domain} showUntaxed={showUntaxed} />
          </li>
        ))}
      </SimpleGrid>
      <Pagination page={page} count={pageCount} canGo={canGo} onGo={onGo} />
    </>
  );
}

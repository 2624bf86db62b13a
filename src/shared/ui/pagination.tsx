import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import './goods-texts.ts';

/** The page numbers around the current one, with the first and last, gaps as null. */
function pageWindow(current: number, count: number): Array<number | null> {
  const pages = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/**
 * Previous, page numbers and next; the current page is marked with aria-current. A page the machine does
 * not take now (a page is still loading) is disabled, numbers as well as previous and next.
 */
export function Pagination({
  page,
  count,
  canGo,
  onGo,
}: {
  page: number;
  count: number;
  /** Whether the machine accepts going to a page. */
  canGo: (page: number) => boolean;
  onGo: (page: number) => void;
}) {
  const { t } = useTranslation('goods');
  if (count <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('pagination.label')} justify="center" gap="1" mt="6" wrap="wrap">
      <Button size="sm" variant="outline" disabled={!canGo(page - 1)} onClick={() => onGo(page - 1)}>
        {t('pagination.prev')}
      </Button>
      {pageWindow(page, count).map((p, i) =>
        p === null ? (
          <Text key={`gap-${i}`} px="1" aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={p}
            size="sm"
            variant={p === page ? 'solid' : 'outline'}
            aria-label={t('pagination.page', { page: p })}
            aria-current={p === page ? 'page' : undefined}
            disabled={p !== page && !canGo(p)}
            onClick={() => p !== page && onGo(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button size="sm" variant="outline" disabled={!canGo(page + 1)} onClick={() => onGo(page + 1)}>
        {t('pagination.next')}
      </Button>
    </HStack>
  );
}

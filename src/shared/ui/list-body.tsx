import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingBlock } from './loading-block.tsx';
import { Pagination } from './pagination.tsx';

/** What a paged list's body reads from its machine's connect. */
export interface ListBodyState {
  loadFailed: boolean;
  error: string | null;
  retry(): void;
  isLoading: boolean;
  isEmpty: boolean;
  page: number;
  pageCount: number;
  canGoToPage(page: number): boolean;
  goToPage(page: number): void;
}

/**
 * The body of a paged list: the failure with a retry, the loading block, the empty text, or the count,
 * the rows (`children`) and the pagination.
 */
export function ListBody({
  list,
  retryLabel,
  emptyText,
  totalText,
  children,
}: {
  list: ListBodyState;
  retryLabel: string;
  emptyText: string;
  totalText: string;
  children: ReactNode;
}) {
  return list.loadFailed ? (
    <Stack role="alert" align="start" gap="2">
      <Text color="fg.error">{list.error}</Text>
      <Button size="sm" variant="outline" onClick={list.retry}>
        {retryLabel}
      </Button>
    </Stack>
  ) : list.isLoading ? (
    <LoadingBlock />
  ) : list.isEmpty ? (
    <Text color="fg.muted" py="10" textAlign="center">
      {emptyText}
    </Text>
  ) : (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {totalText}
      </Text>
      {children}
      <Pagination page={list.page} count={list.pageCount} canGo={list.canGoToPage} onGo={list.goToPage} />
    </Box>
  );
}

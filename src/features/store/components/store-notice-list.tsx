import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { StoreNoticeSummary } from '../../../../machines/store/store-home.types.ts';
import { routes } from '../../../shared/routes.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';

/** Notices of a store, each linking to its page, with its date (and summary when `withSummary`). */
export function StoreNoticeList({
  domain,
  notices,
  label,
  withSummary = false,
}: {
  domain: string;
  notices: StoreNoticeSummary[];
  label: string;
  withSummary?: boolean;
}) {
  return (
    <Stack as="ul" aria-label={label} gap="0" listStyleType="none">
      {notices.map((n) => (
        <Box as="li" key={n.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} py="2">
          <Flex justify="space-between" gap="3" align="baseline">
            <NavLink href={routes.shopNoticeDetail.href(domain, n.id, n.storeId)}>{n.title}</NavLink>
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {n.publishedAt.slice(0, 10)}
            </Text>
          </Flex>
          {withSummary && n.summary && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {n.summary}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

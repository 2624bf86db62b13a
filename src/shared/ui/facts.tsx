import { Box, chakra, Grid, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled section of a page (a bordered panel). */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" bg="bg.panel" p="4">
      <Heading as="h2" size="sm" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Label–value pairs as a description list, two columns where there is room. */
export function Facts({ items }: { items: Array<[string, ReactNode] | null | false> }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="2" fontSize="sm">
      {items
        .filter((i): i is [string, ReactNode] => Boolean(i))
        .map(([label, value]) => (
          <Box key={label} display="flex" gap="2">
            <chakra.dt color="fg.muted" flexShrink={0} minW="6rem">
              {label}
            </chakra.dt>
            <chakra.dd wordBreak="break-all">{value}</chakra.dd>
          </Box>
        ))}
    </Grid>
  );
}

/** Label–value pairs in one column of labels and one of values (the storefront's order and request pages). */
export function FactRows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Box as="dd" wordBreak="break-all">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

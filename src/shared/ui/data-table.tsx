import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Below this width a table with a head becomes a list of cards (the console at 390 px). */
const NARROW = '@media screen and (max-width: 47.99em)';

/**
 * On a narrow screen each row is a card: its cells stack, each under its column's name (written by CSS
 * from `columns`, so the cells stay plain); the head stays for screen readers only. The row's cells keep
 * their order, so the n-th cell takes the n-th column's name.
 */
function cardStyles(columns: readonly string[]) {
  const labels = Object.fromEntries(
    columns.map((column, i) => [
      `& tbody td:nth-of-type(${i + 1})::before`,
      { content: JSON.stringify(column) },
    ]),
  );
  return {
    [NARROW]: {
      minWidth: '0',
      '& thead': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
      '& tbody, & tr': { display: 'block' },
      '& tbody tr': { borderTopWidth: '1px', py: '2' },
      '& tbody tr:first-of-type': { borderTopWidth: '0' },
      '& tbody td': {
        display: 'flex',
        gap: '3',
        borderTopWidth: '0',
        py: '1',
        minWidth: '0',
        maxWidth: 'none',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
      '& tbody td::before': { flex: '0 0 6.5rem', color: 'fg.muted' },
      ...labels,
    },
  };
}

/**
 * A data table: real table semantics. With `columns` (the header cells' texts, one per body cell) it
 * writes its head and, on a narrow screen, shows each row as a card; without, it scrolls sideways.
 */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns?: readonly string[];
  children: ReactNode;
}) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <chakra.table
        w="full"
        fontSize="sm"
        borderCollapse="collapse"
        minW="40rem"
        css={columns ? cardStyles(columns) : undefined}
      >
        <chakra.caption srOnly>{caption}</chakra.caption>
        {columns && (
          <thead>
            <tr>
              {columns.map((column) => (
                <Th key={column} scope="col">
                  {column}
                </Th>
              ))}
            </tr>
          </thead>
        )}
        {children}
      </chakra.table>
    </Box>
  );
}

/** A header cell. */
export const Th = chakra('th', {
  base: {
    textAlign: 'start',
    fontWeight: 'medium',
    color: 'fg.muted',
    bg: 'bg.muted',
    px: '3',
    py: '2',
    whiteSpace: 'nowrap',
  },
});

/** A body cell. */
export const Td = chakra('td', {
  base: { px: '3', py: '2', borderTopWidth: '1px', verticalAlign: 'top' },
});

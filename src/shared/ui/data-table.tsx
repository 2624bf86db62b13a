import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A data table: real table semantics, scrolling sideways on a narrow screen. `columns` (the header
 * cells' texts) writes its head; the body is the children.
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
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse" minW="40rem">
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

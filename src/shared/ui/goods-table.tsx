import { Box, Flex, Image, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../machines/shared/price.ts';
import './order-texts.ts';

/** One line of goods as the submit-order page and the order detail show it. */
export interface GoodsRow {
  key: string;
  mainImg: string;
  /** The name, a link where there is one, with any notes below it (specs, problem, price change). */
  name: ReactNode;
  /** Unit price (null shows ***), quantity with its unit, and the line's amount in yuan. */
  price: string | null;
  quantity: string;
  unit: string;
  amount: string;
}

const HEADERS = ['product', 'price', 'quantity', 'subtotal'] as const;

/**
 * Below md a line becomes a block: the product on its own row, then price, quantity and subtotal side by
 * side, each after its column's name (written by CSS); the head stays for screen readers only.
 */
function narrowStyles(labels: readonly string[]) {
  return {
    '@media screen and (max-width: 47.99em)': {
      '& thead': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
      '& tbody tr': { display: 'flex', flexWrap: 'wrap', borderTopWidth: '1px', py: '1' },
      '& tbody td': { borderTopWidth: '0', flex: '1 1 auto', textAlign: 'start', py: '1' },
      '& tbody td:first-of-type': { flexBasis: '100%' },
      ...Object.fromEntries(
        labels.map((label, i) => [
          `& tbody td:nth-of-type(${i + 2})::before`,
          { content: JSON.stringify(label), color: 'fg.muted', marginEnd: '1' },
        ]),
      ),
    },
  };
}

/** The goods table: product, unit price, quantity and subtotal per line. */
export function GoodsTable({ rows }: { rows: GoodsRow[] }) {
  const { t } = useTranslation('order');
  const yuan = (amount: string) => t('yuan', { amount });
  const figure = {
    textAlign: 'end',
    fontSize: 'sm',
    px: '2',
    whiteSpace: 'nowrap',
    borderTopWidth: '1px',
  } as const;
  return (
    <Table.Root size="sm" w="full" css={narrowStyles(HEADERS.slice(1).map((h) => t(`table.${h}`)))}>
      <Table.Header>
        <Table.Row>
          {HEADERS.map((header, i) => (
            <Table.ColumnHeader
              key={header}
              textAlign={i === 0 ? 'start' : 'end'}
              px="2"
              py="1"
              w={i === 0 ? undefined : '28'}
              fontWeight="medium"
              color="fg.muted"
              fontSize="sm"
            >
              {t(`table.${header}`)}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.Cell px="2" py="2" borderTopWidth="1px">
              <Flex gap="3" align="center">
                <Image src={row.mainImg} alt="" boxSize="12" objectFit="contain" />
                <Box>{row.name}</Box>
              </Flex>
            </Table.Cell>
            <Table.Cell {...figure}>
              {row.price === null ? formatPrice(null) : yuan(formatPrice(row.price))}
            </Table.Cell>
            <Table.Cell {...figure}>
              {row.quantity}
              {row.unit}
            </Table.Cell>
            <Table.Cell {...figure}>{yuan(row.amount)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

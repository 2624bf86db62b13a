import { Box, Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerApi } from '../../../../machines/wallet/ledger.connect.ts';
import { NO_FILTER, type LedgerFilter } from '../../../../machines/wallet/ledger.machine.ts';
import { chinaTime } from '../../../shared/format-time.ts';
import { LoadingBlock } from '../../../shared/ui/loading-block.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';

/** One line of a ledger as the list shows it. */
export interface LedgerRow {
  id: number;
  /** 来源/用途, with any detail (the sign-in streak, the task). */
  label: ReactNode;
  /** The change, signed (+100.00, -20). */
  change: string;
  after: string;
  createdAt: string;
  orderNos: string[];
  /** A further line (a grant's expiry). */
  note?: string;
}

const DIRECTIONS: Array<LedgerFilter['direction']> = ['all', 'in', 'out'];

/**
 * A ledger with its filters: direction at once; source or use, dates and (for the balance) an order number
 * by 查询. The filter fields are an uncontrolled form read when it is sent: the machine holds the filter.
 */
export function LedgerView<R, X>({
  ledger,
  rows,
  reasons,
  withOrderNo,
  testId,
}: {
  ledger: LedgerApi<R, X>;
  rows: LedgerRow[];
  reasons: Array<{ value: string; label: string }>;
  withOrderNo: boolean;
  testId: string;
}) {
  const { t } = useTranslation('wallet');
  const filter = ledger.filter;
  return (
    <Stack gap="3">
      <Flex role="group" aria-label={t('filters.label')} gap="2" wrap="wrap">
        {DIRECTIONS.map((d) => (
          <Button
            key={d}
            size="sm"
            variant={filter.direction === d ? 'solid' : 'outline'}
            aria-pressed={filter.direction === d}
            onClick={() => ledger.setFilter({ ...filter, direction: d })}
          >
            {t(`filters.direction.${d}`)}
          </Button>
        ))}
      </Flex>
      <Flex
        as="form"
        key={JSON.stringify(filter)}
        gap="2"
        wrap="wrap"
        align="end"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget as unknown as HTMLFormElement);
          const text = (name: string) => String(form.get(name) ?? '').trim() || null;
          ledger.setFilter({
            direction: filter.direction,
            reason: text('reason'),
            from: text('from'),
            to: text('to'),
            orderNo: withOrderNo ? text('orderNo') : null,
          });
        }}
      >
        <Field.Root w={{ base: 'full', sm: '40' }}>
          <Field.Label fontSize="sm">{t('filters.reason')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field name="reason" defaultValue={filter.reason ?? ''}>
              <option value="">{t('filters.allReasons')}</option>
              {reasons.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '40' }}>
          <Field.Label fontSize="sm">{t('filters.from')}</Field.Label>
          <Input size="sm" type="date" name="from" defaultValue={filter.from ?? ''} />
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '40' }}>
          <Field.Label fontSize="sm">{t('filters.to')}</Field.Label>
          <Input size="sm" type="date" name="to" defaultValue={filter.to ?? ''} />
        </Field.Root>
        {withOrderNo && (
          <Field.Root w={{ base: 'full', sm: '48' }}>
            <Field.Label fontSize="sm">{t('filters.orderNo')}</Field.Label>
            <Input size="sm" name="orderNo" maxLength={40} defaultValue={filter.orderNo ?? ''} />
          </Field.Root>
        )}
        <Flex gap="2">
          <Button size="sm" type="submit">
            {t('filters.apply')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => ledger.setFilter(NO_FILTER)}>
            {t('filters.reset')}
          </Button>
        </Flex>
      </Flex>
      {ledger.isLoading ? (
        <LoadingBlock />
      ) : ledger.loadFailed ? (
        <Stack align="start" role="alert">
          <Text>{ledger.error}</Text>
          <Button size="sm" onClick={ledger.retry}>
            {t('retry')}
          </Button>
        </Stack>
      ) : rows.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          {t('empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" p="0" m="0" data-testid={testId}>
          {rows.map((r) => (
            <Box as="li" key={r.id} borderWidth="1px" rounded="md" p="3" data-testid={`${testId}-line`}>
              <Flex justify="space-between" gap="3" align="start">
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium">{r.label}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {chinaTime(r.createdAt)}
                  </Text>
                  {r.orderNos.length > 0 && (
                    <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                      {t('columns.orderNo')}: {r.orderNos.join('、')}
                    </Text>
                  )}
                  {r.note && (
                    <Text fontSize="xs" color="fg.muted">
                      {r.note}
                    </Text>
                  )}
                </Stack>
                <Stack gap="0.5" align="end" flexShrink={0}>
                  <Text
                    fontWeight="bold"
                    color={r.change.startsWith('-') ? 'fg' : 'green.fg'}
                    aria-label={`${t('columns.change')} ${r.change}`}
                  >
                    {r.change}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('columns.after')} {r.after}
                  </Text>
                </Stack>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      {ledger.pageCount > 1 && (
        <Pagination page={ledger.page} count={ledger.pageCount} canGo={ledger.canGo} onGo={ledger.goToPage} />
      )}
    </Stack>
  );
}

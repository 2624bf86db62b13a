import { Heading, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { ListBody } from '../../../shared/ui/list-body.tsx';
import { DataTable, Td } from '../../../shared/ui/data-table.tsx';
import { StatusTabs } from '../../../shared/ui/status-tabs.tsx';
import { formatTime } from '../../../shared/format-time.ts';
import { useConsoleAfterSales } from '../use-console-after-sales.ts';
import '../locales/index.ts';

/** Where the after-sales list links to; the console app's route table builds them. */
export interface ConsoleAfterSalesLinks {
  afterSaleDetail(afsNo: string): string;
}

/**
 * The console's after-sales requests (/vp/after-sales): status tabs and pages of ten requests of the
 * stores the user works for (every store for the mall operator), newest first.
 */
export function ConsoleAfterSalesPage({
  shopId,
  onSessionLost,
  links,
}: {
  shopId: string;
  onSessionLost: () => void;
  links: ConsoleAfterSalesLinks;
}) {
  const { t } = useTranslation('consoleAfterSales');
  const list = useConsoleAfterSales(shopId, onSessionLost);

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('list.title')}
      </Heading>
      <StatusTabs
        label={t('list.tabsLabel')}
        tabs={list.tabs}
        current={list.tab}
        labelOf={(tab) => t(`statuses.${tab}`)}
        onSelect={list.selectTab}
      />
      <ListBody
        list={list}
        retryLabel={t('app.retry')}
        emptyText={t('list.empty')}
        totalText={t('list.total', { count: list.total })}
      >
        <DataTable
          caption={t('list.caption')}
          columns={['afsNo', 'goods', 'kind', 'amount', 'status', 'store', 'createdAt', 'actions'].map((c) =>
            t(`list.columns.${c}`),
          )}
        >
          <tbody>
            {list.requests.map((r) => {
              const toHandle = r.status === 'applied' || r.status === 'returnShipped';
              return (
                <tr key={r.afsNo}>
                  <Td fontFamily="mono">{r.afsNo}</Td>
                  <Td minW="12rem" maxW="16rem">
                    {r.name} × {r.quantity}
                  </Td>
                  <Td whiteSpace="nowrap">{t(`kinds.${r.kind}`)}</Td>
                  <Td whiteSpace="nowrap">{t('yuan', { amount: r.amount })}</Td>
                  <Td whiteSpace="nowrap">{t(`statuses.${r.status}`)}</Td>
                  <Td minW="8rem">{r.storeName}</Td>
                  <Td whiteSpace="nowrap">{formatTime(r.createdAt)}</Td>
                  <Td whiteSpace="nowrap">
                    <Link
                      asChild
                      color="brand.fg"
                      aria-label={t(toHandle ? 'list.handleRequest' : 'list.viewRequest', {
                        afsNo: r.afsNo,
                      })}
                    >
                      <RouterLink href={links.afterSaleDetail(r.afsNo)}>
                        {toHandle ? t('list.handle') : t('list.view')}
                      </RouterLink>
                    </Link>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      </ListBody>
    </Stack>
  );
}

import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleListApi } from '../../../machines/console/console-list.machine.ts';
import { DataTable } from './data-table.tsx';
import { ListBody } from './list-body.tsx';
import { StatusTabs } from './status-tabs.tsx';

/**
 * The frame of a console list page (orders, after-sales, invoices, comments): the heading, the status
 * tabs, what sits above the rows (a search box), and the paged table with the failure, loading and
 * empty states. Its texts are the feature's namespace `ns`: `list.title`, `list.tabsLabel`, `list.empty`,
 * `list.total`, `list.caption` and `list.columns.<column>`; the body rows are the children.
 */
export function ConsoleListFrame<T extends string>({
  ns,
  list,
  labelOf,
  columns,
  above,
  children,
}: {
  ns: string;
  list: ConsoleListApi<T>;
  labelOf: (tab: T) => string;
  columns: readonly string[];
  above?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {t('list.title')}
      </Heading>
      <StatusTabs
        label={t('list.tabsLabel')}
        tabs={list.tabs}
        current={list.tab}
        labelOf={labelOf}
        onSelect={list.selectTab}
      />
      {above}
      <ListBody
        list={list}
        retryLabel={t('app.retry')}
        emptyText={t('list.empty')}
        totalText={t('list.total', { count: list.total })}
      >
        <DataTable caption={t('list.caption')} columns={columns.map((c) => t(`list.columns.${c}`))}>
          <tbody>{children}</tbody>
        </DataTable>
      </ListBody>
    </Stack>
  );
}

import { Button, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConsoleListFrame } from '../../../shared/ui/console-list-frame.tsx';
import { Td } from '../../../shared/ui/data-table.tsx';
import { formatTime } from '../../../shared/format-time.ts';
import { notify } from '../../../shared/notify.ts';
import { IssueDialog } from '../components/issue-dialog.tsx';
import { useConsoleInvoices, useInvoiceIssue } from '../use-console-invoices.ts';
import '../locales/index.ts';

const COLUMNS = ['orderNo', 'store', 'buyer', 'title', 'kind', 'amount', 'status', 'appliedAt', 'actions'];

/**
 * The console's invoices (/vp/invoices): the buyers' applications of the stores the user works for
 * (every store for the mall operator), newest first, by tab; an application is issued with its number
 * and PDF, and an issued invoice's PDF opens from its row.
 */
export function ConsoleInvoicesPage({
  shopId,
  onSessionLost,
}: {
  shopId: string;
  onSessionLost: () => void;
}) {
  const { t } = useTranslation('consoleInvoices');
  const list = useConsoleInvoices(shopId, onSessionLost);
  const issue = useInvoiceIssue(
    shopId,
    ({ message }) => {
      notify(message ? 'warning' : 'success', message ?? t('issue.done'));
      list.reload();
    },
    onSessionLost,
  );

  return (
    <>
      <ConsoleListFrame
        ns="consoleInvoices"
        list={list}
        labelOf={(tab) => t(`tabs.${tab}`)}
        columns={COLUMNS}
      >
        {list.invoices.map((row) => {
          const inv = row.invoice;
          return (
            <tr key={row.orderNo}>
              <Td fontFamily="mono">{row.orderNo}</Td>
              <Td minW="8rem">{row.storeName}</Td>
              <Td>{row.buyer}</Td>
              <Td minW="10rem">
                <Text>
                  {t('list.titleWithType', { title: inv.title, type: t(`titleTypes.${inv.titleType}`) })}
                </Text>
                {inv.taxpayerId && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('list.taxpayerId', { id: inv.taxpayerId })}
                  </Text>
                )}
              </Td>
              <Td minW="8rem">{t(`kinds.${inv.kind}`)}</Td>
              <Td whiteSpace="nowrap">{t('yuan', { amount: inv.amount })}</Td>
              <Td minW="6rem">
                <Text data-testid="invoice-status">{t(`tabs.${inv.status}`)}</Text>
                {inv.changeRequest && (
                  <Text fontSize="xs" color="orange.fg">
                    {t(`changeRequests.${inv.changeRequest}`)}
                  </Text>
                )}
                {inv.invoiceNo && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('list.invoiceNo', { no: inv.invoiceNo })}
                  </Text>
                )}
              </Td>
              <Td whiteSpace="nowrap">{formatTime(inv.appliedAt)}</Td>
              <Td whiteSpace="nowrap">
                {row.canIssue ? (
                  <Button
                    size="xs"
                    colorPalette="brand"
                    aria-label={t('list.issueFor', { orderNo: row.orderNo })}
                    onClick={() => issue.open(row)}
                  >
                    {t('list.issue')}
                  </Button>
                ) : (
                  inv.fileUrl && (
                    <Link
                      href={inv.fileUrl}
                      target="_blank"
                      rel="noopener"
                      color="brand.fg"
                      aria-label={t('list.viewFileFor', { orderNo: row.orderNo })}
                    >
                      {t('list.viewFile')}
                    </Link>
                  )
                )}
              </Td>
            </tr>
          );
        })}
      </ConsoleListFrame>
      {issue.invoice && <IssueDialog key={issue.invoice.orderNo} issue={issue} />}
    </>
  );
}

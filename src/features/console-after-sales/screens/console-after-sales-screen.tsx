import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { ConsoleListFrame } from '../../../shared/ui/console-list-frame.tsx';
import { Td } from '../../../shared/ui/data-table.tsx';
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
    <ConsoleListFrame
      ns="consoleAfterSales"
      list={list}
      labelOf={(tab) => t(`statuses.${tab}`)}
      columns={['afsNo', 'goods', 'kind', 'amount', 'status', 'store', 'createdAt', 'actions']}
    >
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
    </ConsoleListFrame>
  );
}

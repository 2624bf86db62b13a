import { Badge, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { ConsoleListFrame } from '../../../shared/ui/console-list-frame.tsx';
import { Td } from '../../../shared/ui/data-table.tsx';
import { formatTime } from '../../../shared/format-time.ts';
import { useConsoleSettle } from '../use-console-settle.ts';
import '../locales/index.ts';

/** Where the application list links to; the console app's route table builds them. */
export interface ConsoleSettleLinks {
  settleDetail(id: number): string;
}

const COLUMNS = [
  'storeName',
  'company',
  'applicant',
  'storeType',
  'area',
  'submittedAt',
  'expedited',
  'status',
  'actions',
];

/**
 * The mall operator's store applications (/vp/settle): 待审核 (the default), 未通过 and 已通过, expedited
 * applications first, then the oldest submission first; each opens its page to be reviewed.
 */
export function ConsoleSettlePage({
  shopId,
  onSessionLost,
  links,
}: {
  shopId: string;
  onSessionLost: () => void;
  links: ConsoleSettleLinks;
}) {
  const { t } = useTranslation('consoleSettle');
  const list = useConsoleSettle(shopId, onSessionLost);

  return (
    <ConsoleListFrame ns="consoleSettle" list={list} labelOf={(tab) => t(`tabs.${tab}`)} columns={COLUMNS}>
      {list.applications.map((a) => {
        const toReview = a.status === 'reviewing';
        return (
          <tr key={a.id}>
            <Td minW="9rem" data-content>
              {a.storeName}
            </Td>
            <Td minW="10rem" data-content>
              {a.companyName}
            </Td>
            <Td data-content>{a.applicantName}</Td>
            <Td whiteSpace="nowrap">{t(`storeTypes.${a.storeType}`)}</Td>
            <Td minW="8rem" data-content>
              {a.areaName}
            </Td>
            <Td whiteSpace="nowrap">{formatTime(a.submittedAt)}</Td>
            <Td>
              {a.expedited && (
                <Badge colorPalette="red" variant="solid" data-testid="settle-expedited">
                  {t('expedited')}
                </Badge>
              )}
            </Td>
            <Td whiteSpace="nowrap">{t(`tabs.${a.status}`)}</Td>
            <Td whiteSpace="nowrap">
              <Link
                asChild
                color="brand.fg"
                aria-label={t(toReview ? 'list.reviewApplication' : 'list.viewApplication', {
                  name: a.storeName,
                })}
              >
                <RouterLink href={links.settleDetail(a.id)}>
                  {toReview ? t('list.review') : t('list.view')}
                </RouterLink>
              </Link>
            </Td>
          </tr>
        );
      })}
    </ConsoleListFrame>
  );
}

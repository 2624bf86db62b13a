import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MAX } from '../../../../machines/console/console-list.machine.ts';
import { ConsoleListFrame } from '../../../shared/ui/console-list-frame.tsx';
import { Td } from '../../../shared/ui/data-table.tsx';
import { AroundData, DATA_MARK } from '../../../shared/ui/around-data.tsx';
import { notify } from '../../../shared/notify.ts';
import { StoreStatusDialog } from '../components/store-status-dialog.tsx';
import { useConsoleStores, useStoreStatusChange } from '../use-console-stores.ts';
import '../locales/index.ts';

const COLUMNS = ['name', 'type', 'owner', 'phone', 'area', 'goods', 'status', 'actions'];

/**
 * The mall's stores for the operator (/vp/stores): status tabs, a search by store name, pages of ten by
 * name; a store is suspended with a reason its owner sees (暂停营业) and a suspended one restored
 * (恢复营业: it comes back offline). Each change is logged on the server with who and when.
 */
export function ConsoleStoresPage({ shopId, onSessionLost }: { shopId: string; onSessionLost: () => void }) {
  const { t } = useTranslation('consoleStores');
  const list = useConsoleStores(shopId, onSessionLost);
  const change = useStoreStatusChange(
    shopId,
    ({ event, message }) => {
      notify(message ? 'warning' : 'success', message ?? t(`status.${event}.done`));
      list.reload();
    },
    onSessionLost,
  );

  return (
    <>
      <ConsoleListFrame
        ns="consoleStores"
        list={list}
        labelOf={(tab) => t(`tabs.${tab}`)}
        columns={COLUMNS}
        above={
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              list.search();
            }}
          >
            <Flex gap="2" maxW="md">
              <Input
                size="sm"
                aria-label={t('list.keyword')}
                placeholder={t('list.keyword')}
                maxLength={KEYWORD_MAX}
                value={list.keyword}
                onChange={(e) => list.changeKeyword(e.target.value)}
              />
              <Button type="submit" size="sm" colorPalette="brand">
                {t('list.search')}
              </Button>
            </Flex>
          </form>
        }
      >
        {list.stores.map((s) => (
          <tr key={s.storeId}>
            <Td minW="9rem" data-content>
              {s.storeName}
            </Td>
            <Td whiteSpace="nowrap">{t(`storeTypes.${s.storeType}`)}</Td>
            <Td data-content>{s.ownerName}</Td>
            <Td whiteSpace="nowrap">{s.contactPhone}</Td>
            <Td minW="8rem" data-content>
              {s.area}
            </Td>
            <Td>{s.skuCount}</Td>
            <Td minW="7rem">
              <Text data-testid="store-status">{t(`tabs.${s.status}`)}</Text>
              {s.status === 'suspended' && s.statusRemark !== '' && (
                <Text fontSize="xs" color="fg.muted">
                  <AroundData text={t('list.reason', { reason: DATA_MARK })} value={s.statusRemark} />
                </Text>
              )}
            </Td>
            <Td whiteSpace="nowrap">
              <Flex gap="2">
                {s.events.map((event) => (
                  <Button
                    key={event}
                    size="xs"
                    variant={event === 'SUSPEND' ? 'outline' : 'solid'}
                    colorPalette={event === 'SUSPEND' ? 'red' : 'brand'}
                    aria-haspopup="dialog"
                    aria-label={t(`status.${event}.buttonFor`, { name: s.storeName })}
                    onClick={() => change.open(s, event)}
                  >
                    {t(`status.${event}.button`)}
                  </Button>
                ))}
              </Flex>
            </Td>
          </tr>
        ))}
      </ConsoleListFrame>
      {change.store && change.event && (
        <StoreStatusDialog key={`${change.store.storeId}-${change.event}`} change={change} />
      )}
    </>
  );
}

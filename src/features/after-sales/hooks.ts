import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  connect as connectApply,
  type ApplyAfterSaleApi,
} from '../../../machines/after-sales/apply-after-sale.connect.ts';
import { applyAfterSaleMachine } from '../../../machines/after-sales/apply-after-sale.machine.ts';
import {
  connect as connectDetail,
  type AfterSaleDetailApi,
} from '../../../machines/after-sales/after-sale-detail.connect.ts';
import { afterSaleDetailMachine } from '../../../machines/after-sales/after-sale-detail.machine.ts';
import {
  connect as connectList,
  type MyAfterSalesApi,
} from '../../../machines/after-sales/my-after-sales.connect.ts';
import { myAfterSalesMachine } from '../../../machines/after-sales/my-after-sales.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { routes } from '../../shared/routes.ts';
import { afterSaleDetailActors, applyAfterSaleActors, myAfterSalesActors } from './api.ts';
import './locales/index.ts';

export { useQueryParam } from '../../shared/use-query-param.ts';

/** Applying for after-sales on the line of the URL (`orderNo`, `lineId`); success opens the request. */
export function useApplyAfterSale(domain: string, orderNo: string, lineId: number): ApplyAfterSaleApi {
  const { t } = useTranslation('afterSales');
  const [, navigate] = useLocation();
  const [snapshot, send] = useMachine(
    applyAfterSaleMachine.provide({
      actors: applyAfterSaleActors,
      actions: {
        goToDetail: (_, { afsNo }) => {
          notify('success', t('apply.done'));
          navigate(routes.afterSaleDetail.href(domain, afsNo), { replace: true });
        },
      },
    }),
    { input: { orderNo, lineId }, inspect },
  );
  return connectApply(snapshot, send);
}

export function useAfterSaleDetail(afsNo: string | null): AfterSaleDetailApi {
  const { t } = useTranslation('afterSales');
  const [snapshot, send] = useMachine(
    afterSaleDetailMachine.provide({
      actors: afterSaleDetailActors,
      actions: { notifyDone: (_, { action }) => notify('success', t(`detail.done.${action}`)) },
    }),
    { input: { afsNo }, inspect },
  );
  return connectDetail(snapshot, send);
}

export function useMyAfterSales(): MyAfterSalesApi {
  const [snapshot, send] = useMachine(myAfterSalesMachine.provide({ actors: myAfterSalesActors }), {
    inspect,
  });
  return connectList(snapshot, send);
}

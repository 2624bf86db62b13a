import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  connect as connectDetail,
  type InvoiceDetailApi,
} from '../../../machines/invoices/invoice-detail.connect.ts';
import { invoiceDetailMachine } from '../../../machines/invoices/invoice-detail.machine.ts';
import {
  connect as connectList,
  type MyInvoicesApi,
} from '../../../machines/invoices/my-invoices.connect.ts';
import { myInvoicesMachine } from '../../../machines/invoices/my-invoices.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { invoiceDetailActors, myInvoicesActors } from './api.ts';
import './locales/index.ts';

export { useQueryParam } from '../../shared/use-query-param.ts';

export function useMyInvoices(): MyInvoicesApi {
  const [snapshot, send] = useMachine(myInvoicesMachine.provide({ actors: myInvoicesActors }), { inspect });
  return connectList(snapshot, send);
}

export function useInvoiceDetail(orderNo: string): InvoiceDetailApi {
  const { t } = useTranslation('invoices');
  const [snapshot, send] = useMachine(
    invoiceDetailMachine.provide({
      actors: invoiceDetailActors,
      actions: {
        notifyDone: (_, { changed }) => notify('success', t(changed ? 'done.changed' : 'done.applied')),
      },
    }),
    { input: { orderNo }, inspect },
  );
  return connectDetail(snapshot, send);
}

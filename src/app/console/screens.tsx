import { lazy, type ComponentType, type ReactNode } from 'react';
import { consoleHref, type ConsoleRouteKey } from './routes.ts';

/** What every console page gets from the app: the tenant, how to report a lost session, and its links. */
export interface ConsoleScreenProps {
  shopId: string;
  /** The page's data may link to orders (the user has the orders menu). */
  hasOrders: boolean;
  onSessionLost: () => void;
}

/** A lazy screen: its chunk loads the first time it renders. */
const screen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

const orders = () =>
  import(/* webpackChunkName: "console" */ '../../features/console-orders/screens/console-orders-screen.tsx');
const ConsoleOrdersPage = screen(() => orders().then((m) => m.ConsoleOrdersPage));
const ConsoleOrderDetailPage = screen(() =>
  import(
    /* webpackChunkName: "console" */ '../../features/console-orders/screens/console-order-detail-screen.tsx'
  ).then((m) => m.ConsoleOrderDetailPage),
);
const DeliveryNotePage = screen(() =>
  import(
    /* webpackChunkName: "console" */ '../../features/console-orders/screens/delivery-note-screen.tsx'
  ).then((m) => m.DeliveryNotePage),
);
const VoucherRedeemPage = screen(() =>
  import(
    /* webpackChunkName: "console" */ '../../features/console-vouchers/screens/voucher-redeem-screen.tsx'
  ).then((m) => m.VoucherRedeemPage),
);
const ConsoleAfterSalesPage = screen(() =>
  import(
    /* webpackChunkName: "console" */ '../../features/console-after-sales/screens/console-after-sales-screen.tsx'
  ).then((m) => m.ConsoleAfterSalesPage),
);
const ConsoleAfterSaleDetailPage = screen(() =>
  import(
    /* webpackChunkName: "console" */ '../../features/console-after-sales/screens/console-after-sale-detail-screen.tsx'
  ).then((m) => m.ConsoleAfterSaleDetailPage),
);
const ConsoleInvoicesPage = screen(() =>
  import(
    /* webpackChunkName: "console" */ '../../features/console-invoices/screens/console-invoices-screen.tsx'
  ).then((m) => m.ConsoleInvoicesPage),
);
const ConsoleCommentsPage = screen(() =>
  import(
    /* webpackChunkName: "console" */ '../../features/console-comments/screens/console-comments-screen.tsx'
  ).then((m) => m.ConsoleCommentsPage),
);
const AgentDeskPage = screen(() =>
  import(/* webpackChunkName: "console" */ '../../features/chat/screens/agent-desk-screen.tsx').then(
    (m) => m.AgentDeskPage,
  ),
);
const ConsoleSettlePage = screen(() =>
  import(
    /* webpackChunkName: "console" */ '../../features/console-settle/screens/console-settle-screen.tsx'
  ).then((m) => m.ConsoleSettlePage),
);
const ConsoleSettleDetailPage = screen(() =>
  import(
    /* webpackChunkName: "console" */ '../../features/console-settle/screens/console-settle-detail-screen.tsx'
  ).then((m) => m.ConsoleSettleDetailPage),
);
const ConsoleStoresPage = screen(() =>
  import(
    /* webpackChunkName: "console" */ '../../features/console-settle/screens/console-stores-screen.tsx'
  ).then((m) => m.ConsoleStoresPage),
);
export const ApplySettlePage = screen(() =>
  import(
    /* webpackChunkName: "settle" */ '../../features/store-application/screens/apply-settle-screen.tsx'
  ).then((m) => m.ApplySettlePage),
);
export const ConsoleLoginPage = screen(() =>
  import(
    /* webpackChunkName: "console" */ '../../features/console-session/screens/console-login-screen.tsx'
  ).then((m) => m.ConsoleLoginPage),
);

/** The screen of each signed-in route of the console's table, with the links the app builds for it. */
export const CONSOLE_SCREENS: Partial<Record<ConsoleRouteKey, (props: ConsoleScreenProps) => ReactNode>> = {
  orders: ({ shopId, onSessionLost }) => (
    <ConsoleOrdersPage
      shopId={shopId}
      onSessionLost={onSessionLost}
      links={{ orderDetail: consoleHref.orderDetail }}
    />
  ),
  orderDetail: ({ shopId, onSessionLost }) => (
    <ConsoleOrderDetailPage
      shopId={shopId}
      onSessionLost={onSessionLost}
      links={{ orders: consoleHref.orders, deliveryNote: consoleHref.deliveryNote }}
    />
  ),
  deliveryNote: ({ shopId, onSessionLost }) => (
    <DeliveryNotePage
      shopId={shopId}
      onSessionLost={onSessionLost}
      links={{ orderDetail: consoleHref.orderDetail }}
    />
  ),
  vouchers: ({ shopId, onSessionLost, hasOrders }) => (
    <VoucherRedeemPage
      shopId={shopId}
      onSessionLost={onSessionLost}
      links={{ orderDetail: hasOrders ? consoleHref.orderDetail : null }}
    />
  ),
  afterSales: ({ shopId, onSessionLost }) => (
    <ConsoleAfterSalesPage
      shopId={shopId}
      onSessionLost={onSessionLost}
      links={{ afterSaleDetail: consoleHref.afterSaleDetail }}
    />
  ),
  afterSaleDetail: ({ shopId, onSessionLost, hasOrders }) => (
    <ConsoleAfterSaleDetailPage
      shopId={shopId}
      onSessionLost={onSessionLost}
      links={{ afterSales: consoleHref.afterSales, orderDetail: hasOrders ? consoleHref.orderDetail : null }}
    />
  ),
  invoices: ({ shopId, onSessionLost }) => (
    <ConsoleInvoicesPage shopId={shopId} onSessionLost={onSessionLost} />
  ),
  comments: ({ shopId, onSessionLost }) => (
    <ConsoleCommentsPage shopId={shopId} onSessionLost={onSessionLost} />
  ),
  chat: ({ shopId, onSessionLost, hasOrders }) => (
    <AgentDeskPage
      shopId={shopId}
      onSessionLost={onSessionLost}
      links={{ orderDetail: hasOrders ? consoleHref.orderDetail : null }}
    />
  ),
  settle: ({ shopId, onSessionLost }) => (
    <ConsoleSettlePage
      shopId={shopId}
      onSessionLost={onSessionLost}
      links={{ settleDetail: consoleHref.settleDetail }}
    />
  ),
  settleDetail: ({ shopId, onSessionLost }) => (
    <ConsoleSettleDetailPage
      shopId={shopId}
      onSessionLost={onSessionLost}
      links={{ settle: consoleHref.settle }}
    />
  ),
  stores: ({ shopId, onSessionLost }) => <ConsoleStoresPage shopId={shopId} onSessionLost={onSessionLost} />,
  purchaseOrders: ({ shopId, onSessionLost }) => (
    <ConsoleOrdersPage shopId={shopId} onSessionLost={onSessionLost} links={null} />
  ),
};

import { Suspense, type ReactNode } from 'react';
import { screen } from '../lazy-screen.ts';
import type { ScreenProps } from '../screen-props.ts';
import type { UserCenterScreenKey } from './user-center-keys.ts';
import { UserCenterLayout } from './user-center-layout.tsx';

const orders = () => import('../../../features/orders/screens/my-orders-screen.tsx');
const afterSales = () => import('../../../features/after-sales/screens/after-sale-screens.tsx');
const comments = () => import('../../../features/comments/screens/comment-screens.tsx');
const invoices = () => import('../../../features/invoices/screens/invoice-screens.tsx');
const UcHomePage = screen(() =>
  import('../../../features/orders/screens/uc-home-screen.tsx').then((m) => m.UcHomePage),
);
const MyOrdersPage = screen(() => orders().then((m) => m.MyOrdersPage));
const OrderRecyclingPage = screen(() => orders().then((m) => m.OrderRecyclingPage));
const MyAfterSalesPage = screen(() => afterSales().then((m) => m.MyAfterSalesPage));
const AfterSaleDetailPage = screen(() => afterSales().then((m) => m.AfterSaleDetailPage));
const ApplyAfterSalePage = screen(() =>
  import('../../../features/after-sales/screens/apply-screen.tsx').then((m) => m.ApplyAfterSalePage),
);
const PendingCommentsPage = screen(() => comments().then((m) => m.PendingCommentsPage));
const WriteCommentsPage = screen(() => comments().then((m) => m.WriteCommentsPage));
const MyCommentsPage = screen(() => comments().then((m) => m.MyCommentsPage));
const CommentDetailPage = screen(() => comments().then((m) => m.CommentDetailPage));
const MyInvoicesPage = screen(() => invoices().then((m) => m.MyInvoicesPage));
const InvoiceDetailPage = screen(() => invoices().then((m) => m.InvoiceDetailPage));
const ChangePasswordPage = screen(() =>
  import('../../../features/identity/screens/identity-screens.tsx').then((m) => m.ChangePasswordPage),
);

const collection = () => import('../../../features/collection/screens/collection-screens.tsx');
const MyCollectionPage = screen(() => collection().then((m) => m.MyCollectionPage));
const MyFootprintsPage = screen(() => collection().then((m) => m.MyFootprintsPage));

const account = () => import('../../../features/account/screens/account-screens.tsx');
const AccountPage = screen(() => account().then((m) => m.AccountPage));
const AddressPage = screen(() => account().then((m) => m.AddressPage));

const wallet = () => import('../../../features/wallet/screens/wallet-screens.tsx');
const BalancePage = screen(() => wallet().then((m) => m.BalancePage));
const PointsPage = screen(() => wallet().then((m) => m.PointsPage));
const TaskPage = screen(() => wallet().then((m) => m.TaskPage));

const MyCouponsPage = screen(() =>
  import('../../../features/coupons/screens/coupon-screens.tsx').then((m) => m.MyCouponsPage),
);

const ShopAccountPage = screen(() =>
  import('../../../features/store-application/screens/shop-account-screen.tsx').then(
    (m) => m.ShopAccountPage,
  ),
);

const PAGES: Record<UserCenterScreenKey, (p: ScreenProps) => ReactNode> = {
  'userCenter.uc-home': (p) => <UcHomePage domain={p.domain} />,
  'userCenter.uc-order': (p) => <MyOrdersPage domain={p.domain} />,
  'userCenter.uc-orderRecycling': (p) => <OrderRecyclingPage domain={p.domain} />,
  'userCenter.uc-aftersales': (p) => <MyAfterSalesPage domain={p.domain} />,
  'userCenter.uc-applyafs': (p) => <ApplyAfterSalePage domain={p.domain} />,
  'userCenter.uc-afslogistics': (p) => <AfterSaleDetailPage domain={p.domain} />,
  'screens.afs-detail': (p) => <AfterSaleDetailPage domain={p.domain} />,
  'userCenter.uc-evaluation': (p) => <PendingCommentsPage domain={p.domain} />,
  'userCenter.uc-comments': (p) => <MyCommentsPage domain={p.domain} />,
  'userCenter.uc-evalDetail': (p) => <CommentDetailPage domain={p.domain} />,
  'screens.write-comments': (p) => <WriteCommentsPage domain={p.domain} />,
  'userCenter.uc-invoice': (p) => <MyInvoicesPage domain={p.domain} />,
  'screens.invoice-detail': (p) => <InvoiceDetailPage domain={p.domain} />,
  'userCenter.uc-password': (p) => <ChangePasswordPage shopId={p.shopId} domain={p.domain} />,
  'userCenter.uc-shopaccount': (p) => <ShopAccountPage domain={p.domain} />,
  'userCenter.uc-collection': (p) => <MyCollectionPage domain={p.domain} />,
  'userCenter.uc-footprint': (p) => <MyFootprintsPage domain={p.domain} />,
  'userCenter.uc-account': () => <AccountPage />,
  'userCenter.uc-address': () => <AddressPage />,
  'userCenter.uc-balance': () => <BalancePage />,
  'userCenter.uc-integral': (p) => <PointsPage domain={p.domain} />,
  'userCenter.uc-task': (p) => <TaskPage domain={p.domain} />,
  'userCenter.uc-coupons': (p) => <MyCouponsPage domain={p.domain} />,
};

/** A user-centre screen inside the user centre's menu. */
export function UserCenterScreen({ screen: key, ...props }: ScreenProps & { screen: UserCenterScreenKey }) {
  return (
    <UserCenterLayout domain={props.domain}>
      <Suspense fallback={null}>{PAGES[key](props)}</Suspense>
    </UserCenterLayout>
  );
}

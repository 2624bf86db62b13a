import type { AnyStateMachine } from 'xstate';
import { cartCountMachine } from './shell/cart-count.machine.ts';
import { orderLifecycleMachine } from './orders/order-lifecycle.machine.ts';
import { afterSaleMachine } from './after-sales/after-sales.machine.ts';
import { storeAccountMachine } from './store-application/store-account.machine.ts';
import { storeApplicationMachine } from './store-application/store-application.machine.ts';
import { storeLifecycleMachine } from './store-application/store-lifecycle.machine.ts';
import { applyAfterSaleMachine } from './after-sales/apply-after-sale.machine.ts';
import { afterSaleDetailMachine } from './after-sales/after-sale-detail.machine.ts';
import { myAfterSalesMachine } from './after-sales/my-after-sales.machine.ts';
import { invoiceDetailMachine } from './invoices/invoice-detail.machine.ts';
import { myInvoicesMachine } from './invoices/my-invoices.machine.ts';
import { myOrdersMachine } from './orders/my-orders.machine.ts';
import { ucHomeMachine } from './user-center/uc-home.machine.ts';
import { ledgerMachine } from './wallet/ledger.machine.ts';
import { couponCentreMachine } from './coupons/coupon-centre.machine.ts';
import { myCouponsMachine } from './coupons/my-coupons.machine.ts';
import { signinMachine } from './wallet/signin.machine.ts';
import { topupMachine } from './wallet/topup.machine.ts';
import { accountProfileMachine } from './account/account-profile.machine.ts';
import { addressBookMachine } from './account/address-book.machine.ts';
import { collectionListMachine } from './collection/collection-list.machine.ts';
import { pictureUploadMachine } from './shared/picture-upload.machine.ts';
import { pagedListMachine } from './shared/paged-list.machine.ts';
import { resourceMachine } from './shared/resource.machine.ts';
import { writeCommentsMachine } from './comments/write-comments.machine.ts';
import { categoryMenuMachine } from './shell/category-menu.machine.ts';
import { changePasswordMachine } from './identity/change-password.machine.ts';
import { comparePanelMachine } from './widgets/compare-panel.machine.ts';
import { contentPageMachine } from './website/content-page.machine.ts';
import { feedbackDialogMachine } from './widgets/feedback-dialog.machine.ts';
import { forgotPasswordMachine } from './identity/forgot-password.machine.ts';
import { goodsHallMachine } from './catalog/goods-hall.machine.ts';
import { homeFloorsMachine } from './home/home-floors.machine.ts';
import { homeMachine } from './home/home.machine.ts';
import { hotlineMachine } from './widgets/hotline.machine.ts';
import { loginMachine } from './identity/login.machine.ts';
import { productActionsMachine } from './catalog/product-actions.machine.ts';
import { productCommentsMachine } from './catalog/product-comments.machine.ts';
import { productDetailMachine } from './catalog/product-detail.machine.ts';
import { registerMachine } from './identity/register.machine.ts';
import { routeGuardMachine } from './shell/route-guard.machine.ts';
import { searchBoxMachine } from './shell/search-box.machine.ts';
import { sessionMachine } from './identity/session.machine.ts';
import { shellDataMachine } from './shell/shell-data.machine.ts';
import { smsCountdownMachine } from './identity/sms-countdown.machine.ts';
import { storeSearchMachine } from './catalog/store-search.machine.ts';
import { storeHomeMachine } from './store/store-home.machine.ts';
import { zonePageMachine } from './catalog/zone-page.machine.ts';
import { comparisonResultMachine } from './catalog/comparison-result.machine.ts';
import { comparisonSearchMachine } from './catalog/comparison.machine.ts';
import { makeComparisonMachine } from './catalog/make-comparison.machine.ts';
import { zoneSupMachine } from './catalog/zone-sup.machine.ts';
import { checkoutMachine } from './checkout/checkout.machine.ts';
import { orderDetailMachine } from './orders/order-detail.machine.ts';
import { paymentMachine } from './checkout/payment.machine.ts';
import { batchOrderMachine } from './cart/batch-order.machine.ts';
import { buyBoxMachine } from './cart/buy-box.machine.ts';
import { cartMachine } from './cart/cart.machine.ts';
import { regionPickerMachine } from './cart/region-picker.machine.ts';
import { welfareMachine } from './catalog/welfare.machine.ts';
import { consoleSessionMachine } from './console/console-session.machine.ts';
import { consoleOrdersMachine } from './console/console-orders.list.ts';
import { consoleOrderDetailMachine } from './console/console-order-detail.machine.ts';
import { invoiceIssueMachine } from './console/invoice-issue.machine.ts';
import { commentReplyMachine } from './console/comment-reply.machine.ts';
import { voucherRedeemMachine } from './console/voucher-redeem.machine.ts';
import { consoleAfterSaleDetailMachine } from './console/console-after-sale-detail.machine.ts';
import { consoleSettleDetailMachine } from './console/console-settle-detail.machine.ts';
import { consoleStoresStatusMachine } from './console/console-stores-status.machine.ts';
import { chatConnectionMachine } from './chat/chat-connection.machine.ts';
import { membershipMachine } from './member/membership.machine.ts';
import { redeemMachine } from './member/redeem.machine.ts';
import { flashSaleMachine } from './promotions/flash-sale.machine.ts';
import { groupJoinMachine } from './promotions/group-join.machine.ts';

/** One machine of `machines/`, as the diagrams (`npm run diagrams`) and the in-app viewer list it. */
export interface MachineEntry {
  /** The file name without `.machine.ts`; names `docs/machines/<id>.svg` and `.mmd`. */
  id: string;
  file: string;
  title: string;
  /** One sentence for the analysts' index (docs/machines/README.md). */
  purpose: string;
  machine: AnyStateMachine;
}

/** Every `machines/<domain>/*.machine.ts` (a test fails when a file is missing here). */
export const MACHINES: MachineEntry[] = [
  {
    id: 'route-guard',
    file: 'shell/route-guard.machine.ts',
    title: 'Route guard',
    purpose:
      'Checks every navigation (app version, token, shop, user, authorities, configs) and allows or redirects; records page access.',
    machine: routeGuardMachine,
  },
  {
    id: 'session',
    file: 'identity/session.machine.ts',
    title: 'Session',
    purpose: 'Logout: revokes the token on the server, then ends the local session.',
    machine: sessionMachine,
  },
  {
    id: 'login',
    file: 'identity/login.machine.ts',
    title: 'Login',
    purpose: 'The login popup: account and phone tabs, validation, authentication, loading the user.',
    machine: loginMachine,
  },
  {
    id: 'sms-countdown',
    file: 'identity/sms-countdown.machine.ts',
    title: 'SMS countdown',
    purpose:
      'The "get code" button: sends an SMS code, then blocks re-sending for the seconds the server gives (60 s by default).',
    machine: smsCountdownMachine,
  },
  {
    id: 'register',
    file: 'identity/register.machine.ts',
    title: 'Registration',
    purpose: 'Registration: identity choice, account step, phone step with an SMS code.',
    machine: registerMachine,
  },
  {
    id: 'forgot-password',
    file: 'identity/forgot-password.machine.ts',
    title: 'Forgot password',
    purpose: 'Password recovery: verify the mobile by SMS, set a new password, go to login after 3 s.',
    machine: forgotPasswordMachine,
  },
  {
    id: 'change-password',
    file: 'identity/change-password.machine.ts',
    title: 'Change password',
    purpose: 'Change password in the user centre: old and new password, then sign out and go to login.',
    machine: changePasswordMachine,
  },
  {
    id: 'home',
    file: 'home/home.machine.ts',
    title: 'Home content',
    purpose: "Loads the home page's content for the shop; a failed load can be retried.",
    machine: homeMachine,
  },
  {
    id: 'shell-data',
    file: 'shell/shell-data.machine.ts',
    title: 'Shell data',
    purpose: 'Loads the categories, zones and hot words the shell shows around every page of a shop.',
    machine: shellDataMachine,
  },
  {
    id: 'category-menu',
    file: 'shell/category-menu.machine.ts',
    title: 'Category menu',
    purpose: 'The all-categories flyout: opens on hover after 100 ms, stays open on home.',
    machine: categoryMenuMachine,
  },
  {
    id: 'order-lifecycle',
    file: 'orders/order-lifecycle.machine.ts',
    title: 'Order lifecycle',
    purpose:
      'The statuses of one order and the events that move it; the server asks it before every status change.',
    machine: orderLifecycleMachine,
  },
  {
    id: 'after-sales',
    file: 'after-sales/after-sales.machine.ts',
    title: 'After-sales request',
    purpose:
      'The statuses of one refund or return request and the events that move it; the server asks it before every change.',
    machine: afterSaleMachine,
  },
  {
    id: 'apply-after-sale',
    file: 'after-sales/apply-after-sale.machine.ts',
    title: 'Apply for after-sales',
    purpose:
      "Checks an order line's eligibility, then sends the buyer's application once per body (Idempotency-Key) and opens the request.",
    machine: applyAfterSaleMachine,
  },
  {
    id: 'after-sale-detail',
    file: 'after-sales/after-sale-detail.machine.ts',
    title: 'After-sales request page',
    purpose:
      "One request of the buyer: its history, withdrawing it after a confirmation, shipping the return's goods back.",
    machine: afterSaleDetailMachine,
  },
  {
    id: 'my-after-sales',
    file: 'after-sales/my-after-sales.machine.ts',
    title: 'My after-sales requests',
    purpose: "The buyer's after-sales requests, newest first, a page at a time.",
    machine: myAfterSalesMachine,
  },
  {
    id: 'my-invoices',
    file: 'invoices/my-invoices.machine.ts',
    title: 'My invoices',
    purpose:
      "The buyer's paid orders with their invoice state, filtered by state, newest first, a page at a time.",
    machine: myInvoicesMachine,
  },
  {
    id: 'invoice-detail',
    file: 'invoices/invoice-detail.machine.ts',
    title: 'Invoice page',
    purpose:
      "One order's invoice: the application form when there is none, and a change request (update or exchange) once issued.",
    machine: invoiceDetailMachine,
  },
  {
    id: 'my-orders',
    file: 'orders/my-orders.machine.ts',
    title: 'My orders',
    purpose:
      "My orders and the recycle bin: tabs with counts, search by number, goods or dates, paging, and each order's confirmed actions.",
    machine: myOrdersMachine,
  },
  {
    id: 'uc-home',
    file: 'user-center/uc-home.machine.ts',
    title: 'User centre home',
    purpose: "Loads the user centre's home: order counts by status, the latest orders and the wallet.",
    machine: ucHomeMachine,
  },
  {
    id: 'topup',
    file: 'wallet/topup.machine.ts',
    title: 'Balance top-up',
    purpose:
      'A top-up of ¥0.01–¥100,000 by Alipay or WeChat: one Idempotency-Key per intent, the QR code polled every 2 s until the callback has credited the balance, or it failed or expired.',
    machine: topupMachine,
  },
  {
    id: 'signin',
    file: 'wallet/signin.machine.ts',
    title: 'Daily sign-in',
    purpose:
      'The sign-in calendar of a month (已签到, signed that day, missed, 未到签到时间), signing today in once, the streak and its bonus.',
    machine: signinMachine,
  },
  {
    id: 'coupon-centre',
    file: 'coupons/coupon-centre.machine.ts',
    title: 'Coupon centre',
    purpose:
      'The coupons on offer by kind, claimed one at a time (已领取 at the member’s limit, 已抢光 when none is left); a visitor is sent to log in.',
    machine: couponCentreMachine,
  },
  {
    id: 'my-coupons',
    file: 'coupons/my-coupons.machine.ts',
    title: 'My coupons',
    purpose:
      'The member’s coupons by status (未使用, 已使用, 已过期) with the count of each, a page at a time.',
    machine: myCouponsMachine,
  },
  {
    id: 'ledger',
    file: 'wallet/ledger.machine.ts',
    title: 'Balance and points ledger',
    purpose:
      'A ledger a page at a time, newest first, by direction, source or use, dates and order number; read again after a top-up or a sign-in.',
    machine: ledgerMachine,
  },
  {
    id: 'account-profile',
    file: 'account/account-profile.machine.ts',
    title: 'Account profile',
    purpose:
      "账户信息: loads the current user's nickname, gender, birthday and avatar, saves a valid profile and hands the saved user to the shell.",
    machine: accountProfileMachine,
  },
  {
    id: 'address-book',
    file: 'account/address-book.machine.ts',
    title: 'Address book',
    purpose:
      "收货地址: the buyer's addresses with add, edit, delete after a confirmation and set default; refuses an add at the maximum.",
    machine: addressBookMachine,
  },
  {
    id: 'collection-list',
    file: 'collection/collection-list.machine.ts',
    title: 'Collection list',
    purpose:
      'Favourite goods, followed stores or footprints a page at a time: remove a row, add a favourite to the cart, clear footprints after a confirmation.',
    machine: collectionListMachine,
  },
  {
    id: 'picture-upload',
    file: 'shared/picture-upload.machine.ts',
    title: 'Picture upload',
    purpose:
      'Pictures of a voucher, comment or invoice: checked for type and size, queued up to a maximum, sent one at a time.',
    machine: pictureUploadMachine,
  },
  {
    id: 'paged-list',
    file: 'shared/paged-list.machine.ts',
    title: 'Paged list',
    purpose: 'A read-only list a page at a time, paging within the pages there are (the comment lists).',
    machine: pagedListMachine,
  },
  {
    id: 'resource',
    file: 'shared/resource.machine.ts',
    title: 'Resource',
    purpose: 'One thing a page shows by its id, or not found (a comment of the user centre).',
    machine: resourceMachine,
  },
  {
    id: 'write-comments',
    file: 'comments/write-comments.machine.ts',
    title: 'Write comments',
    purpose:
      "The comments of a received order's lines: rating, text, pictures and the anonymous flag, some lines now and the rest later.",
    machine: writeCommentsMachine,
  },
  {
    id: 'cart-count',
    file: 'shell/cart-count.machine.ts',
    title: 'Cart count',
    purpose: "The header's cart count for a logged-in user, reloaded when the cart changes.",
    machine: cartCountMachine,
  },
  {
    id: 'search-box',
    file: 'shell/search-box.machine.ts',
    title: 'Search box',
    purpose: 'The header search: debounced suggestions, empty-keyword warnings, submitting to the results.',
    machine: searchBoxMachine,
  },
  {
    id: 'compare-panel',
    file: 'widgets/compare-panel.machine.ts',
    title: 'Comparison panel',
    purpose: 'The comparison side panel: toggles open, reloads the list, deletes items (at most four).',
    machine: comparePanelMachine,
  },
  {
    id: 'feedback-dialog',
    file: 'widgets/feedback-dialog.machine.ts',
    title: 'Feedback dialog',
    purpose: 'The feedback dialog: loads problem types and suppliers, validates and submits the form.',
    machine: feedbackDialogMachine,
  },
  {
    id: 'hotline',
    file: 'widgets/hotline.machine.ts',
    title: 'Consulting hotline',
    purpose: 'The consulting-hotline popup: opening loads the lines; a failure can be retried.',
    machine: hotlineMachine,
  },
  {
    id: 'goods-hall',
    file: 'catalog/goods-hall.machine.ts',
    title: 'Goods hall',
    purpose:
      'The goods hall: the URL query drives the search; brand, price, stock, sort and page edits re-query and update the URL.',
    machine: goodsHallMachine,
  },
  {
    id: 'product-detail',
    file: 'catalog/product-detail.machine.ts',
    title: 'Product detail',
    purpose:
      'A product page: loads the SKU (or 商品不存在), picks gallery images, keeps the quantity within the stock.',
    machine: productDetailMachine,
  },
  {
    id: 'product-actions',
    file: 'catalog/product-actions.machine.ts',
    title: 'Product actions',
    purpose:
      'The product page actions: records the footprint, then 收藏, 关注店铺 and 加入对比 (login popup when anonymous).',
    machine: productActionsMachine,
  },
  {
    id: 'product-comments',
    file: 'catalog/product-comments.machine.ts',
    title: 'Product comments',
    purpose: 'The product page comments: average rating and pages of buyer comments.',
    machine: productCommentsMachine,
  },
  {
    id: 'home-floors',
    file: 'home/home-floors.machine.ts',
    title: 'Home floors',
    purpose: 'The home page below the banners: product floors per top category, 热销商品, zones and notices.',
    machine: homeFloorsMachine,
  },
  {
    id: 'store-search',
    file: 'catalog/store-search.machine.ts',
    title: 'Store search',
    purpose: 'The store search: stores whose name contains the keyword, or 暂无相关店铺.',
    machine: storeSearchMachine,
  },
  {
    id: 'store-home',
    file: 'store/store-home.machine.ts',
    title: 'Store home',
    purpose:
      "A store's own page: the store with its latest notices, 关注店铺 (login first when anonymous), and its goods by keyword, category, sort and page, kept in the URL; 店铺不存在 for an unknown, foreign or closed store.",
    machine: storeHomeMachine,
  },
  {
    id: 'content-page',
    file: 'website/content-page.machine.ts',
    title: 'Content page',
    purpose:
      'Read-only content screens (help centre, shop home, notices, about us): loading, ready, empty, not found or failed with retry.',
    machine: contentPageMachine,
  },
  {
    id: 'zone-page',
    file: 'catalog/zone-page.machine.ts',
    title: 'Zone page',
    purpose:
      'A zone and its goods: second- and third-level category tabs, brand and province filters and pages, kept in the URL; unavailable for an unknown zone or an activity zone asked by a personal user.',
    machine: zonePageMachine,
  },
  {
    id: 'zone-sup',
    file: 'catalog/zone-sup.machine.ts',
    title: 'Supplier zone',
    purpose: 'The supplier zone: its banners and suppliers, narrowed by province.',
    machine: zoneSupMachine,
  },
  {
    id: 'comparison',
    file: 'catalog/comparison.machine.ts',
    title: 'Comparison search',
    purpose:
      'Search goods and build the comparison list of at most four; the add button is never offered for a fifth.',
    machine: comparisonSearchMachine,
  },
  {
    id: 'make-comparison',
    file: 'catalog/make-comparison.machine.ts',
    title: 'Make comparison',
    purpose: 'The compared products side by side, rows that differ highlighted, with a 只看不同 toggle.',
    machine: makeComparisonMachine,
  },
  {
    id: 'comparison-result',
    file: 'catalog/comparison-result.machine.ts',
    title: 'Comparison result',
    purpose: "A comparison zone's goods grouped by product, each supplier's price with the cheapest marked.",
    machine: comparisonResultMachine,
  },
  {
    id: 'welfare',
    file: 'catalog/welfare.machine.ts',
    title: 'Welfare bar',
    purpose:
      "The welfare pages' bar: links to the zones holding welfare goods and, for a logged-in user, the welfare points.",
    machine: welfareMachine,
  },
  {
    id: 'region-picker',
    file: 'cart/region-picker.machine.ts',
    title: 'Region picker',
    purpose:
      'Chooses a delivery region 省/市/区/镇 level by level, loading each level; complete at a leaf, a district without towns or a town.',
    machine: regionPickerMachine,
  },
  {
    id: 'cart',
    file: 'cart/cart.machine.ts',
    title: 'Cart',
    purpose:
      'The cart by store: quantities within stock and decimal scale, check marks, delete with confirmation, problem lines, settlement of at most 50 lines.',
    machine: cartMachine,
  },
  {
    id: 'batch-order',
    file: 'cart/batch-order.machine.ts',
    title: 'Batch order',
    purpose:
      'Pasted or uploaded rows of SKU and quantity, each validated with its own message, then added to the cart or ordered directly.',
    machine: batchOrderMachine,
  },
  {
    id: 'buy-box',
    file: 'cart/buy-box.machine.ts',
    title: 'Buy box',
    purpose:
      "The product page's quantity, delivery check for the chosen region, add to cart and buy now (login first).",
    machine: buyBoxMachine,
  },
  {
    id: 'checkout',
    file: 'checkout/checkout.machine.ts',
    title: 'Submit order',
    purpose:
      'Submit order: address book, delivery, invoice, coupons and points re-priced by the server, merchant messages, and one idempotent submit per intent.',
    machine: checkoutMachine,
  },
  {
    id: 'payment',
    file: 'checkout/payment.machine.ts',
    title: 'Checkout counter',
    purpose:
      'The checkout counter: methods with why each cannot pay, balance and points at once, Alipay and WeChat QR codes polled every 2 s, QR and order expiry declared only after the order is read again (a tab left open shows 支付成功 once another paid it).',
    machine: paymentMachine,
  },
  {
    id: 'order-detail',
    file: 'orders/order-detail.machine.ts',
    title: 'Order detail',
    purpose:
      "An order's page: status from the order lifecycle, pay an unpaid order, cancel it after confirmation.",
    machine: orderDetailMachine,
  },
  {
    id: 'console-session',
    file: 'console/console-session.machine.ts',
    title: 'Console session',
    purpose:
      "The management console's sign-in for a store's staff and the mall operator: tenant, password login, image check, staff check (others refused), logout.",
    machine: consoleSessionMachine,
  },
  {
    id: 'console-list',
    file: 'console/console-list.machine.ts',
    title: 'Console list',
    purpose:
      'Every list of the console (orders, after-sales, invoices, comments): status tabs, an optional search, paging, kept in the URL; reloaded after a change made from it.',
    machine: consoleOrdersMachine,
  },
  {
    id: 'console-order-detail',
    file: 'console/console-order-detail.machine.ts',
    title: 'Console order detail',
    purpose:
      'One order in the console (and its delivery note): ship an order awaiting delivery in one or several packages, checked before sending.',
    machine: consoleOrderDetailMachine,
  },
  {
    id: 'console-after-sale-detail',
    file: 'console/console-after-sale-detail.machine.ts',
    title: 'Console after-sale detail',
    purpose:
      'One after-sales request in the console with its timeline: accept, refuse with a reason, receive the return, each confirmed.',
    machine: consoleAfterSaleDetailMachine,
  },
  {
    id: 'invoice-issue',
    file: 'console/invoice-issue.machine.ts',
    title: 'Issue an invoice',
    purpose:
      "The console's issue dialog: the invoice's number and PDF checked, the PDF uploaded once, applying → invoiced; a conflict shows the list as it is.",
    machine: invoiceIssueMachine,
  },
  {
    id: 'voucher-redeem',
    file: 'console/voucher-redeem.machine.ts',
    title: 'Redeem a voucher',
    purpose:
      "The console's redemption counter (券码核销): a 12-digit code is looked up, checked and used once; a code used, refunded or held by a refund meanwhile is shown as it now stands.",
    machine: voucherRedeemMachine,
  },
  {
    id: 'comment-reply',
    file: 'console/comment-reply.machine.ts',
    title: 'Reply to a comment',
    purpose:
      "The console's reply dialog: one reply of 1–200 characters per comment, checked before sending; someone else's reply first shows the list as it is.",
    machine: commentReplyMachine,
  },
  {
    id: 'console-settle-detail',
    file: 'console/console-settle-detail.machine.ts',
    title: 'Console store application',
    purpose:
      "The mall operator's review of one store application: its documents and log; approve after a confirmation, or reject with remarks of 1–200 characters.",
    machine: consoleSettleDetailMachine,
  },
  {
    id: 'console-stores-status',
    file: 'console/console-stores-status.machine.ts',
    title: 'Suspend or restore a store',
    purpose:
      "The console's suspend / restore dialog: what the store lifecycle allows, a suspension's reason of 1–200 characters checked before sending; the list shows the store after the change.",
    machine: consoleStoresStatusMachine,
  },
  {
    id: 'store-application',
    file: 'store-application/store-application.machine.ts',
    title: 'Store application',
    purpose:
      'A supplier applies for a store: the wizard with its draft, then under review (expedite), rejected (modify and resubmit) or approved.',
    machine: storeApplicationMachine,
  },
  {
    id: 'store-lifecycle',
    file: 'store-application/store-lifecycle.machine.ts',
    title: 'Store lifecycle',
    purpose:
      'Statuses of an application and its store: review, rejection and resubmission, not yet open, open, offline, suspended.',
    machine: storeLifecycleMachine,
  },
  {
    id: 'store-account',
    file: 'store-application/store-account.machine.ts',
    title: 'Store account',
    purpose:
      'The store account of a supplier’s store: its first password opens the store; later changes need the original.',
    machine: storeAccountMachine,
  },
  {
    id: 'chat-connection',
    file: 'chat/chat-connection.machine.ts',
    title: 'Chat connection',
    purpose:
      'The customer chat over WebSocket: connecting, online or leave a message, offline, reconnecting with backoff, disconnected, replaced by a newer page (re-consult), logged in elsewhere, account offline; resumes without loss or doubles.',
    machine: chatConnectionMachine,
  },
  {
    id: 'membership',
    file: 'member/membership.machine.ts',
    title: 'Membership purchase',
    purpose:
      'Buying or renewing a paid membership: plan and method, the provider’s QR code polled until paid (开通成功) or failed or expired (开通失败, retry).',
    machine: membershipMachine,
  },
  {
    id: 'redeem',
    file: 'member/redeem.machine.ts',
    title: 'Points-mall redemption',
    purpose:
      'Redeeming a points-mall good or coupon: confirm (quantity, and an address for goods), redeeming, redeemed or refused (积分不足, 已兑完, limit) with the reason.',
    machine: redeemMachine,
  },
  {
    id: 'flash-sale',
    file: 'promotions/flash-sale.machine.ts',
    title: 'Flash sale',
    purpose:
      'The flash-sale page: sessions by time as tabs, each item not started, in progress, ended or sold out on the server’s clock, a countdown to the start or the end, buying an item in progress.',
    machine: flashSaleMachine,
  },
  {
    id: 'group-join',
    file: 'promotions/group-join.machine.ts',
    title: 'Group join',
    purpose:
      'Start a group of a group-buy offer or join an open one with a seat and time left; a visitor logs in first.',
    machine: groupJoinMachine,
  },
];

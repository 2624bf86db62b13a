import type { EventFrom, SnapshotFrom } from 'xstate';
import { priceChange } from '../cart/cart.connect.ts';
import type { checkoutMachine } from './checkout.machine.ts';
import type {
  Address,
  AddressDraft,
  CouponOption,
  DeliveryMethod,
  InvoiceChoice,
  OrderPreview,
  PreviewStoreOrder,
} from './checkout.types.ts';

/** A line of a store's order, with whether its price moved since it was added (加入时 ¥x). */
export type CheckoutLine = PreviewStoreOrder['lines'][number] & { priceChanged: boolean };

/** One store's order as the server split the settlement, with the merchant message typed for it. */
export type CheckoutStoreOrder = Omit<PreviewStoreOrder, 'lines'> & {
  lines: CheckoutLine[];
  message: string;
};

/** A coupon of the settlement; `hasThreshold` is false for a coupon without a minimum (无门槛). */
export type CheckoutCoupon = CouponOption & { hasThreshold: boolean };

/** What the submit-order page reads from the checkout machine; the view computes none of it. */
export interface CheckoutApi {
  isLoading: boolean;
  loadFailed: boolean;
  /** Why the address book failed to load (the server's words). */
  loadError: string | null;
  retryLoad(): void;
  isReady: boolean;
  isPreviewing: boolean;
  previewFailed: boolean;
  isSubmitting: boolean;
  /** The typed points break a rule (积分需为10的整数倍 / over the order's maximum). */
  pointsProblem: 'notMultiple' | 'overMax' | null;
  /** The typed points can be applied now (valid, new, and the order is not being submitted). */
  canApplyPoints: boolean;
  addressDialogOpen: boolean;
  savingAddress: boolean;
  invoiceDialogOpen: boolean;
  /** Choices are locked while the order is submitted. */
  locked: boolean;
  canSubmit: boolean;
  /** Why the order cannot be submitted: a client rule key, else the server's message; null when it can. */
  blocked: { rule: 'addressRequired' } | { message: string } | null;

  addresses: Address[];
  maxAddresses: number;
  selectedAddressId: number | null;
  selectAddress(addressId: number): void;
  addAddress(): void;
  editAddress(addressId: number): void;
  /** The address the dialog edits; null for a new one. */
  editingAddress: Address | null;
  /** The dialog's server refusal (创建的收货地址已达上限). */
  addressError: string | null;
  /** The first address becomes the default one. */
  isFirstAddress: boolean;
  saveAddress(draft: AddressDraft): void;
  cancelAddress(): void;

  deliveryMethod: DeliveryMethod;
  selectDelivery(method: DeliveryMethod): void;
  /** Every line is a service voucher: codes are issued when paid, nothing ships (no delivery choice). */
  voucherOnly: boolean;

  /** Why the last preview failed; the page offers to ask again (and, for cart lines, the way back). */
  previewError: string | null;
  retryPreview(): void;
  offersBackToCart: boolean;
  /** The last preview the server answered; totals are shown from it only. */
  preview: OrderPreview | null;
  /** No preview yet and none failed: the page waits for the first one. */
  awaitingPreview: boolean;
  /** The totals shown are not of the current choices (a preview is asked for, or failed). */
  totalsStale: boolean;
  storeOrders: CheckoutStoreOrder[];
  changeMessage(storeId: number, text: string): void;

  invoice: InvoiceChoice;
  editInvoice(): void;
  saveInvoice(invoice: InvoiceChoice): void;
  cancelInvoice(): void;

  usableCoupons: CheckoutCoupon[];
  unusableCoupons: CheckoutCoupon[];
  couponsDisabled: boolean;
  toggleCoupon(userCouponId: number): void;

  pointsInput: string;
  changePoints(value: string): void;
  applyPoints(): void;

  /** The server's refusal of the last submit, while it stands. */
  submitError: string | null;
  submit(): void;
}

const withThreshold = (coupon: CouponOption): CheckoutCoupon => ({
  ...coupon,
  hasThreshold: !/^0+(\.0+)?$/.test(coupon.threshold),
});

/**
 * The submit-order page's API. `send` may be left out where only the values are read (the machine tests
 * check values through it); the intents then do nothing.
 */
export function connect(
  snapshot: SnapshotFrom<typeof checkoutMachine>,
  send: (event: EventFrom<typeof checkoutMachine>) => void = () => {},
): CheckoutApi {
  const { context } = snapshot;
  const { preview } = context;
  const isReady = snapshot.matches('ready');
  const isPreviewing = snapshot.hasTag('previewing');
  const previewFailed = snapshot.hasTag('previewError');
  const locked = snapshot.hasTag('submitting') || snapshot.hasTag('done');
  const pointsProblem = snapshot.matches({ ready: { points: { invalid: 'notMultiple' } } })
    ? 'notMultiple'
    : snapshot.matches({ ready: { points: { invalid: 'overMax' } } })
      ? 'overMax'
      : null;
  const blocked =
    !isReady || isPreviewing || previewFailed
      ? null
      : context.addressId === null
        ? ({ rule: 'addressRequired' } as const)
        : preview && !preview.canSubmit
          ? { message: preview.message }
          : null;
  const coupons = (preview?.coupons ?? []).map(withThreshold);
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    loadError: context.loadError,
    retryLoad: () => send({ type: 'checkout.retry' }),
    isReady,
    isPreviewing,
    previewFailed,
    isSubmitting: locked,
    pointsProblem,
    canApplyPoints: snapshot.can({ type: 'points.apply' }) && !locked,
    addressDialogOpen: snapshot.hasTag('addressDialog'),
    savingAddress: snapshot.hasTag('savingAddress'),
    invoiceDialogOpen: snapshot.hasTag('invoiceDialog'),
    locked,
    canSubmit: snapshot.can({ type: 'order.submit' }),
    blocked,

    addresses: context.addresses,
    maxAddresses: context.maxAddresses,
    selectedAddressId: context.addressId,
    selectAddress: (addressId) => send({ type: 'address.select', addressId }),
    addAddress: () => send({ type: 'address.add' }),
    editAddress: (addressId) => send({ type: 'address.edit', addressId }),
    editingAddress: context.editing,
    addressError: context.addressError,
    isFirstAddress: context.addresses.length === 0,
    saveAddress: (draft) => send({ type: 'address.save', draft }),
    cancelAddress: () => send({ type: 'address.cancel' }),

    deliveryMethod: context.deliveryMethod,
    selectDelivery: (method) => send({ type: 'delivery.select', method }),
    voucherOnly: preview?.voucherOnly ?? false,

    previewError: context.previewError,
    retryPreview: () => send({ type: 'preview.retry' }),
    offersBackToCart: context.source.kind === 'cart',
    preview,
    awaitingPreview: preview === null && !previewFailed,
    totalsStale: isPreviewing || previewFailed,
    storeOrders: (preview?.orders ?? []).map((order) => ({
      ...order,
      lines: order.lines.map((line) => ({ ...line, priceChanged: priceChange(line) !== null })),
      message: context.messages[order.storeId] ?? '',
    })),
    changeMessage: (storeId, text) => send({ type: 'message.change', storeId, text }),

    invoice: context.invoice,
    editInvoice: () => send({ type: 'invoice.edit' }),
    saveInvoice: (invoice) => send({ type: 'invoice.change', invoice }),
    cancelInvoice: () => send({ type: 'invoice.cancel' }),

    usableCoupons: coupons.filter((c) => c.applicable),
    unusableCoupons: coupons.filter((c) => !c.applicable),
    couponsDisabled: locked || isPreviewing,
    toggleCoupon: (userCouponId) => send({ type: 'coupon.toggle', userCouponId }),

    pointsInput: context.pointsInput,
    changePoints: (value) => send({ type: 'points.change', value }),
    applyPoints: () => send({ type: 'points.apply' }),

    submitError: snapshot.hasTag('submitError') ? context.submitError : null,
    submit: () => send({ type: 'order.submit' }),
  };
}

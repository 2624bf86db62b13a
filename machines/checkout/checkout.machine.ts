import { and, assign, fromPromise, raise, setup, stateIn } from 'xstate';
import {
  DEFAULT_INVOICE,
  invoiceBody,
  invoiceProblems,
  MESSAGE_MAX,
  parsePoints,
  pointsProblem,
  randomKey,
  type Address,
  type AddressBook,
  type AddressDraft,
  type CheckoutSource,
  type CouponOption,
  type DeliveryMethod,
  type InvoiceChoice,
  type OrderPreview,
  type PlacedOrder,
  type PlaceOrderRequest,
  type PreviewRequest,
  type ServiceRefusal,
} from './checkout.types.ts';
import { errorMessage } from '../shared/errors.ts';

/** One submit intent: its Idempotency-Key and the body it was made for. */
export interface SubmitIntent {
  key: string;
  fingerprint: string;
}

export interface CheckoutContext {
  source: CheckoutSource;
  addresses: Address[];
  maxAddresses: number;
  addressId: number | null;
  deliveryMethod: DeliveryMethod;
  invoice: InvoiceChoice;
  /** Coupons asked for; null until the first preview answers the server's own choice. */
  couponIds: number[] | null;
  /** Points asked for (a valid multiple of 10); `pointsInput` is what the buyer typed. */
  points: number;
  pointsInput: string;
  /** Merchant message per store id. */
  messages: Record<number, string>;
  /** The last preview the server answered (totals are shown from it only). */
  preview: OrderPreview | null;
  previewError: string | null;
  /** The address the dialog edits; null for a new one. */
  editing: Address | null;
  addressError: string | null;
  submitError: string | null;
  intent: SubmitIntent | null;
  placed: PlacedOrder | null;
  loadError: string | null;
}

export type CheckoutEvent =
  | { type: 'address.select'; addressId: number }
  | { type: 'address.add' }
  | { type: 'address.edit'; addressId: number }
  | { type: 'address.save'; draft: AddressDraft }
  | { type: 'address.cancel' }
  | { type: 'delivery.select'; method: DeliveryMethod }
  | { type: 'invoice.edit' }
  | { type: 'invoice.change'; invoice: InvoiceChoice }
  | { type: 'invoice.cancel' }
  | { type: 'coupon.toggle'; userCouponId: number }
  | { type: 'points.change'; value: string }
  | { type: 'points.apply' }
  | { type: 'message.change'; storeId: number; text: string }
  | { type: 'preview.retry' }
  | { type: 'order.submit' }
  | { type: 'checkout.retry' };

export interface CheckoutInput {
  source: CheckoutSource;
  /** An intent remembered across a reload (the same body reuses its key, so a reload never orders twice). */
  intent?: SubmitIntent | null;
}

/** The preview request of the current choices. */
export function previewRequest(context: CheckoutContext): PreviewRequest {
  return {
    ...(context.source.kind === 'direct' ? { lines: context.source.lines } : {}),
    ...(context.source.kind === 'direct' && context.source.group ? { group: context.source.group } : {}),
    ...(context.addressId !== null ? { addressId: context.addressId } : {}),
    deliveryMethod: context.deliveryMethod,
    ...(context.couponIds !== null ? { userCouponIds: context.couponIds } : {}),
    points: context.points,
  };
}

/**
 * The order body of the current choices and the last preview: coupons and points as the server applied
 * them, and the previewed payAmount as expectedPayAmount (the server refuses the order when it differs).
 */
export function submitBody(context: CheckoutContext): PlaceOrderRequest | null {
  const { preview, addressId } = context;
  if (!preview || addressId === null) return null;
  return {
    ...(context.source.kind === 'direct' ? { lines: context.source.lines } : {}),
    ...(context.source.kind === 'direct' && context.source.group ? { group: context.source.group } : {}),
    addressId,
    deliveryMethod: context.deliveryMethod,
    invoice: invoiceBody(context.invoice),
    userCouponIds: preview.coupons.filter((c) => c.selected).map((c) => c.userCouponId),
    points: preview.pointsUsed,
    messages: preview.orders
      .map((o) => ({ storeId: o.storeId, text: (context.messages[o.storeId] ?? '').trim() }))
      .filter((m) => m.text !== ''),
    expectedPayAmount: preview.payAmount,
  };
}

/**
 * The coupons to ask for after a click on one, starting from those the last preview shows selected: a
 * selected one is dropped; a new one joins, replacing the other platform coupon (one per order) or the
 * other coupon of the same store (one per store).
 */
export function toggleCoupon(coupons: readonly CouponOption[], userCouponId: number): number[] {
  const selected = coupons.filter((c) => c.selected);
  if (selected.some((c) => c.userCouponId === userCouponId))
    return selected.filter((c) => c.userCouponId !== userCouponId).map((c) => c.userCouponId);
  const picked = coupons.find((c) => c.userCouponId === userCouponId);
  if (!picked) return selected.map((c) => c.userCouponId);
  const clashes = (c: CouponOption) =>
    (picked.kind === 1 && c.kind === 1) ||
    (picked.kind === 2 && c.kind === 2 && c.storeId === picked.storeId);
  return [...selected.filter((c) => !clashes(c)).map((c) => c.userCouponId), userCouponId];
}

const fingerprint = (context: CheckoutContext) => JSON.stringify(submitBody(context));

/** The address to preselect: the one chosen if it is still there, else the default, else the first. */
function pickAddress(records: Address[], current: number | null): number | null {
  if (current !== null && records.some((a) => a.id === current)) return current;
  return (records.find((a) => a.isDefault) ?? records[0])?.id ?? null;
}

/** Whether a refusal came from the server (it answered): the preview may be stale, so it is redone. */
const isServerAnswer = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof (error as ServiceRefusal).status === 'number' &&
  (error as ServiceRefusal).status >= 400 &&
  (error as ServiceRefusal).status < 500;

/** What a submit needs: a current preview that allows it, an address, valid points, no open dialog. */
const canSubmit = and([
  stateIn('#checkout.ready.preview.previewed'),
  stateIn('#checkout.ready.points.valid'),
  stateIn('#checkout.ready.addressBook.closed'),
  'hasAddress',
  'previewAllowsSubmit',
]);

/** The same body keeps its intent's key (double click, retry); another body starts a new intent. */
const submitTransitions = [
  { guard: and([canSubmit, 'isSameIntent']), target: 'submitting' },
  { guard: canSubmit, target: 'submitting', actions: 'startIntent' },
] as const;

/**
 * Submit order (spec §2 submit-order, issue 6): the checked cart lines or the direct lines of a buy-now
 * link. `loading` reads the address book (default preselected), then `ready` runs five regions:
 * - `preview`: every choice that changes money (address, delivery method, coupon, applied points) asks
 *   the server again (`previewOrder`); the view shows totals from the last answer only.
 * - `points`: the typed points are `valid` or `invalid.notMultiple` (积分需为10的整数倍) / `invalid.overMax`.
 * - `addressBook`: the add/edit dialog (`open`), `saving` then `reloading` the book; a refusal such as
 *   创建的收货地址已达上限 stays in the dialog.
 * - `invoiceDialog`: `invoice.edit` opens it; `invoice.change` keeps a valid invoice (电子普通发票 by
 *   default, or 不开发票; a unit needs its name and taxpayer ID); it is not part of the preview.
 * - `submission`: `order.submit` is accepted when the preview is current and allows it, an address is
 *   chosen and the points are valid. Each submit intent has one Idempotency-Key, kept while the body stays
 *   the same (a double click or a retry reuses it; another body makes a new one). A server refusal (§8
 *   message) is shown and the preview redone; success calls `goToPayment` and ends in `done`.
 * Tags `loading`, `error`, `previewing`, `previewError`, `pointsInvalid`, `addressDialog`, `savingAddress`,
 * `invoiceDialog`, `submitting`, `submitError`, `done`.
 */
export const checkoutMachine = setup({
  types: {} as {
    context: CheckoutContext;
    events: CheckoutEvent;
    input: CheckoutInput;
  },
  actors: {
    loadAddresses: fromPromise<AddressBook, void>(async () => {
      throw new Error('loadAddresses is provided by the app');
    }),
    previewOrder: fromPromise<OrderPreview, PreviewRequest>(async () => {
      throw new Error('previewOrder is provided by the app');
    }),
    saveAddress: fromPromise<Address, AddressDraft>(async () => {
      throw new Error('saveAddress is provided by the app');
    }),
    placeOrder: fromPromise<PlacedOrder, { idempotencyKey: string; body: PlaceOrderRequest }>(async () => {
      throw new Error('placeOrder is provided by the app');
    }),
  },
  actions: {
    /** Keeps the intent where a reload finds it (the app: session storage). */
    saveIntent: (_, _params: { intent: SubmitIntent | null }) => {},
    goToPayment: (_, _params: { placed: PlacedOrder }) => {},
    startIntent: assign({
      intent: ({ context }) => ({ key: randomKey(), fingerprint: fingerprint(context) }),
    }),
  },
  guards: {
    hasAddress: ({ context }) => context.addressId !== null,
    isValidInvoice: ({ event }) =>
      event.type === 'invoice.change' && Object.keys(invoiceProblems(event.invoice)).length === 0,
    previewAllowsSubmit: ({ context }) => context.preview?.canSubmit === true,
    isSameIntent: ({ context }) => context.intent?.fingerprint === fingerprint(context),
    isKnownAddress: ({ context, event }) =>
      'addressId' in event && context.addresses.some((a) => a.id === event.addressId),
    isApplicableCoupon: ({ context, event }) =>
      event.type === 'coupon.toggle' &&
      (context.preview?.coupons.some((c) => c.userCouponId === event.userCouponId && c.applicable) ?? false),
    isNotMultiple: ({ context, event }) =>
      event.type === 'points.change' &&
      pointsProblem(event.value, context.preview?.maxPoints ?? 0) === 'notMultiple',
    isOverMax: ({ context, event }) =>
      event.type === 'points.change' &&
      pointsProblem(event.value, context.preview?.maxPoints ?? 0) === 'overMax',
    isNewPoints: ({ context }) =>
      pointsProblem(context.pointsInput, context.preview?.maxPoints ?? 0) === null &&
      parsePoints(context.pointsInput) !== context.points,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    source: input.source,
    addresses: [],
    maxAddresses: 0,
    addressId: null,
    deliveryMethod: 1,
    invoice: DEFAULT_INVOICE,
    couponIds: null,
    points: 0,
    pointsInput: '',
    messages: {},
    preview: null,
    previewError: null,
    editing: null,
    addressError: null,
    submitError: null,
    intent: input.intent ?? null,
    placed: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadAddresses',
        onDone: {
          target: 'ready',
          actions: assign(({ event, context }) => ({
            addresses: event.output.records,
            maxAddresses: event.output.max,
            addressId: pickAddress(event.output.records, context.addressId),
            loadError: null,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'checkout.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        preview: {
          initial: 'previewing',
          states: {
            previewing: {
              tags: ['previewing'],
              invoke: {
                src: 'previewOrder',
                input: ({ context }) => previewRequest(context),
                onDone: {
                  target: 'previewed',
                  actions: assign(({ event }) => ({
                    preview: event.output,
                    previewError: null,
                    couponIds: event.output.coupons.filter((c) => c.selected).map((c) => c.userCouponId),
                    points: event.output.pointsUsed,
                  })),
                },
                onError: {
                  target: 'stale',
                  actions: assign({ previewError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
            previewed: {},
            stale: { tags: ['previewError'] },
          },
          on: {
            'preview.retry': '.previewing',
            'address.select': {
              guard: 'isKnownAddress',
              target: '.previewing',
              actions: assign({ addressId: ({ event }) => event.addressId }),
            },
            'delivery.select': {
              target: '.previewing',
              actions: assign({ deliveryMethod: ({ event }) => event.method }),
            },
            'coupon.toggle': {
              guard: 'isApplicableCoupon',
              target: '.previewing',
              actions: assign({
                couponIds: ({ context, event }) => toggleCoupon(context.preview!.coupons, event.userCouponId),
              }),
            },
            'points.apply': {
              guard: 'isNewPoints',
              target: '.previewing',
              actions: assign({ points: ({ context }) => parsePoints(context.pointsInput) }),
            },
          },
        },
        points: {
          initial: 'valid',
          states: {
            valid: {},
            invalid: {
              tags: ['pointsInvalid'],
              initial: 'notMultiple',
              states: { notMultiple: {}, overMax: {} },
            },
          },
          on: {
            'points.change': [
              {
                guard: 'isNotMultiple',
                target: '.invalid.notMultiple',
                actions: assign({ pointsInput: ({ event }) => event.value }),
              },
              {
                guard: 'isOverMax',
                target: '.invalid.overMax',
                actions: assign({ pointsInput: ({ event }) => event.value }),
              },
              { target: '.valid', actions: assign({ pointsInput: ({ event }) => event.value }) },
            ],
          },
        },
        addressBook: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'address.add': {
                  target: 'open',
                  actions: assign({ editing: null, addressError: null }),
                },
                'address.edit': {
                  guard: 'isKnownAddress',
                  target: 'open',
                  actions: assign({
                    editing: ({ context, event }) => context.addresses.find((a) => a.id === event.addressId)!,
                    addressError: null,
                  }),
                },
              },
            },
            open: {
              tags: ['addressDialog'],
              on: {
                'address.save': 'saving',
                'address.cancel': 'closed',
              },
            },
            saving: {
              tags: ['addressDialog', 'savingAddress'],
              invoke: {
                src: 'saveAddress',
                input: ({ event }) => (event as Extract<CheckoutEvent, { type: 'address.save' }>).draft,
                onDone: {
                  target: 'reloading',
                  actions: assign({ addressId: ({ event }) => event.output.id, addressError: null }),
                },
                onError: {
                  target: 'open',
                  actions: assign({ addressError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
            reloading: {
              tags: ['addressDialog', 'savingAddress'],
              invoke: {
                src: 'loadAddresses',
                onDone: {
                  target: 'closed',
                  actions: [
                    assign(({ event, context }) => ({
                      addresses: event.output.records,
                      maxAddresses: event.output.max,
                      addressId: pickAddress(event.output.records, context.addressId),
                    })),
                    raise(({ context }) => ({
                      type: 'address.select' as const,
                      addressId: context.addressId!,
                    })),
                  ],
                },
                onError: {
                  target: 'open',
                  actions: assign({ addressError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
          },
        },
        submission: {
          initial: 'idle',
          states: {
            idle: { on: { 'order.submit': submitTransitions } },
            submitting: {
              tags: ['submitting'],
              entry: { type: 'saveIntent', params: ({ context }) => ({ intent: context.intent }) },
              invoke: {
                src: 'placeOrder',
                input: ({ context }) => ({ idempotencyKey: context.intent!.key, body: submitBody(context)! }),
                onDone: {
                  target: '#checkout.done',
                  actions: [
                    assign({ placed: ({ event }) => event.output, submitError: null }),
                    { type: 'saveIntent', params: { intent: null } },
                    { type: 'goToPayment', params: ({ event }) => ({ placed: event.output }) },
                  ],
                },
                onError: [
                  {
                    guard: ({ event }) => isServerAnswer(event.error),
                    target: 'refused',
                    actions: [
                      assign({ submitError: ({ event }) => errorMessage(event.error) }),
                      raise({ type: 'preview.retry' }),
                    ],
                  },
                  {
                    target: 'refused',
                    actions: assign({ submitError: ({ event }) => errorMessage(event.error) }),
                  },
                ],
              },
            },
            refused: {
              tags: ['submitError'],
              on: {
                'order.submit': submitTransitions,
                'address.select': 'idle',
                'delivery.select': 'idle',
                'coupon.toggle': 'idle',
                'points.apply': 'idle',
              },
            },
          },
        },
        invoiceDialog: {
          initial: 'closed',
          states: {
            closed: { on: { 'invoice.edit': 'open' } },
            open: {
              tags: ['invoiceDialog'],
              on: {
                'invoice.change': {
                  guard: 'isValidInvoice',
                  target: 'closed',
                  actions: assign({ invoice: ({ event }) => event.invoice }),
                },
                'invoice.cancel': 'closed',
              },
            },
          },
        },
      },
      on: {
        'message.change': {
          actions: assign({
            messages: ({ context, event }) => ({
              ...context.messages,
              [event.storeId]: event.text.slice(0, MESSAGE_MAX),
            }),
          }),
        },
      },
    },
    done: { type: 'final', tags: ['done'] },
  },
});

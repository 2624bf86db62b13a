import type { EventFrom, SnapshotFrom } from 'xstate';
import {
  formatCountdown,
  secondsUntil,
  type Cashier,
  type Payment,
  type PayMethod,
  type paymentMachine,
} from './payment.machine.ts';

/** One payment method of the counter, as its radio shows it. */
export interface PayMethodApi {
  method: PayMethod;
  enabled: boolean;
  /** Why it cannot pay (余额不足，当前余额：¥x), empty when it can. */
  reason: string;
  selected: boolean;
  /** Not choosable now: it cannot pay, a payment is being created, or the order is being read again. */
  disabled: boolean;
  /** The balance or the points it would use are shown beside an enabled balance or points method. */
  hint: 'balance' | 'points' | null;
  select(): void;
}

/** The QR code to scan while an Alipay or WeChat payment is pending. */
export interface PaymentQrApi {
  method: PayMethod;
  amount: string;
  qrSvg: string | null;
  qrUrl: string | null;
  /** mm:ss until the code stops working. */
  countdown: string;
}

/** What the checkout counter and the weixin-pay page read from the payment machine. */
export interface PaymentApi {
  isWechatPage: boolean;
  /** No such submission or payment in the URL. */
  isNotFound: boolean;
  loadFailed: boolean;
  /** Why loading failed (the server's words). */
  loadError: string | null;
  retryLoad(): void;
  /** Nothing to show yet: loading, or leaving for pay success or the weixin-pay page. */
  isLoading: boolean;
  cashier: Cashier | null;
  /** mm:ss until the orders cancel themselves. */
  orderCountdown: string;
  /** This submission can no longer be paid here; the page offers to order again (and the first order). */
  expired: { reason: 'orderExpired' | 'qrExpired' | 'refunded'; orderNo: string | null } | null;
  payFailed: boolean;
  retryPayment(): void;
  qr: PaymentQrApi | null;
  /** 其他支付方式 waits while the order is being read again (coming back to the page). */
  canChangeMethod: boolean;
  changeMethod(): void;
  /** The methods show while one is chosen and while the payment is created. */
  showsMethods: boolean;
  methods: PayMethodApi[];
  isPaying: boolean;
  canPay: boolean;
  pay(): void;
  /** Why the last payment was refused (the server's words). */
  error: string | null;
}

const expiredReason = (snapshot: SnapshotFrom<typeof paymentMachine>) =>
  snapshot.matches('orderExpired') || snapshot.matches({ rechecking: 'orderExpired' })
    ? 'orderExpired'
    : snapshot.matches('qrExpired') || snapshot.matches({ rechecking: 'qrExpired' })
      ? 'qrExpired'
      : snapshot.matches('refunded')
        ? 'refunded'
        : null;

const qrOf = (payment: Payment, now: number): PaymentQrApi => ({
  method: payment.method,
  amount: payment.amount,
  qrSvg: payment.qrSvg,
  qrUrl: payment.qrUrl,
  countdown: formatCountdown(secondsUntil(payment.expiresAt, now)),
});

export function connect(
  snapshot: SnapshotFrom<typeof paymentMachine>,
  send: (event: EventFrom<typeof paymentMachine>) => void,
): PaymentApi {
  const { cashier, payment, method, now } = snapshot.context;
  const isPaying = snapshot.hasTag('paying');
  const reason = expiredReason(snapshot);
  return {
    isWechatPage: snapshot.context.variant === 'wechat',
    isNotFound: snapshot.hasTag('notFound'),
    loadFailed: snapshot.hasTag('error'),
    loadError: snapshot.context.error,
    retryLoad: () => send({ type: 'cashier.retry' }),
    isLoading:
      snapshot.hasTag('loading') ||
      cashier === null ||
      snapshot.hasTag('paid') ||
      snapshot.matches('handedOff'),
    cashier,
    orderCountdown: formatCountdown(secondsUntil(cashier?.expiresAt, now)),
    expired: reason ? { reason, orderNo: cashier?.orderNos[0] ?? null } : null,
    payFailed: snapshot.hasTag('failed'),
    retryPayment: () => send({ type: 'payment.retry' }),
    qr: snapshot.hasTag('qr') && payment ? qrOf(payment, now) : null,
    canChangeMethod: snapshot.can({ type: 'method.change' }),
    changeMethod: () => send({ type: 'method.change' }),
    showsMethods: snapshot.hasTag('choosing') || isPaying,
    methods: (cashier?.methods ?? []).map((m) => ({
      method: m.method,
      enabled: m.enabled,
      reason: m.reason,
      selected: method === m.method,
      disabled: !snapshot.can({ type: 'method.select', method: m.method }),
      hint: m.enabled && (m.method === 'balance' || m.method === 'points') ? m.method : null,
      select: () => send({ type: 'method.select', method: m.method }),
    })),
    isPaying,
    canPay: snapshot.can({ type: 'pay.submit' }),
    pay: () => send({ type: 'pay.submit' }),
    error: snapshot.context.error,
  };
}

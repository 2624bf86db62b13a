import type { EventFrom, SnapshotFrom } from 'xstate';
import type { ConsoleMenu, ConsoleMe, ConsoleRole } from './console.types.ts';
import type {
  ConsoleImageCert,
  ConsoleSessionRefusal,
  consoleSessionMachine,
} from './console-session.machine.ts';

/** Where the console stands: still asking, someone is in, no one is, or the check itself failed. */
export type ConsoleSessionStatus = 'checking' | 'signedIn' | 'signedOut' | 'failed';

/** What the console's shell, guard and login page read from the session machine. */
export interface ConsoleSessionApi {
  status: ConsoleSessionStatus;
  shopId: string | null;
  me: ConsoleMe | null;
  /** The menus of the signed-in user, in the shell's order. */
  menus: ConsoleMenu[];
  /** The role shown in the header: the mall operator's, else the first store's, else a purchaser's. */
  role: ConsoleRole | null;
  /** The store shown in the header (the operator sees every store: null). */
  storeName: string | null;
  /** A sign-in, its check or a logout is under way: the form and the logout button wait. */
  isBusy: boolean;
  /** The server's words for the last failure. */
  error: string | null;
  /** Our own reason for refusing the last attempt (not staff, a missing field, tenant or picture answer). */
  refusal: ConsoleSessionRefusal | null;
  /** The server asks for a picture to be answered with the next attempt. */
  needsImageCheck: boolean;
  imageCert: ConsoleImageCert | null;
  /** The tenant can be changed (only while signed out and idle). */
  canChangeTenant: boolean;
  changeTenant(shopId: string): void;
  signIn(fields: { userName: string; password: string; imageCode?: string }): void;
  refreshImage(): void;
  logout(): void;
  retry(): void;
}

/**
 * The console's menus in their order (the server opens a subset to each role). A record, so a menu the
 * server adds and this list lacks is a type error rather than a menu that silently never shows.
 */
const MENU_RANK: Record<ConsoleMenu, number> = {
  orders: 0,
  vouchers: 1,
  afterSales: 2,
  invoices: 3,
  comments: 4,
  chat: 5,
  settle: 6,
  stores: 7,
  purchaseOrders: 8,
};

export function connect(
  snapshot: SnapshotFrom<typeof consoleSessionMachine>,
  send: (event: EventFrom<typeof consoleSessionMachine>) => void,
): ConsoleSessionApi {
  const { me, shopId, error, refusal, imageCert } = snapshot.context;
  const status: ConsoleSessionStatus =
    snapshot.matches('checking') || snapshot.matches('loadingMe')
      ? 'checking'
      : snapshot.matches('failed')
        ? 'failed'
        : snapshot.hasTag('signedIn')
          ? 'signedIn'
          : 'signedOut';
  const firstStore = me?.stores[0] ?? null;
  return {
    status,
    shopId,
    me,
    menus: (me?.menus ?? []).filter((m) => m in MENU_RANK).sort((x, y) => MENU_RANK[x] - MENU_RANK[y]),
    role: me
      ? me.isOperator
        ? 'operator'
        : (firstStore?.role ?? (me.menus.includes('purchaseOrders') ? 'purchaser' : null))
      : null,
    storeName: me && !me.isOperator ? (firstStore?.storeName ?? null) : null,
    isBusy: snapshot.hasTag('submitting'),
    error,
    refusal,
    needsImageCheck: snapshot.hasTag('imageCheck'),
    imageCert,
    canChangeTenant:
      snapshot.can({ type: 'tenant.change', shopId: 'DEMO' }) && !snapshot.hasTag('submitting'),
    changeTenant: (id) => send({ type: 'tenant.change', shopId: id }),
    signIn: (fields) => send({ type: 'login.submit', ...fields }),
    refreshImage: () => send({ type: 'imageCert.refresh' }),
    logout: () => send({ type: 'session.logout' }),
    retry: () => send({ type: 'session.retry' }),
  };
}

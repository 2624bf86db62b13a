import type { SnapshotFrom } from 'xstate';
import type { flashSaleMachine, FlashSaleEvent } from './flash-sale.machine.ts';
import {
  countdown,
  flashItemState,
  soldPercent,
  windowState,
  type ActivityState,
  type Countdown,
  type FlashItem,
} from './promotions.types.ts';

export interface FlashSessionTab {
  sessionId: number;
  title: string;
  startsAt: string;
  state: ActivityState;
  selected: boolean;
}

export interface FlashItemView extends FlashItem {
  state: ActivityState;
  percent: number;
  canBuy: boolean;
}

/** What the flash-sale page shows and can do (views render this only). */
export interface FlashSaleApi {
  isLoading: boolean;
  loadFailed: boolean;
  error: string | null;
  tabs: FlashSessionTab[];
  /** The selected session's state and countdown (to its start, or to its end). */
  sessionState: ActivityState | null;
  countdown: Countdown | null;
  items: FlashItemView[];
  selectSession(sessionId: number): void;
  buy(itemId: number): void;
  retry(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof flashSaleMachine>,
  send: (event: FlashSaleEvent) => void,
): FlashSaleApi {
  const { sessions, selected, offset, now: local, error } = snapshot.context;
  const now = local + offset;
  const session = sessions.find((s) => s.sessionId === selected) ?? null;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    error,
    tabs: sessions.map((s) => ({
      sessionId: s.sessionId,
      title: s.title,
      startsAt: s.startsAt,
      state: windowState(s.startsAt, s.endsAt, now),
      selected: s.sessionId === selected,
    })),
    sessionState: session ? windowState(session.startsAt, session.endsAt, now) : null,
    countdown: session ? countdown(session.startsAt, session.endsAt, now) : null,
    items: (session?.items ?? []).map((item) => {
      const state = flashItemState(item, session!, now);
      return {
        ...item,
        state,
        percent: soldPercent(item),
        canBuy: snapshot.can({ type: 'item.buy', itemId: item.itemId }),
      };
    }),
    selectSession: (sessionId) => send({ type: 'session.select', sessionId }),
    buy: (itemId) => send({ type: 'item.buy', itemId }),
    retry: () => send({ type: 'list.retry' }),
  };
}

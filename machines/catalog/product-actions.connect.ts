import type { EventFrom, SnapshotFrom } from 'xstate';
import { COMPARE_LIMIT, type productActionsMachine } from './product-actions.machine.ts';

type Snapshot = SnapshotFrom<typeof productActionsMachine>;
type Send = (event: EventFrom<typeof productActionsMachine>) => void;

/** What 收藏, 关注店铺 and 加入对比 read from their machine, and the intents they send. */
export interface ProductActionsApi {
  /** A toggle or the state load is under way: the buttons wait. */
  isBusy: boolean;
  favourited: boolean;
  following: boolean;
  /**
   * Whether the toggles report a pressed state: only for a logged-in viewer (an anonymous click opens the
   * login popup, so there is nothing to press).
   */
  showsPressed: boolean;
  /** The SKU is in the comparison list (已加入对比). */
  compared: boolean;
  /** 加入对比 is offered: hidden once the list is full without this SKU in it. */
  offersCompare: boolean;
  compareDisabled: boolean;
  favourite(): void;
  follow(): void;
  addToCompare(): void;
}

export function connect(snapshot: Snapshot, send: Send): ProductActionsApi {
  const { state, loggedIn } = snapshot.context;
  const isBusy = snapshot.hasTag('busy') || snapshot.hasTag('loading');
  const compared = state?.compared === true;
  return {
    isBusy,
    favourited: state?.favourited === true,
    following: state?.following === true,
    showsPressed: loggedIn,
    compared,
    offersCompare: !(state !== null && !state.compared && state.compareCount >= COMPARE_LIMIT),
    compareDisabled: isBusy || compared,
    favourite: () => send({ type: 'favourite.toggle' }),
    follow: () => send({ type: 'follow.toggle' }),
    addToCompare: () => send({ type: 'compare.add' }),
  };
}

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  productActionsMachine,
  type ProductUserState,
} from '../../../machines/catalog/product-actions.machine.ts';
import {
  commentPages,
  productCommentsMachine,
  type CommentPage,
} from '../../../machines/catalog/product-comments.machine.ts';

function actions(loggedIn: boolean, initial: Partial<ProductUserState> = {}) {
  const calls: string[] = [];
  let state: ProductUserState = {
    favourited: false,
    following: false,
    compared: false,
    compareCount: 0,
    ...initial,
  };
  const machine = productActionsMachine.provide({
    actors: {
      recordFootprint: fromPromise(async ({ input }) => {
        calls.push(`footprint ${input.skuId}`);
      }),
      loadUserState: fromPromise(async ({ input }) => {
        calls.push(`state ${input.skuId}`);
        return state;
      }),
      toggleFavourite: fromPromise(async () => {
        state = { ...state, favourited: !state.favourited };
        return { favourited: state.favourited };
      }),
      toggleFollow: fromPromise(async ({ input }) => {
        calls.push(`follow ${input.storeId}`);
        state = { ...state, following: !state.following };
        return { following: state.following };
      }),
      addCompare: fromPromise(async () => {
        state = { ...state, compared: true, compareCount: state.compareCount + 1 };
        return { count: state.compareCount };
      }),
    },
    actions: {
      requireLogin: () => calls.push('login'),
      notifyCompared: () => calls.push('compared'),
    },
  });
  const actor = createActor(machine, { input: { skuId: 7, storeId: 3, loggedIn } }).start();
  return { actor, calls };
}

describe('product actions', () => {
  it('records the footprint before loading the state of a logged-in viewer', async () => {
    const { actor, calls } = actions(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['footprint 7', 'state 7']);
  });

  it('toggles favourite and follow, and adds to comparison once', async () => {
    const { actor, calls } = actions(true);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'favourite.toggle' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.state?.favourited).toBe(true);
    actor.send({ type: 'follow.toggle' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.state?.following).toBe(true);
    actor.send({ type: 'compare.add' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.state).toMatchObject({ compared: true, compareCount: 1 });
    expect(actor.getSnapshot().can({ type: 'compare.add' })).toBe(false);
    expect(calls).toContain('follow 3');
    expect(calls).toContain('compared');
  });

  it('refuses comparison when the list holds four', async () => {
    const { actor } = actions(true, { compareCount: 4 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'compare.add' })).toBe(false);
  });

  it('opens the login popup for an anonymous viewer and records nothing', () => {
    const { actor, calls } = actions(false);
    actor.send({ type: 'favourite.toggle' });
    actor.send({ type: 'follow.toggle' });
    expect(calls).toEqual(['login', 'login']);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
  });

  it('waits without a product and starts over on login or another SKU', async () => {
    const calls: string[] = [];
    const machine = productActionsMachine.provide({
      actors: {
        recordFootprint: fromPromise(async ({ input }) => void calls.push(`footprint ${input.skuId}`)),
        loadUserState: fromPromise(async (): Promise<ProductUserState> => ({
          favourited: true,
          following: false,
          compared: false,
          compareCount: 0,
        })),
      },
    });
    const actor = createActor(machine, { input: { skuId: 0, storeId: 0, loggedIn: true } }).start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'page.change', skuId: 5, storeId: 2, loggedIn: false });
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    actor.send({ type: 'page.change', skuId: 5, storeId: 2, loggedIn: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['footprint 5']);
    expect(actor.getSnapshot().context.state?.favourited).toBe(true);
  });
});

describe('product comments', () => {
  const page = (current: number) => ({
    records: [
      {
        commentId: current,
        userName: '王**',
        anonymous: true,
        rating: 5,
        content: '好',
        pictures: [],
        createdAt: '',
      },
    ],
    total: 12,
    averageRating: 4.5,
  });

  it('loads page 1, pages within the range and starts over for another SKU', async () => {
    const loads: string[] = [];
    const machine = productCommentsMachine.provide({
      actors: {
        loadComments: fromPromise(async ({ input }) => {
          loads.push(`${input.skuId}:${input.current}:${input.size}`);
          return page(input.current);
        }),
      },
    });
    const actor = createActor(machine, { input: { skuId: 1 } }).start();
    await waitFor(actor, (s) => s.matches('shown'));
    expect(commentPages(actor.getSnapshot().context.page)).toBe(3);
    expect(actor.getSnapshot().can({ type: 'page.go', page: 4 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'page.go', page: 1 })).toBe(false);
    actor.send({ type: 'page.go', page: 3 });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.current).toBe(3);
    actor.send({ type: 'sku.change', skuId: 2 });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(loads).toEqual(['1:1:5', '1:3:5', '2:1:5']);
  });

  it('tags an empty list and retries a failed load', async () => {
    let fail = true;
    let loads = 0;
    const machine = productCommentsMachine.provide({
      actors: {
        loadComments: fromPromise(async (): Promise<CommentPage> => {
          loads += 1;
          if (fail) throw new Error('offline');
          return { records: [], total: 0, averageRating: 0 };
        }),
      },
    });
    const actor = createActor(machine, { input: { skuId: 1 } }).start();
    const failed = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.hasTag('empty')).toBe(false);
    expect(failed.context.page).toBeNull();
    fail = false;
    actor.send({ type: 'comments.retry' });
    const empty = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(empty.hasTag('empty')).toBe(true);
    expect(empty.hasTag('error')).toBe(false);
    expect(empty.context.page?.records).toEqual([]);
    // One page of nothing: no other page to go to.
    expect(commentPages(empty.context.page)).toBe(1);
    expect(empty.can({ type: 'page.go', page: 2 })).toBe(false);
    expect(loads).toBe(2);
  });
});

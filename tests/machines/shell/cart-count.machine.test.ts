import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartCountMachine } from '../../../machines/shell/cart-count.machine.ts';

const withCounts = (...answers: Array<number | Error>) =>
  cartCountMachine.provide({
    actors: {
      loadCartCount: fromPromise(async () => {
        const next = answers.shift();
        if (next instanceof Error || next === undefined) throw next ?? new Error('no answer');
        return next;
      }),
    },
  });

describe('cart count machine', () => {
  it('has no count for an anonymous visitor and never loads one', () => {
    const actor = createActor(withCounts(5), { input: { loggedIn: false } }).start();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.count).toBeNull();
    expect(actor.getSnapshot().can({ type: 'cart.refresh' })).toBe(false);
  });

  it('loads the count for a logged-in user and reloads it on cart.refresh', async () => {
    const actor = createActor(withCounts(3, 120), { input: { loggedIn: true } }).start();
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.count).toBe(3);
    actor.send({ type: 'cart.refresh' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.count === 120);
  });

  it('keeps the last known count when a reload fails', async () => {
    const actor = createActor(withCounts(7, new Error('network')), { input: { loggedIn: true } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'cart.refresh' });
    const after = await waitFor(actor, (s) => s.matches('ready'));
    expect(after.context.count).toBe(7);
  });
});

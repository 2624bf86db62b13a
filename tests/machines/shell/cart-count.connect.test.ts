import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/shell/cart-count.connect.ts';
import { cartCountMachine } from '../../../machines/shell/cart-count.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

function harness(loggedIn: boolean) {
  const env = controllableActors();
  const machine = cartCountMachine.provide({ actors: { loadCartCount: env.actor('loadCartCount') } });
  const actor = createActor(machine, { input: { loggedIn } }).start();
  return { env, api: () => connect(actor.getSnapshot(), actor.send) };
}

describe('cart count connect', () => {
  it('has no count and no badge for a visitor', () => {
    const { api } = harness(false);
    expect(api()).toMatchObject({ count: null, badge: null });
  });

  it('shows the count as the badge, 99+ from 100, and reloads it on refresh', async () => {
    const { api, env } = harness(true);
    expect(api().badge).toBeNull();
    await env.resolve('loadCartCount', 7);
    expect(api()).toMatchObject({ count: 7, badge: '7' });
    api().refresh();
    await env.resolve('loadCartCount', 120);
    expect(api()).toMatchObject({ count: 120, badge: '99+' });
  });
});

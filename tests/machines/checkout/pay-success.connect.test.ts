import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/checkout/pay-success.connect.ts';
import type { Submission } from '../../../machines/orders/order-detail.machine.ts';
import { createContentPageMachine } from '../../../machines/website/content-page.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const submission = (status: Submission['status']): Submission => ({
  submissionId: 9,
  status,
  payAmount: '210.00',
  expiresAt: '2026-03-01T10:30:00Z',
  payMethod: status === 'paid' ? 'alipay' : null,
  paidAt: status === 'paid' ? '2026-03-01T10:05:00Z' : null,
  orders: [],
});

function harness() {
  const env = controllableActors();
  const machine = createContentPageMachine<Submission>().provide({
    actors: { loadContent: env.actor('loadContent') },
  });
  const actor = createActor(machine, { input: { key: '9' } }).start();
  return { env, api: () => connect(actor.getSnapshot(), actor.send) };
}

describe('pay success connect', () => {
  it('waits for the submission, then says where it stands', async () => {
    const { env, api } = harness();
    expect(api().isLoading).toBe(true);
    expect(api().status).toBeNull();
    await env.resolve('loadContent', submission('unpaid'));
    expect(api().isLoading).toBe(false);
    expect(api().status).toBe('unpaid');
  });

  it('an unknown submission is not found; a failed load offers a retry', async () => {
    const missing = harness();
    await missing.env.resolve('loadContent', null);
    expect(missing.api().isNotFound).toBe(true);

    const failing = harness();
    await failing.env.reject('loadContent');
    expect(failing.api().loadFailed).toBe(true);
    failing.api().retry();
    expect(failing.api().isLoading).toBe(true);
  });
});

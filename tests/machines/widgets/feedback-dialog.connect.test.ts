import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/widgets/feedback-dialog.connect.ts';
import {
  feedbackDialogMachine,
  type FeedbackOptions,
  type FeedbackRecord,
} from '../../../machines/widgets/feedback-dialog.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const OPTIONS: FeedbackOptions = {
  problemTypes: [{ code: '7', label: '其他' }],
  suppliers: [{ supplierId: 1, supplierName: '供应商一' }],
};
const RECORD: FeedbackRecord = { problemType: '7', problemDesc: '页面打不开', supplierId: null };

function harness() {
  const env = controllableActors();
  const machine = feedbackDialogMachine.provide({
    actors: {
      loadFeedbackOptions: env.actor('loadFeedbackOptions'),
      submitFeedback: env.actor('submitFeedback'),
    },
  });
  const actor = createActor(machine).start();
  return { env, api: () => connect(actor.getSnapshot(), actor.send) };
}

describe('feedback dialog connect', () => {
  it('opens loading, then shows the form with its options', async () => {
    const { api, env } = harness();
    expect(api().isOpen).toBe(false);
    api().open();
    expect(api()).toMatchObject({ isOpen: true, isLoading: true, options: null });
    await env.resolve('loadFeedbackOptions', OPTIONS);
    expect(api()).toMatchObject({ isLoading: false, options: OPTIONS, isSubmitting: false });
  });

  it('keeps the form with the server message after a refused submission, closes after a good one', async () => {
    const { api, env } = harness();
    api().open();
    await env.resolve('loadFeedbackOptions', OPTIONS);
    api().submit(RECORD);
    expect(api().isSubmitting).toBe(true);
    expect(env.inputs.submitFeedback).toEqual([RECORD]);
    await env.reject('submitFeedback', new Error('请选择供应商'));
    expect(api()).toMatchObject({ isOpen: true, isSubmitting: false, error: '请选择供应商' });
    api().submit(RECORD);
    await env.resolve('submitFeedback');
    expect(api()).toMatchObject({ isOpen: false, error: null });
  });

  it('offers a retry after the options fail to load', async () => {
    const { api, env } = harness();
    api().open();
    await env.reject('loadFeedbackOptions');
    expect(api().loadFailed).toBe(true);
    api().retry();
    expect(api().isLoading).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerKey } from '../../server/src/platform/plugins/first-view.ts';

/**
 * The page's first-view answers are keyed by the server (answerKey, server/src/platform/plugins/
 * first-view.ts) and looked up by the client (src/shared/api/first-view.ts) with one canonical JSON
 * (machines/shared/canonical-json.ts): a call finds its answer whatever order its body's keys come in,
 * and only once.
 */
const CALL = {
  method: 'POST' as const,
  url: '/iiot/jcmall-search/hotSearch/pageListForFront',
  body: { type: 0, isFront: 1, page: { size: 8, current: 1 } },
};
const ANSWER = { success: true, code: 200, data: ['签字笔', 'A4纸'] };

function pageWith(answers: Record<string, unknown>) {
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === 'mall-first-view' ? { textContent: JSON.stringify({ answers }) } : null,
  });
}

describe('the first view’s answers in the client', () => {
  beforeEach(() => {
    vi.resetModules();
    // Answers serve the page view they were loaded with (its first minute).
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('finds the server’s answer for a body whose keys come in another order, once', async () => {
    pageWith({ [answerKey('DEMO', CALL)]: ANSWER });
    const { takeFirstViewData } = await import('../../src/shared/api/first-view.ts');
    const reordered = { page: { current: 1, size: 8 }, isFront: 1, type: 0 };
    expect(takeFirstViewData('DEMO', 'POST', CALL.url, reordered)).toEqual(ANSWER.data);
    expect(takeFirstViewData('DEMO', 'POST', CALL.url, reordered)).toBeUndefined();
  });

  it('answers a request of the same call through the fetch middleware, and no other tenant’s', async () => {
    pageWith({ [answerKey('DEMO', CALL)]: ANSWER });
    const { takeFirstViewAnswer } = await import('../../src/shared/api/first-view.ts');
    const request = (shopId: string) =>
      new Request(`http://mall${CALL.url}`, {
        method: 'POST',
        headers: { shopId, 'Content-Type': 'application/json' },
        body: JSON.stringify({ isFront: 1, page: { current: 1, size: 8 }, type: 0 }),
      });
    expect(await takeFirstViewAnswer(request('HBKY'))).toBeUndefined();
    const response = await takeFirstViewAnswer(request('DEMO'));
    expect(await response?.json()).toEqual(ANSWER);
  });

  it('serves nothing after the first minute of the page view', async () => {
    pageWith({ [answerKey('DEMO', CALL)]: ANSWER });
    vi.spyOn(performance, 'now').mockReturnValue(61_000);
    const { takeFirstViewData } = await import('../../src/shared/api/first-view.ts');
    expect(takeFirstViewData('DEMO', 'POST', CALL.url, CALL.body)).toBeUndefined();
  });
});

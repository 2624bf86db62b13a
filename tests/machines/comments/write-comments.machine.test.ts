import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { NewComment, PendingCommentLine } from '../../../machines/comments/comments.types.ts';
import { connect, type WriteCommentsApi } from '../../../machines/comments/write-comments.connect.ts';
import {
  canSend,
  writeCommentsMachine,
  writtenLines,
  type WriteCommentsContext,
} from '../../../machines/comments/write-comments.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  definedTransitions,
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

// ---------------------------------------------------------------------------------------------------
// Fixtures: order 202603051000000007, received, with two lines still awaiting their comment.

const ORDER_NO = '202603051000000007';
const A = 7001;
const B = 7002;
const LINES: PendingCommentLine[] = [
  {
    orderNo: ORDER_NO,
    lineId: A,
    skuId: 10021,
    name: '人体工学办公椅',
    mainImg: '/oss/goods/10021/main.jpg',
    specs: '黑色',
    receivedAt: '2026-03-08T09:00:00Z',
  },
  {
    orderNo: ORDER_NO,
    lineId: B,
    skuId: 10088,
    name: 'A4 复印纸 500张',
    mainImg: '/oss/goods/10088/main.jpg',
    specs: '',
    receivedAt: '2026-03-08T09:00:00Z',
  },
];

/** Line A's texts: a good one (padded, to be trimmed), one over 150 code points, a blank one. */
const A_OK = '  椅子很舒服，腰托到位 👍\u3000';
const A_LONG = '好'.repeat(150) + '😀';
const A_BLANK = ' \u3000\n ';
const B_OK = 'Good paper 纸张很白 📄';
/** The pictures the page hands over at submit: none for line B, some for a line not in the order. */
const PICTURES: Record<number, string[]> = { [A]: ['f_a1b2c3', 'f_a1b2c4'], 9999: ['f_zzz'] };

const LOAD_FAILED = '网络连接失败，请稍后重试';
const REFUSED = '该订单商品已评价';

// ---------------------------------------------------------------------------------------------------
// The machine's written transitions taken by any test of this file (checked by the last test).

const WRITTEN = new Set(definedTransitions(writeCommentsMachine).values());
const taken = new Set<string>();

function harness() {
  const env = controllableActors();
  let goToMyComments = 0;
  const machine = writeCommentsMachine.provide({
    actors: { loadLines: env.actor('loadLines'), sendComments: env.actor('sendComments') },
    actions: { goToMyComments: () => void goToMyComments++ },
  });
  const names = definedTransitions(machine);
  const actor = createActor(machine, {
    input: { orderNo: ORDER_NO },
    inspect: (e) => {
      if (e.type === '@xstate.microstep')
        for (const t of e._transitions) if (names.has(t)) taken.add(names.get(t)!);
    },
  }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (does: (api: WriteCommentsApi) => void) => {
    does(api());
    await flush();
  };
  const loads = () => env.inputs.loadLines ?? [];
  const sends = () => (env.inputs.sendComments ?? []) as Array<{ orderNo: string; comments: NewComment[] }>;
  const line = (id: number) => api().lines.find((l) => l.line.lineId === id)!;
  return {
    env,
    actor,
    api,
    act,
    loads,
    sends,
    line,
    goToMyComments: () => goToMyComments,
    snap: () => actor.getSnapshot(),
  };
}

async function editing() {
  const h = harness();
  await h.env.resolve('loadLines', LINES);
  return h;
}

const context = (drafts: WriteCommentsContext['drafts']): WriteCommentsContext => ({
  orderNo: ORDER_NO,
  lines: LINES,
  drafts,
  checked: false,
  error: null,
});

// ---------------------------------------------------------------------------------------------------

describe('write comments rules', () => {
  it('a line is written when its text is not blank; only written lines must keep the rules', () => {
    const draft = (content: string) => ({ rating: 5, content, anonymous: false });
    expect(writtenLines(context({ [A]: draft(''), [B]: draft(A_BLANK) }))).toEqual([]);
    expect(canSend(context({ [A]: draft(''), [B]: draft(A_BLANK) }))).toBe(false);
    expect(writtenLines(context({ [A]: draft(A_OK), [B]: draft('') }))).toEqual([A]);
    expect(canSend(context({ [A]: draft(A_OK), [B]: draft('') }))).toBe(true);
    expect(writtenLines(context({ [A]: draft(A_LONG), [B]: draft(B_OK) }))).toEqual([A, B]);
    expect(canSend(context({ [A]: draft(A_LONG), [B]: draft(B_OK) }))).toBe(false);
    // 150 emoji are 300 UTF-16 units but 150 characters.
    expect(canSend(context({ [A]: draft('😀'.repeat(150)), [B]: draft('') }))).toBe(true);
  });
});

describe('write comments machine', () => {
  it('loads the order’s lines, each with a 5-star, named, empty draft', async () => {
    const { env, api, loads } = harness();
    expect(loads()).toEqual([{ orderNo: ORDER_NO }]);
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, isNothingToDo: false, lines: [] });
    await env.resolve('loadLines', LINES);
    expect(api()).toMatchObject({
      isLoading: false,
      loadFailed: false,
      isNothingToDo: false,
      isSubmitting: false,
      nothingWritten: false,
      error: null,
    });
    expect(api().lines).toEqual(
      LINES.map((line) => ({ line, draft: { rating: 5, content: '', anonymous: false }, problem: null })),
    );
  });

  it('an order with no line awaiting a comment has nothing to do', async () => {
    const { env, api, act, sends } = harness();
    await env.resolve('loadLines', []);
    expect(api()).toMatchObject({ isNothingToDo: true, isLoading: false, loadFailed: false, lines: [] });
    await act((a) => a.submit(PICTURES));
    expect(sends()).toEqual([]);
  });

  it('a rating is a whole number of stars from 1 to 5', async () => {
    const { api, act, line } = await editing();
    for (const rating of [1, 2, 3, 4, 5]) {
      await act((a) => a.setRating(A, rating));
      expect(line(A).draft.rating).toBe(rating);
    }
    for (const rating of [0, 6, -1, 4.5, Number.NaN, Infinity]) {
      await act((a) => a.setRating(A, rating));
      expect(line(A).draft.rating).toBe(5);
    }
    expect(line(B).draft.rating).toBe(5);
    expect(api().lines).toHaveLength(2);
  });

  it('sends only the written lines, trimmed, with their pictures and anonymous flag; then my comments', async () => {
    const { env, api, act, sends, goToMyComments, snap } = await editing();
    await act((a) => {
      a.setRating(A, 3);
      a.setContent(A, A_OK);
      a.setAnonymous(A, true);
      a.setContent(B, A_BLANK);
      a.setAnonymous(B, true);
    });
    await act((a) => a.submit(PICTURES));
    expect(api().isSubmitting).toBe(true);
    expect(sends()).toEqual([
      {
        orderNo: ORDER_NO,
        comments: [{ lineId: A, rating: 3, content: A_OK.trim(), pictures: PICTURES[A], anonymous: true }],
      },
    ]);
    // Clicks and edits while it is sent change nothing.
    await act((a) => {
      a.submit(PICTURES);
      a.setContent(A, 'changed');
      a.setRating(A, 1);
    });
    expect(sends()).toHaveLength(1);
    expect(api().lines[0]!.draft).toEqual({ rating: 3, content: A_OK, anonymous: true });
    await env.resolve('sendComments');
    expect(goToMyComments()).toBe(1);
    expect(snap().status).toBe('done');
    expect(api().isSubmitting).toBe(true);
  });

  it('both lines written: both sent, a line without pictures with none', async () => {
    const { act, sends } = await editing();
    await act((a) => {
      a.setContent(A, A_OK);
      a.setContent(B, ` ${B_OK} `);
    });
    await act((a) => a.submit({ [A]: ['f_1'], [B]: ['f_2', 'f_3'] }));
    expect(sends()[0]!.comments).toEqual([
      { lineId: A, rating: 5, content: A_OK.trim(), pictures: ['f_1'], anonymous: false },
      { lineId: B, rating: 5, content: B_OK, pictures: ['f_2', 'f_3'], anonymous: false },
    ]);
  });

  it('nothing written: refused, and said only once a submit was tried', async () => {
    const { act, api, sends } = await editing();
    expect(api().nothingWritten).toBe(false);
    await act((a) => a.setContent(A, A_BLANK));
    expect(api().nothingWritten).toBe(false);
    await act((a) => a.submit(PICTURES));
    expect(sends()).toEqual([]);
    expect(api().nothingWritten).toBe(true);
    expect(api().isSubmitting).toBe(false);
    // A blank line has no problem of its own: it is left to comment later.
    expect(api().lines.map((l) => l.problem)).toEqual([null, null]);
    await act((a) => a.setContent(B, B_OK));
    expect(api().nothingWritten).toBe(false);
  });

  it('a written line over 150 characters: refused, its problem shown only after a submit', async () => {
    const { act, api, sends, line } = await editing();
    await act((a) => {
      a.setContent(A, A_LONG);
      a.setContent(B, B_OK);
    });
    expect(line(A).problem).toBeNull();
    await act((a) => a.submit(PICTURES));
    expect(sends()).toEqual([]);
    expect(line(A).problem).toBe('contentMax');
    expect(line(B).problem).toBeNull();
    expect(api().nothingWritten).toBe(false);
    // The problem follows the text as it is fixed.
    await act((a) => a.setContent(A, '好'.repeat(150)));
    expect(line(A).problem).toBeNull();
    await act((a) => a.submit(PICTURES));
    expect(sends()).toHaveLength(1);
  });

  it('a refusal returns to the form with the server’s words; the next submit clears them', async () => {
    const { env, api, act, sends, goToMyComments, line } = await editing();
    await act((a) => a.setContent(B, B_OK));
    await act((a) => a.submit(PICTURES));
    await env.reject('sendComments', new Error(REFUSED));
    expect(api()).toMatchObject({ isSubmitting: false, error: REFUSED });
    expect(line(B).draft.content).toBe(B_OK);
    expect(goToMyComments()).toBe(0);
    // A submit refused by the rules keeps the server's words.
    await act((a) => a.setContent(B, ''));
    await act((a) => a.submit(PICTURES));
    expect(api()).toMatchObject({ error: REFUSED, nothingWritten: true });
    await act((a) => a.setContent(B, B_OK));
    await act((a) => a.submit(PICTURES));
    expect(api()).toMatchObject({ error: null, isSubmitting: true });
    expect(sends()).toHaveLength(2);
  });

  it('a failed load says why and retries', async () => {
    const { env, api, act, loads } = harness();
    await env.reject('loadLines', new Error(LOAD_FAILED));
    expect(api()).toMatchObject({ isLoading: false, loadFailed: true, error: LOAD_FAILED });
    await act((a) => a.retry());
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, error: null });
    expect(loads()).toEqual([{ orderNo: ORDER_NO }, { orderNo: ORDER_NO }]);
    await env.reject('loadLines', {});
    expect(api().error).toBe('网络异常');
    await act((a) => a.retry());
    await env.resolve('loadLines', LINES);
    expect(api()).toMatchObject({ loadFailed: false, error: null });
    expect(api().lines).toHaveLength(2);
  });

  it('retry is only for a failed load', async () => {
    const { act, loads } = await editing();
    await act((a) => a.retry());
    expect(loads()).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------------
// Model: the lines' load (some, none, failing); line A's text (good, too long, blank) with its stars,
// line B's text with the anonymous flag; submits the rules let through or refuse; the server's answer;
// and what the machine must ignore while the comments are sent.

interface WriteModelContext {
  a: 'empty' | 'ok' | 'long';
  b: boolean;
  /** A submit was tried: problems show. */
  checked: boolean;
  /** The server refused the last sending: its words show. */
  refused: boolean;
}
type WriteModelEvent = {
  type:
    | 'load.lines'
    | 'load.none'
    | 'load.fails'
    | 'retry'
    | 'write.A.ok'
    | 'write.A.long'
    | 'clear.A'
    | 'write.B'
    | 'submit.sends'
    | 'submit.refused'
    | 'ignored'
    | 'server.ok'
    | 'server.refuses';
};

const sendable = (c: WriteModelContext) => c.a !== 'long' && (c.a === 'ok' || c.b);

const writeModel = setup({
  types: {} as { context: WriteModelContext; events: WriteModelEvent },
}).createMachine({
  id: 'writeModel',
  context: { a: 'empty', b: false, checked: false, refused: false },
  initial: 'loading',
  states: {
    loading: { on: { 'load.lines': 'editing', 'load.none': 'nothingToDo', 'load.fails': 'failed' } },
    failed: { on: { retry: 'loading' } },
    nothingToDo: { on: { ignored: 'nothingToDo' } },
    editing: {
      on: {
        'write.A.ok': { guard: ({ context }) => context.a !== 'ok', actions: assign({ a: 'ok' }) },
        'write.A.long': { guard: ({ context }) => context.a !== 'long', actions: assign({ a: 'long' }) },
        'clear.A': { guard: ({ context }) => context.a !== 'empty', actions: assign({ a: 'empty' }) },
        'write.B': { guard: ({ context }) => !context.b, actions: assign({ b: true }) },
        'submit.sends': {
          guard: ({ context }) => sendable(context),
          target: 'submitting',
          actions: assign({ checked: true, refused: false }),
        },
        'submit.refused': {
          guard: ({ context }) => !sendable(context),
          actions: assign({ checked: true }),
        },
      },
    },
    submitting: {
      on: {
        'server.ok': 'done',
        'server.refuses': { target: 'editing', actions: assign({ refused: true }) },
        ignored: 'submitting',
      },
    },
    done: { type: 'final' },
  },
});

describe('write comments model', () => {
  const model = createTestModel(writeModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count small', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(150);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, api, act, loads, sends, line, goToMyComments, snap } = harness();
    await path.test({
      events: {
        'load.lines': () => env.resolve('loadLines', LINES),
        'load.none': () => env.resolve('loadLines', []),
        'load.fails': () => env.reject('loadLines', new Error(LOAD_FAILED)),
        retry: () => act((a) => a.retry()),
        // Each writing also tries a rating out of range, which must not stick.
        'write.A.ok': () =>
          act((a) => {
            a.setRating(A, 4);
            a.setRating(A, 0);
            a.setContent(A, A_OK);
          }),
        'write.A.long': () =>
          act((a) => {
            a.setRating(A, 1);
            a.setRating(A, 1.5);
            a.setContent(A, A_LONG);
          }),
        'clear.A': () =>
          act((a) => {
            a.setRating(A, 5);
            a.setRating(A, 6);
            a.setContent(A, A_BLANK);
          }),
        'write.B': () =>
          act((a) => {
            a.setAnonymous(B, true);
            a.setContent(B, B_OK);
          }),
        'submit.sends': async () => {
          const count = sends().length;
          await act((a) => a.submit(PICTURES));
          expect(sends()).toHaveLength(count + 1);
        },
        'submit.refused': async () => {
          const count = sends().length;
          await act((a) => a.submit(PICTURES));
          expect(sends()).toHaveLength(count);
        },
        ignored: async () => {
          const count = sends().length;
          const before = api().lines;
          await act((a) => {
            a.submit(PICTURES);
            a.setContent(A, A_OK);
            a.setContent(B, '');
            a.setRating(A, 2);
            a.setAnonymous(B, false);
          });
          expect(sends()).toHaveLength(count);
          expect(api().lines).toEqual(before);
        },
        'server.ok': () => env.resolve('sendComments'),
        'server.refuses': () => env.reject('sendComments', new Error(REFUSED)),
      },
      states: {
        '*': (state: SnapshotFrom<typeof writeModel>) => {
          const a = api();
          const value = state.value as string;
          const { context: c } = state;
          expect(a.isLoading).toBe(value === 'loading');
          expect(a.loadFailed).toBe(value === 'failed');
          expect(a.isNothingToDo).toBe(value === 'nothingToDo');
          expect(a.isSubmitting).toBe(value === 'submitting' || value === 'done');
          expect(a.error).toBe(value === 'failed' ? LOAD_FAILED : c.refused ? REFUSED : null);
          expect(env.isPending('loadLines')).toBe(value === 'loading');
          expect(env.isPending('sendComments')).toBe(value === 'submitting');
          expect(goToMyComments()).toBe(value === 'done' ? 1 : 0);
          expect(snap().status).toBe(value === 'done' ? 'done' : 'active');
          if (value === 'loading') expect(loads().at(-1)).toEqual({ orderNo: ORDER_NO });
          if (['loading', 'failed', 'nothingToDo'].includes(value)) {
            expect(a.lines).toEqual([]);
            expect(a.nothingWritten).toBe(false);
            return;
          }
          // The form: each line's draft as written, problems and "nothing written" once a submit was tried.
          expect(a.lines.map((l) => l.line)).toEqual(LINES);
          const draftA = line(A).draft;
          // Line A untouched is '', cleared is blank: either way not written.
          if (c.a === 'empty') expect(['', A_BLANK]).toContain(draftA.content);
          else expect(draftA.content).toBe(c.a === 'ok' ? A_OK : A_LONG);
          expect(draftA.rating).toBe({ empty: 5, ok: 4, long: 1 }[c.a]);
          expect(draftA.anonymous).toBe(false);
          expect(line(B).draft).toEqual(
            c.b
              ? { rating: 5, content: B_OK, anonymous: true }
              : { rating: 5, content: '', anonymous: false },
          );
          expect(line(A).problem).toBe(c.checked && c.a === 'long' ? 'contentMax' : null);
          expect(line(B).problem).toBeNull();
          expect(a.nothingWritten).toBe(c.checked && c.a === 'empty' && !c.b);
          if (value === 'submitting' || value === 'done') {
            // Only the written lines, trimmed, with their pictures (none given for B).
            expect(sends().at(-1)).toEqual({
              orderNo: ORDER_NO,
              comments: [
                ...(c.a === 'ok'
                  ? [{ lineId: A, rating: 4, content: A_OK.trim(), pictures: PICTURES[A], anonymous: false }]
                  : []),
                ...(c.b ? [{ lineId: B, rating: 5, content: B_OK, pictures: [], anonymous: true }] : []),
              ],
            });
          }
        },
      },
    });
  });

  it('the tests take every transition written in the machine', () => {
    expect([...WRITTEN].filter((t) => !taken.has(t))).toEqual([]);
  });
});

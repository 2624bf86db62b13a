import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { replyProblem, type StoreComment } from '../../../machines/comments/comments.types.ts';
import { connect } from '../../../machines/console/comment-reply.connect.ts';
import { commentReplyMachine } from '../../../machines/console/comment-reply.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import { apiError, modelCoverPaths } from './console-test-support.ts';

const COMMENT_ID = 3001;
const REPLY = '感谢您的认可，欢迎再次光临！';

const storeComment = (reply: string | null): StoreComment => ({
  id: COMMENT_ID,
  orderNo: '202603011000000001',
  storeId: 1,
  storeName: '集采自营店',
  skuId: 101,
  name: '得力A4复印纸 70g 500张/包',
  mainImg: '',
  specs: '70g；500张/包',
  userName: '李晓明',
  anonymous: false,
  rating: 5,
  content: '纸张洁白厚实，打印不卡纸，物流也很快。',
  pictures: [],
  createdAt: '2026-03-05T02:00:00Z',
  reply,
  repliedAt: reply === null ? null : '2026-03-05T06:00:00Z',
});
const UNANSWERED = storeComment(null);
const ANSWERED = storeComment(REPLY);

function harness() {
  const env = controllableActors();
  const effects: string[] = [];
  const replied: Array<{ comment: StoreComment | null; message: string | null }> = [];
  const machine = commentReplyMachine.provide({
    actors: { sendReply: env.actor('sendReply') },
    actions: {
      replied: (_, params) => void replied.push(params),
      sessionLost: () => void effects.push('lost'),
    },
  });
  const actor = createActor(machine).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (fn: (a: ReturnType<typeof api>) => void) => {
    fn(api());
    await flush();
  };
  return { env, effects, replied, api, act };
}

describe('comment reply rules', () => {
  it('a reply is 1–200 characters once trimmed', () => {
    expect(replyProblem('')).toBe('empty');
    expect(replyProblem(' \n\t ')).toBe('empty');
    expect(replyProblem('好')).toBeNull();
    expect(replyProblem('好'.repeat(200))).toBeNull();
    expect(replyProblem(`  ${'好'.repeat(200)}\n`)).toBeNull();
    expect(replyProblem('好'.repeat(201))).toBe('long');
  });

  it('counts characters by code points, not UTF-16 units', () => {
    expect('𠮷'.repeat(200)).toHaveLength(400);
    expect(replyProblem('𠮷'.repeat(200))).toBeNull();
    expect(replyProblem('👍'.repeat(100) + '好'.repeat(100))).toBeNull();
    expect(replyProblem('𠮷'.repeat(201))).toBe('long');
  });
});

describe('comment reply machine', () => {
  it('a comment already answered cannot be opened, one without a reply can', async () => {
    const { api, act } = harness();
    await act((a) => a.open(ANSWERED));
    expect(api().comment).toBeNull();
    await act((a) => a.open(UNANSWERED));
    expect(api()).toMatchObject({ comment: UNANSWERED, problem: null, isSending: false, error: null });
  });

  it('says what is wrong with the text and sends nothing', async () => {
    const { env, api, act } = harness();
    await act((a) => a.open(UNANSWERED));
    await act((a) => a.submit('   '));
    expect(api()).toMatchObject({ comment: UNANSWERED, problem: 'empty', isSending: false });
    await act((a) => a.submit('𠮷'.repeat(201)));
    expect(api().problem).toBe('long');
    expect(env.inputs).toEqual({});
  });

  it('sends the trimmed text, and the list shows the answer', async () => {
    const { env, effects, replied, api, act } = harness();
    await act((a) => a.open(UNANSWERED));
    await act((a) => a.submit(`  ${REPLY}\n`));
    expect(api()).toMatchObject({ comment: UNANSWERED, isSending: true, problem: null });
    expect(env.inputs.sendReply).toEqual([{ id: COMMENT_ID, reply: REPLY }]);
    await env.resolve('sendReply', ANSWERED);
    expect(replied).toEqual([{ comment: ANSWERED, message: null }]);
    expect(effects).toEqual([]);
    expect(api()).toMatchObject({ comment: null, isSending: false });
  });

  it('sends 200 characters beyond the BMP as they are', async () => {
    const { env, act } = harness();
    await act((a) => a.open(UNANSWERED));
    await act((a) => a.submit('𠮷'.repeat(200)));
    expect(env.inputs.sendReply).toEqual([{ id: COMMENT_ID, reply: '𠮷'.repeat(200) }]);
  });

  it('a comment answered meanwhile (409) closes the dialog with the server’s words', async () => {
    const { env, effects, replied, api, act } = harness();
    await act((a) => a.open(UNANSWERED));
    await act((a) => a.submit(REPLY));
    await env.reject('sendReply', apiError(409, '已回复过该评价'));
    expect(api().comment).toBeNull();
    expect(replied).toEqual([{ comment: null, message: '已回复过该评价' }]);
    expect(effects).toEqual([]);
  });

  it('a 401 tells the app the session is gone and keeps the dialog', async () => {
    const { env, effects, replied, api, act } = harness();
    await act((a) => a.open(UNANSWERED));
    await act((a) => a.submit(REPLY));
    await env.reject('sendReply', apiError(401, '请先登录'));
    expect(effects).toEqual(['lost']);
    expect(replied).toEqual([]);
    expect(api()).toMatchObject({ comment: UNANSWERED, isSending: false });
  });

  it('another failure stays in the dialog with the server’s words, and a new try forgets them', async () => {
    const { env, replied, api, act } = harness();
    await act((a) => a.open(UNANSWERED));
    await act((a) => a.submit(REPLY));
    await env.reject('sendReply', apiError(500, '服务器错误'));
    expect(api()).toMatchObject({
      comment: UNANSWERED,
      isSending: false,
      error: '服务器错误',
      problem: null,
    });
    expect(replied).toEqual([]);
    await act((a) => a.submit(REPLY));
    expect(api()).toMatchObject({ isSending: true, error: null });
    expect(env.inputs.sendReply).toEqual([
      { id: COMMENT_ID, reply: REPLY },
      { id: COMMENT_ID, reply: REPLY },
    ]);
  });

  it('opens afresh after a dismiss', async () => {
    const { env, api, act } = harness();
    await act((a) => a.open(UNANSWERED));
    await act((a) => a.submit(REPLY));
    await env.reject('sendReply', apiError(500, '服务器错误'));
    await act((a) => a.dismiss());
    expect(api().comment).toBeNull();
    await act((a) => a.open(UNANSWERED));
    expect(api()).toMatchObject({ comment: UNANSWERED, problem: null, error: null, isSending: false });
  });
});

type ModelEvent = {
  type:
    | 'open.answered'
    | 'open'
    | 'submit.empty'
    | 'submit.long'
    | 'submit'
    | 'dismiss'
    | 'send.ok'
    | 'send.fails'
    | 'send.conflict'
    | 'send.unauthorized';
};
interface ModelContext {
  /** The rule the last text submitted broke. */
  problem: 'empty' | 'long' | null;
  /** The last send failed (shown until a valid submit). */
  failed: boolean;
}
const FRESH: ModelContext = { problem: null, failed: false };

/** The reply dialog as the seller uses it; the server decides what the send answers. */
const replyModel = setup({ types: {} as { context: ModelContext; events: ModelEvent } }).createMachine({
  id: 'replyModel',
  context: FRESH,
  initial: 'closed',
  states: {
    closed: { on: { 'open.answered': 'closed', open: 'editing' } },
    editing: {
      on: {
        'submit.empty': { actions: assign({ problem: 'empty' }) },
        'submit.long': { actions: assign({ problem: 'long' }) },
        submit: { target: 'sending', actions: assign({ problem: null, failed: false }) },
        dismiss: { target: 'closed', actions: assign(FRESH) },
      },
    },
    sending: {
      on: {
        'send.ok': 'replied',
        'send.fails': { target: 'editing', actions: assign({ failed: true }) },
        'send.conflict': 'conflict',
        'send.unauthorized': 'lost',
      },
    },
    lost: {},
    replied: {},
    conflict: {},
  },
});

describe('comment reply model', () => {
  const paths = modelCoverPaths(replyModel, 10);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, effects, replied, api, act } = harness();
    await path.test({
      events: {
        'open.answered': () => act((a) => a.open(ANSWERED)),
        open: () => act((a) => a.open(UNANSWERED)),
        'submit.empty': () => act((a) => a.submit(' \n ')),
        'submit.long': () => act((a) => a.submit('好'.repeat(201))),
        submit: () => act((a) => a.submit(`  ${REPLY}\n`)),
        dismiss: () => act((a) => a.dismiss()),
        'send.ok': () => env.resolve('sendReply', ANSWERED),
        'send.fails': () => env.reject('sendReply', apiError(500, '服务器错误')),
        'send.conflict': () => env.reject('sendReply', apiError(409, '已回复过该评价')),
        'send.unauthorized': () => env.reject('sendReply', apiError(401, '请先登录')),
      },
      states: {
        closed: () => {
          expect(api().comment).toBeNull();
          expect([replied, effects]).toEqual([[], []]);
          expect(env.isPending('sendReply')).toBe(false);
        },
        editing: (state) => {
          const { problem, failed } = state.context;
          expect(api()).toEqual(
            expect.objectContaining({
              comment: UNANSWERED,
              problem,
              isSending: false,
              error: failed ? '服务器错误' : null,
            }),
          );
          expect(env.isPending('sendReply')).toBe(false);
        },
        sending: () => {
          expect(api()).toMatchObject({ comment: UNANSWERED, isSending: true, problem: null, error: null });
          expect(env.isPending('sendReply')).toBe(true);
          expect(env.inputs.sendReply?.at(-1)).toEqual({ id: COMMENT_ID, reply: REPLY });
        },
        lost: () => {
          expect(effects).toEqual(['lost']);
          expect(replied).toEqual([]);
          expect(api()).toMatchObject({ comment: UNANSWERED, isSending: false, problem: null });
        },
        replied: () => {
          expect(api().comment).toBeNull();
          expect(replied).toEqual([{ comment: ANSWERED, message: null }]);
        },
        conflict: () => {
          expect(api().comment).toBeNull();
          expect(replied).toEqual([{ comment: null, message: '已回复过该评价' }]);
        },
      },
    });
  });
});

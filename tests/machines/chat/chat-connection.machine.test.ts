import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, setup, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect } from '../../../machines/chat/chat-connection.connect.ts';
import {
  backoffDelay,
  chatConnectionMachine,
  MAX_ATTEMPTS,
  type ConversationList,
} from '../../../machines/chat/chat-connection.machine.ts';
import type { ChatMessage, ClientFrame, ServerFrame } from '../../../machines/chat/chat.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const STORE = 7;
const CONVERSATION = 42;

const message = (
  seq: number,
  sender: 'buyer' | 'agent',
  body = `m${seq}`,
  clientId = `c${seq}`,
): ChatMessage => ({
  conversationId: CONVERSATION,
  seq,
  sender,
  kind: 'text',
  body,
  card: null,
  clientId,
  createdAt: '2026-11-28 10:00:00',
});

/** A fake socket per connection attempt: what the machine sent on it, and a way to answer. */
interface FakeSocket {
  sent: ClientFrame[];
  closed: boolean;
  frame(frame: ServerFrame): void;
  close(code: number): void;
}

function start(role: 'buyer' | 'agent' = 'buyer') {
  const env = controllableActors();
  const clock = new SimulatedClock();
  const sockets: FakeSocket[] = [];
  const logins: number[] = [];
  const actor = createActor(
    chatConnectionMachine.provide({
      actors: {
        chatSocket: fromCallback<ClientFrame, { role: 'buyer' | 'agent' }>(({ sendBack, receive }) => {
          const socket: FakeSocket = {
            sent: [],
            closed: false,
            frame: (frame) => sendBack({ type: 'socket.frame', frame }),
            close: (code) => sendBack({ type: 'socket.closed', code }),
          };
          receive((f) => socket.sent.push(f));
          sockets.push(socket);
          return () => {
            socket.closed = true;
          };
        }),
        loadConversations: env.actor('loadConversations'),
        loadHistory: env.actor('loadHistory'),
        setAgentStatus: env.actor('setAgentStatus'),
        transferConversation: env.actor('transferConversation'),
      },
      actions: { goToLogin: () => void logins.push(1) },
    }),
    { clock, input: { role, random: () => 0 } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const socket = () => sockets.at(-1)!;
  const list: ConversationList = { conversations: [] };
  return { env, clock, actor, view, socket, sockets, logins, list };
}

/** Starts, lists, opens the conversation with its first messages and gets the connection ready. */
async function online(messages: ChatMessage[], agentOnline = true) {
  const t = start();
  await t.env.resolve('loadConversations', t.list);
  t.view().start();
  t.view().select(CONVERSATION, STORE);
  await t.env.resolve('loadHistory', { records: messages, hasMore: false });
  t.socket().frame({ type: 'ready', role: 'buyer', presence: [{ storeId: STORE, online: agentOnline }] });
  return t;
}

describe('reconnecting', () => {
  it('waits twice as long each attempt, half of it random, up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map((a) => backoffDelay(a, 0))).toEqual([500, 1000, 2000, 4000, 15000]);
    expect([0, 1, 2, 3, 10].map((a) => backoffDelay(a, 0.999))).toEqual([1000, 1999, 3998, 7996, 29985]);
  });

  it('resumes after the last number and sends the unacknowledged message again: nothing lost, nothing doubled', async () => {
    const t = await online([message(1, 'buyer'), message(2, 'agent'), message(3, 'agent')]);
    expect(t.socket().sent).toContainEqual({ type: 'resume', conversationId: CONVERSATION, after: 3 });
    t.socket().close(1006);
    expect(t.view().status).toBe('reconnecting');
    t.view().send({ clientId: 'offline-message-1', kind: 'text', content: '还在吗', preview: '还在吗' });
    expect(t.view().lines.at(-1)).toMatchObject({ state: 'sending' });
    t.clock.increment(backoffDelay(0, 0));
    await flush();
    expect(t.view().status).toBe('connecting');
    t.socket().frame({ type: 'ready', role: 'buyer', presence: [] });
    expect(t.socket().sent).toEqual([
      { type: 'resume', conversationId: CONVERSATION, after: 3 },
      {
        type: 'send',
        conversationId: CONVERSATION,
        clientId: 'offline-message-1',
        kind: 'text',
        content: '还在吗',
      },
    ]);
    // What the agent wrote meanwhile, then the stored message, acknowledged twice (sent twice).
    t.socket().frame({
      type: 'missed',
      conversationId: CONVERSATION,
      messages: [message(4, 'agent'), message(5, 'agent')],
    });
    const stored = message(6, 'buyer', '还在吗', 'offline-message-1');
    t.socket().frame({ type: 'ack', clientId: 'offline-message-1', message: stored });
    t.socket().frame({ type: 'message', message: stored });
    t.socket().frame({ type: 'ack', clientId: 'offline-message-1', message: stored });
    const seqs = t.view().lines.map((l) => (l.state === 'stored' ? l.message.seq : -1));
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6]);
    expect(t.socket().sent).toContainEqual({ type: 'read', conversationId: CONVERSATION, seq: 5 });
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts and offers a retry`, async () => {
    const t = await online([]);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      t.socket().close(1006);
      t.clock.increment(backoffDelay(i, 0));
      await flush();
    }
    t.socket().close(1006);
    expect(t.view().status).toBe('disconnected');
    t.view().retry();
    expect(t.view().status).toBe('connecting');
  });

  it('marks its own messages read when the agent reads them', async () => {
    const t = await online([message(1, 'buyer')]);
    expect(t.view().lines[0]).toMatchObject({ mine: true, read: false });
    t.socket().frame({ type: 'read', conversationId: CONVERSATION, side: 'agent', seq: 1 });
    expect(t.view().lines[0]).toMatchObject({ mine: true, read: true });
  });

  it('shows a refused message with the server’s words', async () => {
    const t = await online([]);
    t.view().send({ clientId: 'refused-message', kind: 'text', content: ' ', preview: ' ' });
    t.socket().frame({
      type: 'error',
      code: 400,
      message: '消息内容不能全为空格',
      clientId: 'refused-message',
    });
    expect(t.view().refused).toEqual([{ clientId: 'refused-message', message: '消息内容不能全为空格' }]);
    expect(t.view().lines).toEqual([]);
  });
});

// Model: the connection's life. The socket becomes ready (with the store's agents online or away), the
// agents come and go, the socket closes for no reason, because a newer page took over, because the user
// logged in elsewhere or because the session ended; the backoff elapses; every attempt fails; the
// browser goes offline and online; the user retries, re-consults or logs in again.
type ModelEvent = {
  type:
    | 'start'
    | 'ready'
    | 'ready.away'
    | 'agents.leave'
    | 'agents.return'
    | 'close.drop'
    | 'close.replaced'
    | 'close.elsewhere'
    | 'close.expired'
    | 'backoff'
    | 'attempts.exhausted'
    | 'network.offline'
    | 'network.online'
    | 'retry'
    | 'reconsult'
    | 'login';
};
const live = {
  'network.offline': 'offline',
  'close.drop': 'reconnecting',
  'close.replaced': 'replaced',
  'close.elsewhere': 'elsewhere',
  'close.expired': 'accountOffline',
} as const;
const connectionModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'connectionModel',
  initial: 'idle',
  states: {
    idle: { on: { start: 'connecting' } },
    connecting: { on: { ready: 'online', 'ready.away': 'leaveMessage', ...live } },
    online: { on: { 'agents.leave': 'leaveMessage', ...live } },
    leaveMessage: { on: { 'agents.return': 'online', ...live } },
    reconnecting: {
      on: { backoff: 'connecting', 'attempts.exhausted': 'disconnected', 'network.offline': 'offline' },
    },
    offline: { on: { 'network.online': 'connecting' } },
    disconnected: { on: { retry: 'connecting' } },
    replaced: { on: { reconsult: 'connecting' } },
    elsewhere: { on: { reconsult: 'connecting', login: 'elsewhere' } },
    accountOffline: { on: { login: 'accountOffline' } },
  },
});

describe('chat connection model', () => {
  const model = createTestModel(connectionModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const t = start();
    await t.env.resolve('loadConversations', t.list);
    t.view().select(CONVERSATION, STORE);
    await t.env.resolve('loadHistory', { records: [message(1, 'agent')], hasMore: false });
    let attempts = 0;
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'start':
          t.view().start();
          break;
        case 'ready':
        case 'ready.away':
          attempts = 0;
          t.socket().frame({
            type: 'ready',
            role: 'buyer',
            presence: [{ storeId: STORE, online: event.type === 'ready' }],
          });
          expect(t.socket().sent).toContainEqual({ type: 'resume', conversationId: CONVERSATION, after: 1 });
          break;
        case 'agents.leave':
        case 'agents.return':
          t.socket().frame({ type: 'presence', storeId: STORE, online: event.type === 'agents.return' });
          break;
        case 'close.drop':
          t.socket().close(1006);
          break;
        case 'close.replaced':
          t.socket().frame({ type: 'closing', reason: 'replaced' });
          t.socket().close(4001);
          break;
        case 'close.elsewhere':
          t.socket().close(4002);
          break;
        case 'close.expired':
          t.socket().close(4401);
          break;
        case 'backoff': {
          const before = t.sockets.length;
          t.clock.increment(backoffDelay(attempts, 0) - 1);
          await flush();
          expect(t.sockets.length).toBe(before);
          t.clock.increment(1);
          await flush();
          attempts += 1;
          break;
        }
        case 'attempts.exhausted':
          while (t.view().status !== 'disconnected') {
            t.clock.increment(backoffDelay(attempts, 0));
            await flush();
            attempts += 1;
            t.socket().close(1006);
          }
          break;
        case 'network.offline':
          t.actor.send({ type: 'network.offline' });
          break;
        case 'network.online':
          t.actor.send({ type: 'network.online' });
          break;
        case 'retry':
          t.view().retry();
          break;
        case 'reconsult':
          t.view().reconsult();
          break;
        case 'login': {
          const before = t.logins.length;
          t.view().login();
          expect(t.logins.length).toBe(before + 1);
          break;
        }
      }
      expect(t.view().status).toBe(state.value);
      // A message written in any state is kept and shown until it is stored.
      expect(t.view().lines.filter((l) => l.state === 'stored')).toHaveLength(1);
    }
  });
});

describe('an agent', () => {
  it('goes online and transfers the open conversation, then sees the list again', async () => {
    const t = start('agent');
    await t.env.resolve('loadConversations', { conversations: [], agentOnline: false });
    expect(t.view().agentOnline).toBe(false);
    t.view().setOnline(true);
    expect(t.view().isBusy).toBe(true);
    await t.env.resolve('setAgentStatus', { online: true });
    expect(t.view().agentOnline).toBe(true);
    t.view().select(CONVERSATION, STORE);
    await t.env.resolve('loadHistory', { records: [], hasMore: false });
    t.view().transfer('99');
    expect(t.env.inputs.transferConversation).toEqual([{ conversationId: CONVERSATION, agentId: '99' }]);
    await t.env.resolve('transferConversation');
    expect(t.view().isListLoading).toBe(true);
  });

  it('is never told to leave a message: presence concerns buyers', async () => {
    const t = start('agent');
    await t.env.resolve('loadConversations', { conversations: [] });
    t.view().start();
    t.view().select(CONVERSATION, STORE);
    t.socket().frame({ type: 'ready', role: 'agent', presence: [{ storeId: STORE, online: false }] });
    expect(t.view().status).toBe('online');
  });
});

describe('history', () => {
  it('loads older pages before the first number while more exist', async () => {
    const t = start();
    await t.env.resolve('loadConversations', { conversations: [] });
    t.view().select(CONVERSATION, STORE);
    await t.env.resolve('loadHistory', {
      records: [message(21, 'agent'), message(22, 'buyer')],
      hasMore: true,
    });
    expect(t.view().canLoadMore).toBe(true);
    t.view().loadMore();
    expect((t.env.inputs.loadHistory as unknown[]).at(-1)).toEqual({
      conversationId: CONVERSATION,
      before: 21,
    });
    await t.env.resolve('loadHistory', { records: [message(20, 'agent')], hasMore: false });
    expect(t.view().lines.map((l) => l.key)).toEqual(['m20', 'm21', 'm22']);
    expect(t.view().canLoadMore).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ChatHub, type ChatConnection } from '../../../server/src/modules/chat/hub.ts';
import type { ChangeTransport } from '../../../server/src/platform/db/change-feed.ts';

/**
 * The hub's takeover (modules/chat/hub.ts): the events come back from the database a moment after they
 * are sent (NOTIFY), so one can arrive after the user has opened another connection. Driven by a
 * transport whose deliveries the test makes.
 */
async function hub() {
  let deliver: (payload: string) => void = () => undefined;
  const transport: ChangeTransport = {
    listen: async (fn) => {
      deliver = fn;
    },
    notify: async () => undefined,
    close: async () => undefined,
  };
  const h = new ChatHub(transport);
  await h.start();
  return { h, hear: (event: object) => deliver(JSON.stringify(event)) };
}

function connection(id: string, openedAt: number, sessionId = 1) {
  const ended: string[] = [];
  const conn: ChatConnection = {
    id,
    shopId: 'DEMO',
    userId: 7,
    sessionId,
    openedAt,
    role: 'buyer',
    storeIds: new Set(),
    send: () => undefined,
    end: (reason) => ended.push(reason),
    drop: () => undefined,
  };
  return { conn, ended };
}

const takeover = (conn: string, at: number | undefined, session = 1) => ({
  k: 'takeover',
  shop: 'DEMO',
  userId: 7,
  conn,
  session,
  ...(at === undefined ? {} : { at }),
});

describe('a chat takeover', () => {
  it('ends the connections of the user opened before the one that takes over, not the ones opened since', async () => {
    const { h, hear } = await hub();
    const older = connection('a', 1_000);
    const newer = connection('b', 2_000);
    h.add(older.conn);
    h.add(newer.conn);
    // The takeover of a connection opened between them, heard late: the newer one stays.
    hear(takeover('x', 1_500));
    expect(older.ended).toEqual(['replaced']);
    expect(newer.ended).toEqual([]);
    // Its own takeover ends nothing of its own; a later connection's (another session's) ends it.
    hear(takeover('b', 2_000));
    expect(newer.ended).toEqual([]);
    hear(takeover('c', 3_000, 2));
    expect(newer.ended).toEqual(['elsewhere']);
  });

  it('from a node that does not say when its connection opened, ends every other connection as before', async () => {
    const { h, hear } = await hub();
    const one = connection('a', 5_000);
    h.add(one.conn);
    hear(takeover('x', undefined));
    expect(one.ended).toEqual(['replaced']);
  });
});

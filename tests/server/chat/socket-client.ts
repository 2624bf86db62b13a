import WebSocket from 'ws';
import type { components } from '../../../openapi/generated/im.ts';
import { checkServerFrame } from '../../../server/src/modules/chat/frames.ts';

export type ServerFrame = components['schemas']['ServerFrame'];
export type ClientFrame = components['schemas']['ClientFrame'];

/** A chat client over a real socket: every frame it receives is checked against the frames' schema. */
export interface ChatClient {
  socket: WebSocket;
  frames: ServerFrame[];
  /** The first frame (from the start) that matches, waiting for it; fails after `ms`. */
  next<T extends ServerFrame['type']>(
    type: T,
    match?: (f: Extract<ServerFrame, { type: T }>) => boolean,
    ms?: number,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  send(frame: ClientFrame | string): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export interface ConnectOptions {
  shopId?: string;
  token?: string;
  origin?: string;
  as?: 'buyer' | 'agent';
  /** The language of the error frames (`lang=`), as the storefront sends it. */
  lang?: 'en' | 'zh-CN';
}

/** Opens a chat socket at `base` (http://host:port); rejects with the HTTP status when the upgrade is refused. */
export function connectChat(base: string, options: ConnectOptions = {}): Promise<ChatClient> {
  const { shopId = 'DEMO', token, origin, as, lang } = options;
  const url = `${base.replace(/^http/, 'ws')}/iiot/jcmall-im/ws?shopId=${shopId}${as ? `&as=${as}` : ''}${lang ? `&lang=${lang}` : ''}`;
  const socket = new WebSocket(url, {
    headers: { ...(token ? { authorization: token } : {}), ...(origin ? { origin } : {}) },
  });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    const problem = checkServerFrame(frame);
    if (problem) throw new Error(`frame ${frame.type} breaks the schema: ${problem}`);
    frames.push(frame);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: ChatClient = {
    socket,
    frames,
    closed,
    next(type, match = () => true, ms = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(
            (f) => f.type === type && match(f as Extract<ServerFrame, { type: typeof type }>),
          );
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as Extract<ServerFrame, { type: typeof type }>);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(frames)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    send(frame) {
      socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    close() {
      socket.close();
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

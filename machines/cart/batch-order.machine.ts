import { assign, fromPromise, raise, setup } from 'xstate';
import { MAX_BATCH_ROWS, parsePastedRows, rowsToText } from './batch-rows.ts';
import type { BatchInputRow, BatchResult, DirectLine, Region } from './cart.types.ts';
import { addQuantities } from './quantity.ts';

/** An uploaded file as the page hands it over (a browser `File` fits). */
export interface BatchFile {
  name: string;
  size: number;
}

/** The message above the rows: nothing to check, too many rows, an unreadable file, or the server's. */
export type BatchNotice =
  | { kind: 'empty' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'badFile'; name: string }
  | { kind: 'server'; message: string };

export interface BatchOrderContext {
  loggedIn: boolean;
  region: Region | null;
  /** The rows as text, one `SKU 数量` a line (typed, pasted, or filled from a file). */
  text: string;
  /** The last file chosen. */
  fileName: string | null;
  /** The rows last sent for checking. */
  rows: BatchInputRow[];
  /** The server's answer for `rows`: each row with its own message. */
  result: BatchResult | null;
  notice: BatchNotice | null;
}

export type BatchOrderEvent =
  | { type: 'text.change'; text: string }
  | { type: 'file.choose'; file: BatchFile }
  | { type: 'rows.check' }
  | { type: 'cart.add' }
  | { type: 'order.now' }
  | { type: 'region.change'; region: Region | null }
  | { type: 'session.change'; loggedIn: boolean };

/** The valid rows of a result as direct lines, one per SKU (quantities of a repeated SKU added up). */
export function validLines(result: BatchResult | null): DirectLine[] {
  const bySku = new Map<number, string>();
  for (const row of result?.rows ?? []) {
    if (!row.ok || row.skuId === null) continue;
    const before = bySku.get(row.skuId);
    bySku.set(row.skuId, before === undefined ? row.quantity : addQuantities(before, row.quantity));
  }
  return [...bySku].map(([skuId, quantity]) => ({ skuId, quantity }));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * Batch order (spec §2 /batch-order, issue #6): rows of `SKU编号 数量` are pasted or typed (`text.change`) or
 * read from a CSV or Excel file (`file.choose` → actor `readFile`, whose rows fill the text box). `rows.check`
 * parses the text (tab, comma or spaces; a heading row skipped) and validates the rows with
 * `validateRows {rows, commit: false, region}` (addShoppingCartsForBatch): every row comes back with its own
 * message (unknown SKU, no stock, not deliverable, bad quantity). Then `cart.add` commits the valid rows
 * to the cart (`commit: true`; `cartChanged`, `notifyAdded {count}`), or `order.now` calls
 * `goToSubmitOrder {lines}` with the valid rows as direct lines. Editing the text after a check asks for a
 * new check. Anonymous visitors get `requireLogin`. Tags `busy`, `reviewed`, `added`.
 */
export const batchOrderMachine = setup({
  types: {} as {
    context: BatchOrderContext;
    events: BatchOrderEvent;
    input: { loggedIn: boolean; region: Region | null };
  },
  actors: {
    readFile: fromPromise<BatchInputRow[], { file: BatchFile }>(async () => []),
    validateRows: fromPromise<BatchResult, { rows: BatchInputRow[]; commit: boolean; region: Region | null }>(
      async () => {
        throw new Error('validateRows is provided by the app');
      },
    ),
  },
  actions: {
    requireLogin: () => {},
    cartChanged: () => {},
    notifyAdded: (_, _params: { count: number }) => {},
    goToSubmitOrder: (_, _params: { lines: DirectLine[] }) => {},
    takeText: assign({
      text: (_, params: { text: string }) => params.text,
      notice: null,
    }),
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    hasNoRows: ({ context }) => parsePastedRows(context.text).length === 0,
    hasTooManyRows: ({ context }) => parsePastedRows(context.text).length > MAX_BATCH_ROWS,
    hasValidRows: ({ context }) => validLines(context.result).length > 0,
  },
}).createMachine({
  id: 'batchOrder',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    region: input.region,
    text: '',
    fileName: null,
    rows: [],
    result: null,
    notice: null,
  }),
  initial: 'open',
  states: {
    /** Not busy: the text box and the file button work. */
    open: {
      initial: 'editing',
      on: {
        'text.change': {
          target: '.editing',
          actions: [
            { type: 'takeText', params: ({ event }) => ({ text: event.text }) },
            assign({ result: null }),
          ],
        },
        'file.choose': {
          target: 'reading',
          actions: assign({ fileName: ({ event }) => event.file.name, result: null, notice: null }),
        },
      },
      states: {
        editing: {
          on: {
            'rows.check': [
              { guard: 'hasNoRows', actions: assign({ notice: { kind: 'empty' } }) },
              {
                guard: 'hasTooManyRows',
                actions: assign({ notice: { kind: 'tooMany', max: MAX_BATCH_ROWS } }),
              },
              { guard: 'isLoggedIn', target: '#batchOrder.checking' },
              { actions: 'requireLogin' },
            ],
          },
        },
        reviewed: {
          tags: ['reviewed'],
          on: {
            'rows.check': [
              { guard: 'isLoggedIn', target: '#batchOrder.checking' },
              { actions: 'requireLogin' },
            ],
            // Whether a row can be delivered depends on the region: check the rows again.
            'region.change': {
              target: '#batchOrder.checking',
              actions: assign({ region: ({ event }) => event.region }),
            },
            'cart.add': { guard: 'hasValidRows', target: '#batchOrder.adding' },
            'order.now': {
              guard: 'hasValidRows',
              target: '#batchOrder.leaving',
              actions: {
                type: 'goToSubmitOrder',
                params: ({ context }) => ({ lines: validLines(context.result) }),
              },
            },
          },
        },
        added: {
          tags: ['added'],
          on: {
            'rows.check': [
              { guard: 'isLoggedIn', target: '#batchOrder.checking' },
              { actions: 'requireLogin' },
            ],
          },
        },
      },
    },
    reading: {
      tags: ['busy'],
      invoke: {
        src: 'readFile',
        input: ({ event }) => ({ file: (event as Extract<BatchOrderEvent, { type: 'file.choose' }>).file }),
        onDone: [
          {
            guard: ({ event }) => event.output.length === 0,
            target: 'open.editing',
            actions: assign({ text: '', notice: { kind: 'empty' } }),
          },
          {
            target: 'open.editing',
            actions: [
              { type: 'takeText', params: ({ event }) => ({ text: rowsToText(event.output) }) },
              raise({ type: 'rows.check' }),
            ],
          },
        ],
        onError: {
          target: 'open.editing',
          actions: assign({
            notice: ({ context }) => ({ kind: 'badFile', name: context.fileName ?? '' }) as const,
          }),
        },
      },
    },
    checking: {
      tags: ['busy'],
      entry: assign({ rows: ({ context }) => parsePastedRows(context.text), notice: null }),
      invoke: {
        src: 'validateRows',
        input: ({ context }) => ({ rows: context.rows, commit: false, region: context.region }),
        onDone: { target: 'open.reviewed', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'open.editing',
          actions: assign({
            notice: ({ event }) => ({ kind: 'server', message: errorText(event.error) }) as const,
          }),
        },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        src: 'validateRows',
        input: ({ context }) => ({ rows: context.rows, commit: true, region: context.region }),
        onDone: {
          target: 'open.added',
          actions: [
            assign({ result: ({ event }) => event.output }),
            'cartChanged',
            { type: 'notifyAdded', params: ({ event }) => ({ count: event.output.added }) },
          ],
        },
        onError: {
          target: 'open.reviewed',
          actions: assign({
            notice: ({ event }) => ({ kind: 'server', message: errorText(event.error) }) as const,
          }),
        },
      },
    },
    leaving: { tags: ['busy'] },
  },
  on: {
    'region.change': { actions: assign({ region: ({ event }) => event.region }) },
    'session.change': { actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
  },
});

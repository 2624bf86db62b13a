import type { EventFrom, SnapshotFrom } from 'xstate';
import type { consoleSettleDetailMachine } from './console-settle-detail.machine.ts';
import { operatorRemarkProblem, type SettleDecision, type StoreApplication } from './console-settle.types.ts';

/** What the operator's application page reads from its machine. */
export interface ConsoleSettleDetailApi {
  isLoading: boolean;
  isNotFound: boolean;
  loadFailed: boolean;
  retry(): void;
  application: StoreApplication | null;
  /** The server's words for a failed load or a refused decision. */
  error: string | null;
  /** The decisions offered now, in the page's order (通过, 驳回). */
  decisions: SettleDecision[];
  request(decision: SettleDecision): void;
  /** The decision whose confirmation is open (also while it is sent), or null. */
  confirming: SettleDecision | null;
  isSending: boolean;
  /** What is wrong with the remarks of a rejection the operator submitted, or null. */
  remarkProblem: ReturnType<typeof operatorRemarkProblem>;
  confirm(remark?: string): void;
  dismiss(): void;
}

const ORDER: readonly SettleDecision[] = ['APPROVE', 'REJECT'];

export function connect(
  snapshot: SnapshotFrom<typeof consoleSettleDetailMachine>,
  send: (event: EventFrom<typeof consoleSettleDetailMachine>) => void,
): ConsoleSettleDetailApi {
  const { application, error, pending, remark } = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    isNotFound: snapshot.hasTag('notFound'),
    loadFailed: snapshot.hasTag('error'),
    retry: () => send({ type: 'detail.retry' }),
    application,
    error,
    decisions: ORDER.filter((d) => snapshot.can({ type: 'decision.request', decision: d })),
    request: (decision) => send({ type: 'decision.request', decision }),
    confirming: snapshot.hasTag('confirming') ? pending : null,
    isSending: snapshot.hasTag('sending'),
    remarkProblem: snapshot.hasTag('invalid') ? operatorRemarkProblem(remark) : null,
    confirm: (r) => send({ type: 'decision.confirm', ...(r === undefined ? {} : { remark: r }) }),
    dismiss: () => send({ type: 'decision.dismiss' }),
  };
}

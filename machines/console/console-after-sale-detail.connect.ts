import type { EventFrom, SnapshotFrom } from 'xstate';
import type { AfterSaleDetail } from './console.types.ts';
import {
  offlineProblems,
  refuseReasonProblem,
  type AfsDecision,
  type consoleAfterSaleDetailMachine,
  type OfflineDraft,
} from './console-after-sale-detail.machine.ts';

/** What the console's after-sales page reads from its machine. */
export interface ConsoleAfterSaleDetailApi {
  isLoading: boolean;
  isNotFound: boolean;
  loadFailed: boolean;
  retry(): void;
  afs: AfterSaleDetail | null;
  /** The server's words for a failed load or a refused decision. */
  error: string | null;
  /** The decisions offered now, in the page's order. */
  decisions: AfsDecision[];
  request(decision: AfsDecision): void;
  /** The decision whose confirmation is open (also while it is sent), or null. */
  confirming: AfsDecision | null;
  isSending: boolean;
  /** The refusal's reason was refused by the rules (the dialog shows why). */
  reasonInvalid: boolean;
  reasonProblem(reason: string): ReturnType<typeof refuseReasonProblem>;
  /** The offline refund's rules, by field (the dialog shows them after a refused confirm). */
  offlineProblems(draft: OfflineDraft): ReturnType<typeof offlineProblems>;
  confirm(reason?: string, offline?: OfflineDraft): void;
  dismiss(): void;
}

const ORDER: readonly AfsDecision[] = ['accept', 'receive', 'refuse', 'offline'];

export function connect(
  snapshot: SnapshotFrom<typeof consoleAfterSaleDetailMachine>,
  send: (event: EventFrom<typeof consoleAfterSaleDetailMachine>) => void,
): ConsoleAfterSaleDetailApi {
  const { afs, error, pending } = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    isNotFound: snapshot.hasTag('notFound'),
    loadFailed: snapshot.hasTag('error'),
    retry: () => send({ type: 'detail.retry' }),
    afs,
    error,
    decisions: ORDER.filter((d) => snapshot.can({ type: 'decision.request', decision: d })),
    request: (decision) => send({ type: 'decision.request', decision }),
    confirming: snapshot.hasTag('confirming') ? pending : null,
    isSending: snapshot.hasTag('sending'),
    reasonInvalid: snapshot.hasTag('invalid'),
    reasonProblem: refuseReasonProblem,
    offlineProblems,
    confirm: (reason, offline) =>
      send({
        type: 'decision.confirm',
        ...(reason === undefined ? {} : { reason }),
        ...(offline === undefined ? {} : { offline }),
      }),
    dismiss: () => send({ type: 'decision.dismiss' }),
  };
}

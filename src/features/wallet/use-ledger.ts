import { useMachine } from '@xstate/react';
import { connect, type LedgerApi } from '../../../machines/wallet/ledger.connect.ts';
import { ledgerMachine } from '../../../machines/wallet/ledger.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import type { BalanceLine, PointsLine, PointsSummary } from '../../../machines/wallet/wallet.types.ts';
import { balanceLedgerActors, pointsLedgerActors } from './api.ts';
import './locales/index.ts';

/** Lines of a ledger page. */
export const LEDGER_PAGE_SIZE = 10;

/** uc-balance's ledger: the one .provide() of the ledger machine for the balance. */
export function useBalanceLedger(): LedgerApi<BalanceLine, { balance: string }> {
  const [snapshot, send] = useMachine(ledgerMachine.provide({ actors: balanceLedgerActors }), {
    input: { size: LEDGER_PAGE_SIZE },
    inspect,
  });
  return connect<BalanceLine, { balance: string }>(snapshot, send);
}

/** uc-integral's ledger, with the points summary. */
export function usePointsLedger(): LedgerApi<PointsLine, PointsSummary> {
  const [snapshot, send] = useMachine(ledgerMachine.provide({ actors: pointsLedgerActors }), {
    input: { size: LEDGER_PAGE_SIZE },
    inspect,
  });
  return connect<PointsLine, PointsSummary>(snapshot, send);
}

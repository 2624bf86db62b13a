import type { components } from '../../openapi/generated/console.ts';
import { REMARK_MAX } from '../store-application/store-application.rules.ts';
import { storeActions, type StoreStatus } from '../store-application/store-lifecycle.machine.ts';
import type { ConsoleListPage } from './console-list.machine.ts';

type ConsoleSchemas = components['schemas'];

/** A store application as the operator reads it: its fields, documents and log (openapi console.yaml). */
export type StoreApplication = ConsoleSchemas['StoreApplication'];
/** An application's status on the wire. */
export type StoreApplicationStatus = StoreApplication['status'];
/** One step of an application's log: who took it and when. */
export type StoreAuditEntry = ConsoleSchemas['StoreAuditEntry'];
/** A page of applications. */
export type StoreApplicationPage = ConsoleListPage<StoreApplication>;
/** A store of the mall as the operator manages it (openapi console.yaml ManagedStore). */
export type ManagedStore = ConsoleSchemas['ManagedStore'];
/** A store's status on the wire. */
export type ManagedStoreStatus = ManagedStore['status'];
/** A page of stores. */
export type ManagedStorePage = ConsoleListPage<ManagedStore>;

/** The operator's decision on an application under review. */
export type SettleDecision = 'APPROVE' | 'REJECT';
/** What the operator does to a store from the stores list. */
export type StoreStatusEvent = 'SUSPEND' | 'RESTORE';

/** An audit remark and a suspension's reason are at most this many characters (the server's rule). */
export const OPERATOR_REMARK_MAX = REMARK_MAX;

/**
 * What is wrong with the operator's words (a rejection's remarks, a suspension's reason): required, at
 * most {@link OPERATOR_REMARK_MAX} characters once trimmed, counted as the server counts them (code points).
 */
export function operatorRemarkProblem(raw: string): 'required' | 'tooLong' | null {
  const remark = raw.trim();
  if (remark === '') return 'required';
  return [...remark].length > OPERATOR_REMARK_MAX ? 'tooLong' : null;
}

/** The decisions the store lifecycle allows on an application in this status (none once approved). */
export function settleDecisions(status: StoreApplicationStatus): SettleDecision[] {
  if (status === 'approved') return [];
  return storeActions(status).operator.filter((e): e is SettleDecision => e === 'APPROVE' || e === 'REJECT');
}

/** What the operator may do to a store in this status: suspend it, or restore a suspended one. */
export function storeStatusEvents(status: ManagedStoreStatus): StoreStatusEvent[] {
  return storeActions(status satisfies StoreStatus).operator.filter(
    (e): e is StoreStatusEvent => e === 'SUSPEND' || e === 'RESTORE',
  );
}

/** Application ids from the URL: a positive integer, else null. */
export function parseApplicationId(raw: string | null | undefined): number | null {
  if (!raw || !/^[0-9]{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

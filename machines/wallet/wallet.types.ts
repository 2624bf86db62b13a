import type { components } from '../../openapi/generated/account.ts';

/** The balance and points ledgers and the points tasks on the wire (openapi account.yaml). */
export type BalanceLine = components['schemas']['BalanceLine'];
export type BalanceReason = components['schemas']['BalanceReason'];
export type PointsLine = components['schemas']['PointsLine'];
export type PointsReason = components['schemas']['PointsReason'];
export type PointsSummary = components['schemas']['PointsSummary'];
export type PointsTask = components['schemas']['PointsTask'];

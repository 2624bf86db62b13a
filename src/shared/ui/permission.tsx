import type { ReactNode } from 'react';
import { useShell } from '../shell-context.ts';

/** Authorities the storefront's actions name (the actions of purchasers' menu URLs, spec §6). */
export const AUTHORITY = { confirmReceipt: 'confirm-receipt', check: 'check' } as const;

/**
 * The permission element of spec §6: its children stay only if the signed-in user holds `authority`
 * (machines/identity/user.ts hasAuthority: BKSC always allows confirm-receipt and check; type 7 holds
 * every authority). The server refuses the action the same way.
 */
export function Permission({ authority, children }: { authority: string; children: ReactNode }) {
  const shell = useShell();
  return shell.can(authority) ? <>{children}</> : null;
}

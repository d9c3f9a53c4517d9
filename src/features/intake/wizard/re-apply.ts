import type { IdentityNavigationState } from '@/config/paths';

/**
 * What Re-Apply carries to the wizard in navigation state: the SSN and birth date that address
 * the application, and the reasons it was not approved, which the wizard keeps in view while
 * the person changes what they ask for. Like the SSN, they live in the history entry (a reload
 * keeps them), never in the address or a cache.
 */
export interface ReApplyState extends IdentityNavigationState {
  reasons: string[];
}

export function reApplyState(identity: IdentityNavigationState, reasons: readonly string[]): ReApplyState {
  return { ...identity, reasons: [...reasons] };
}

/** The reasons a Re-Apply brought, or none. */
export function reasonsFromHistory(state: unknown): string[] {
  if (!state || typeof state !== 'object') return [];
  const { reasons } = state as { reasons?: unknown };
  return Array.isArray(reasons) ? reasons.filter((reason): reason is string => typeof reason === 'string' && reason.trim() !== '') : [];
}

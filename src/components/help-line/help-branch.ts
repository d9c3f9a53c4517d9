import { useEffect, useSyncExternalStore } from 'react';

/**
 * The applicant's state (a branch id of the 'branches' list), as far as the screen on show
 * knows it. A feature screen sets it; the layout's help line reads it. The app shell must not
 * import features, so the value travels through this small store instead of props.
 */
interface Known {
  branchId: number;
}

let known: Known | null = null;
const listeners = new Set<() => void>();

function publish(next: Known | null): void {
  known = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A positive integer id, from a number or from a form's text value; anything else is unknown. */
export function toBranchId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Tells the help line which state this screen is about, while the screen is shown. The next
 * screen's value replaces it; a screen that leaves clears only its own.
 */
export function useHelpBranch(branchId: unknown): void {
  const id = toBranchId(branchId);
  useEffect(() => {
    if (id === null) return undefined;
    const entry: Known = { branchId: id };
    publish(entry);
    return () => {
      if (known === entry) publish(null);
    };
  }, [id]);
}

/** The branch id the help line should call, or null when no screen knows it. */
export function useKnownHelpBranch(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => known?.branchId ?? null,
    () => null,
  );
}

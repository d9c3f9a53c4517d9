import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';

/**
 * The applicant's state (a branch id of the 'branches' list), as far as the screen on show
 * knows it. A feature screen sets it; the layout's help line reads it. The app shell must not
 * import features, so the value travels through this small store instead of props.
 */
interface Known {
  branchId: number;
}

const known = createStore<Known | null>(null);

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
    known.set(entry);
    return () => {
      if (known.getSnapshot() === entry) known.set(null);
    };
  }, [id]);
}

/** The branch id the help line should call, or null when no screen knows it. */
export function useKnownHelpBranch(): number | null {
  return useSyncExternalStore(
    known.subscribe,
    () => known.getSnapshot()?.branchId ?? null,
    () => null,
  );
}

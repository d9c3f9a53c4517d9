import { useEffect, useRef } from 'react';
import type { IntakeValues } from './intake-values';

/**
 * Keeps what is typed on the device at each change. Not later: a write begun while the page
 * unloads (a reload, a closed tab) is not sure to finish, so a last keystroke waiting for a
 * quiet moment could be lost. The writes are small and re-render nothing.
 */
export function useAutoSave(values: IntakeValues, keep: (values: IntakeValues) => void): void {
  const keeper = useRef<typeof keep | null>(null);

  useEffect(() => {
    // The values shown when keeping begins (the first render, or the first state's form taking
    // the device's draft, which comes with a keeper) are the ones on the device: nothing to write.
    if (keeper.current !== keep) {
      keeper.current = keep;
      return;
    }
    keep(values);
  }, [values, keep]);
}

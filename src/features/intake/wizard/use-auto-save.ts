import { useEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';
import type { IntakeValues } from './intake-values';

const DELAY_MS = 400;

/** Keeps what is typed on the device, 400 ms after the last change (and when the screen goes). */
export function useAutoSave(keep: (values: IntakeValues) => void): void {
  const { values } = useFormState<IntakeValues>({ subscription: { values: true } });
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; values: IntakeValues } | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (pending.current) clearTimeout(pending.current.timer);
    const timer = setTimeout(() => {
      pending.current = null;
      keep(values);
    }, DELAY_MS);
    pending.current = { timer, values };
  }, [values, keep]);

  // Leaving (another screen, a hidden or closing tab): keep what is pending now.
  useEffect(() => {
    const flush = () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      keep(pending.current.values);
      pending.current = null;
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [keep]);
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';
import { sendOutboxNow, useOutboxStatus } from '@/offline/outbox-status';
import type * as OutboxAlertModule from './outbox-alert';

/** Whole seconds left until `until`, at least 1. */
export function secondsUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/**
 * How many saved steps wait to be sent, with 'Send now'. A refused step is called out so the
 * person can fix it; nothing is dropped without them choosing to. When the server failed or
 * asked to wait (a 500, a 429), the banner says the steps wait for the server, not for the
 * connection (spec section 8). While the server's Retry-After holds, 'Send now' says how long
 * is left instead of sending early (the text is set when pressed, not ticking, so the live
 * region speaks once). Each sentence is its own element, read whole.
 */
// The notice's Alert comes when a step waits (never on most visits), or with a screen that
// queues steps offline (loadOutboxAlert), whose notice must show without a connection.
const alertModule = createStore<typeof OutboxAlertModule | null>(null);
let loading: Promise<void> | null = null;

/** Fetches the notice's code; called by the screens that keep steps on the device. */
export function loadOutboxAlert(): Promise<void> {
  loading ??= import('./outbox-alert').then(
    (module) => alertModule.set(module),
    () => {
      loading = null;
    },
  );
  return loading;
}

export function OutboxBanner() {
  const status = useOutboxStatus();
  const { items, throttledUntil } = status;
  const module = useSyncExternalStore(alertModule.subscribe, alertModule.getSnapshot, () => null);
  const [told, setTold] = useState<{ until: number; seconds: number } | null>(null);
  const waiting = items.length;
  const wait = told && told.until === throttledUntil ? told.seconds : null;

  useEffect(() => {
    if (waiting > 0) void loadOutboxAlert();
  }, [waiting]);

  const sendNow = () => {
    if (throttledUntil !== null && throttledUntil > Date.now()) setTold({ until: throttledUntil, seconds: secondsUntil(throttledUntil, Date.now()) });
    else sendOutboxNow();
  };

  return (
    <div role="status" aria-live="polite">
      {waiting > 0 && module ? <module.OutboxAlert status={status} wait={wait} onSendNow={sendNow} /> : null}
    </div>
  );
}

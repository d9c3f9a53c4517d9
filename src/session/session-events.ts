import type { ProcessType } from '@/contract/process';
import { createStore } from '@/lib/store';

/**
 * The API client cannot navigate; when the server refuses the token it clears the session
 * and raises this event, and the app shell takes the person to the login screen.
 */
export interface SessionExpired {
  /** The application code of the session that ended, so login can greet the person again. */
  applicationCode: string | null;
  /** 'idle': the server's idle limit ended it (WCAG 2.2.1), and the sign-in screen says so. */
  reason?: 'idle';
  processType?: ProcessType | null;
}

/** The last session that ended this way; each end is a new object, so every one is told. */
const lastExpired = createStore<SessionExpired | null>(null);

export function onSessionExpired(listener: (event: SessionExpired) => void): () => void {
  return lastExpired.subscribe(() => {
    const event = lastExpired.getSnapshot();
    if (event) listener(event);
  });
}

export function raiseSessionExpired(event: SessionExpired): void {
  lastExpired.set({ ...event });
}

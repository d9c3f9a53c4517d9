import type { ProcessType } from '@/contract/process';

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

type Listener = (event: SessionExpired) => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function raiseSessionExpired(event: SessionExpired): void {
  listeners.forEach((listener) => listener(event));
}

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

/**
 * The session end not yet acted on. Its one listener, the app shell's router, may not be there
 * yet when it is raised: My Account asks for its data as its code arrives, so a refusal of that
 * first call can come back while React is still adopting the page. It then waits for the router.
 */
const pending = createStore<SessionExpired | null>(null);

/**
 * Calls `listener` with each end of the session, and at once with one raised before it listened.
 * Each end is told once: the app has one listener (the router), which takes the person to sign in.
 */
export function onSessionExpired(listener: (event: SessionExpired) => void): () => void {
  const take = () => {
    const event = pending.getSnapshot();
    if (!event) return;
    pending.set(null);
    listener(event);
  };
  take();
  return pending.subscribe(take);
}

export function raiseSessionExpired(event: SessionExpired): void {
  pending.set({ ...event });
}

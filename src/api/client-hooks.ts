import type { Words } from '@/i18n/i18n';

/**
 * What the client needs from the app, handed in by the app's start-up (`connectApiClient`), so
 * that the client imports nothing above it: no toasts, no session, no device storage. The hooks
 * live apart from the client so that the start-up connects them without loading the client
 * itself: a page that never calls the API never loads it.
 */
export interface ApiClientHooks {
  /** Tells the person about a failure (the app's error toast): errorToast decides which and how. */
  notify(message: Words): void;
  /** The signed-in person's token, sent as `Authorization: Bearer`. */
  authToken(): string | null;
  /** The server refused the token sent (401): the session is over. `idle`: its idle limit ended it. */
  sessionRefused(refusal: { idle: boolean }): void;
  /** Whether the API could be reached when last tried (src/offline/online-status.ts). */
  isOnline(): boolean;
}

/** Until the app connects it (a test that does not), the client tells nothing and sends no token. */
let hooks: ApiClientHooks = { notify: () => {}, authToken: () => null, sessionRefused: () => {}, isOnline: () => true };

export function connectApiClient(given: ApiClientHooks): void {
  hooks = given;
}

/** The hooks connected now (the client reads them at each call). */
export function clientHooks(): ApiClientHooks {
  return hooks;
}

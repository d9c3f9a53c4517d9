import { AUTH_COOKIE_NAME, AUTH_TOKEN_DAYS, USER_INFO_STORAGE_KEY } from '@/contract/session';
import { createChangeCounter } from '@/lib/store';
import { afterPageLoad } from '@/offline/page-load';
import { getAuthToken, readSession, storedUserInfo, type UserInfo } from './session-read';

export type { UserInfo } from './session-read';
export { getAuthToken } from './session-read';

/** The session lives in the cookie and local storage; this counts its changes. */
const changes = createChangeCounter();
let cached: { raw: string | null; token: string | null; value: UserInfo | null } | null = null;

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Expires=${expires}; Path=/; Secure; SameSite=Strict`;
}

/** The session, restored only when both the user info and the token cookie exist. */
export function getSession(): UserInfo | null {
  const token = getAuthToken();
  const raw = storedUserInfo(token);
  if (cached && cached.raw === raw && cached.token === token) return cached.value;
  const value = readSession(token, raw);
  cached = { raw, token, value };
  return value;
}

export function startSession(info: UserInfo): void {
  localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(info));
  writeCookie(AUTH_COOKIE_NAME, info.token, AUTH_TOKEN_DAYS * 24 * 60 * 60);
  changes.changed();
}

export function clearSession(): void {
  localStorage.removeItem(USER_INFO_STORAGE_KEY);
  writeCookie(AUTH_COOKIE_NAME, '', 0);
  changes.changed();
}

export const subscribeToSession = changes.subscribe;

/**
 * Another tab signing in or out changes this tab's session too. Listened for once the page has
 * loaded, in a task of its own: adding a `storage` listener makes Chromium load localStorage
 * synchronously, which would otherwise lengthen the app's start-up task.
 */
function listenToOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_INFO_STORAGE_KEY || event.key === null) changes.changed();
  });
}

if (typeof window !== 'undefined') afterPageLoad(() => setTimeout(listenToOtherTabs));

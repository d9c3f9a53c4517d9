import { AUTH_COOKIE_NAME, AUTH_TOKEN_DAYS, USER_INFO_STORAGE_KEY } from '@/contract/session';
import { PROCESS_TYPES, type ProcessType } from '@/contract/process';
import { createChangeCounter } from '@/lib/store';
import { afterPageLoad } from '@/offline/page-load';

/** What the spec keeps in localStorage under `userInfo` (section 3, Session). */
export interface UserInfo {
  token: string;
  process_type: ProcessType;
  client_id: number | null;
  application_code: string | null;
  /** The last digits of the SSN, as the server gave them (ssn_number_partial). */
  ssn: string;
  name: string;
}

/** The session lives in the cookie and local storage; this counts its changes. */
const changes = createChangeCounter();
let cached: { raw: string | null; token: string | null; value: UserInfo | null } | null = null;

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Expires=${expires}; Path=/; Secure; SameSite=Strict`;
}

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserInfo>;
    if (typeof value.token !== 'string' || !PROCESS_TYPES.includes(value.process_type as ProcessType)) return null;
    return {
      token: value.token,
      process_type: value.process_type as ProcessType,
      client_id: typeof value.client_id === 'number' ? value.client_id : null,
      application_code: typeof value.application_code === 'string' ? value.application_code : null,
      ssn: typeof value.ssn === 'string' ? value.ssn : '',
      name: typeof value.name === 'string' ? value.name : '',
    };
  } catch {
    return null;
  }
}

export function getAuthToken(): string | null {
  return readCookie(AUTH_COOKIE_NAME);
}

/** The session, restored only when both the user info and the token cookie exist. */
export function getSession(): UserInfo | null {
  const token = getAuthToken();
  // No token, no session: the user info is not even read. Chromium loads a page's whole
  // localStorage synchronously on first use (~12 ms on this VM), and a first visit need not.
  const raw = token ? localStorage.getItem(USER_INFO_STORAGE_KEY) : null;
  if (cached && cached.raw === raw && cached.token === token) return cached.value;
  const info = parseUserInfo(raw);
  const value = info && token ? { ...info, token } : null;
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

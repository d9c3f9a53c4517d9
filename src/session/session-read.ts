import { AUTH_COOKIE_NAME, USER_INFO_STORAGE_KEY } from '@/contract/session';
import { PROCESS_TYPES, type ProcessType } from '@/contract/process';

/*
 * Reading the session, and nothing else: small and without effects, so that the head script
 * (src/app/head-script.ts) can ask who is signed in before the page paints. The app keeps and
 * changes the session through src/session/session-store.ts.
 */

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

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

/** The stored user info when it names a token and a kind of session, as it was stored. */
function storedValue(raw: string | null): Partial<Record<keyof UserInfo, unknown>> | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof UserInfo, unknown>>;
    return typeof value.token === 'string' && PROCESS_TYPES.includes(value.process_type as ProcessType) ? value : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function parseUserInfo(raw: string | null): UserInfo | null {
  const value = storedValue(raw);
  return value
    ? {
        token: value.token as string,
        process_type: value.process_type as ProcessType,
        client_id: typeof value.client_id === 'number' ? value.client_id : null,
        application_code: text(value.application_code),
        ssn: text(value.ssn) ?? '',
        name: text(value.name) ?? '',
      }
    : null;
}

/** What the route guard reads of a session: whose it is. */
export type SessionKind = Pick<UserInfo, 'process_type' | 'application_code'>;

/** The session's kind as stored, under the same conditions as the session itself (readSession). */
export function storedSessionKind(token: string | null, raw: string | null): SessionKind | null {
  const value = token ? storedValue(raw) : null;
  return value ? { process_type: value.process_type as ProcessType, application_code: text(value.application_code) } : null;
}

export function getAuthToken(): string | null {
  return readCookie(AUTH_COOKIE_NAME);
}

/**
 * The stored user info, read only when the token cookie exists: Chromium loads a page's whole
 * localStorage synchronously on first use (~12 ms on this VM), and a first visit need not.
 */
export function storedUserInfo(token: string | null): string | null {
  return token ? localStorage.getItem(USER_INFO_STORAGE_KEY) : null;
}

/** The session as stored, restored only when both the user info and the token cookie exist. */
export function readSession(token: string | null, raw: string | null): UserInfo | null {
  const info = parseUserInfo(raw);
  return info && token ? { ...info, token } : null;
}

/**
 * Whether the device holds the user info of a session whose token cookie is gone: one that
 * ended while the app was closed (src/session/ended-session.ts removes what it left).
 */
export function endedSessionLeftBehind(): boolean {
  return !getAuthToken() && localStorage.getItem(USER_INFO_STORAGE_KEY) !== null;
}

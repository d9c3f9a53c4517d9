/**
 * When the person last did something, and when the server last heard of it, kept in
 * localStorage so every tab of the person's session reads the same times: a tab left alone
 * does not sign out someone busy in another.
 */
const ACTIVITY_KEY = 'idleActivityAt';
const RENEW_KEY = 'idleRenewAt';
/** Pointer moves and scrolls come many a second; one write a second is plenty. */
const WRITE_EVERY_MS = 1000;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

function read(key: string): number | null {
  const value = Number(localStorage.getItem(key));
  return localStorage.getItem(key) !== null && Number.isFinite(value) ? value : null;
}

let lastWrite = 0;

export function readLastActivity(): number | null {
  return read(ACTIVITY_KEY);
}

export function recordActivity(now: number): void {
  if (now - lastWrite < WRITE_EVERY_MS && now >= lastWrite) return;
  lastWrite = now;
  localStorage.setItem(ACTIVITY_KEY, String(now));
}

/** "Stay signed in" and a new sign-in count at once, whatever the last write was. */
export function resetActivity(now: number): void {
  lastWrite = now;
  localStorage.setItem(ACTIVITY_KEY, String(now));
}

export function readLastRenew(): number {
  return read(RENEW_KEY) ?? 0;
}

export function recordRenew(now: number): void {
  localStorage.setItem(RENEW_KEY, String(now));
}

export function clearIdleRecords(): void {
  lastWrite = 0;
  localStorage.removeItem(ACTIVITY_KEY);
  localStorage.removeItem(RENEW_KEY);
}

/** Calls `onActivity` for each pointer, key, touch or scroll on the page; answers the unsubscribe. */
export function watchActivity(onActivity: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
  return () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, options);
  };
}

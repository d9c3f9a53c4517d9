import { LISTS_CACHE_NAME, PRECACHE_PREFIX } from '../src/contract/cache-names';

/**
 * What the worker caches besides the precache, and what it must never cache.
 * The API may live on another origin (VITE_API_BASE_URL), so requests are matched by path.
 */
const apiBase = (import.meta.env.VITE_API_BASE_URL ?? '/api/v1').replace(/\/+$/, '');
export const apiPath = new URL(apiBase, self.location.origin).pathname;

/** Dropdown and master lists: public reference data the intake needs offline. */
export function isListRequest(url: URL): boolean {
  return url.pathname.startsWith(`${apiPath}/dropdown/`) || url.pathname.startsWith(`${apiPath}/master/`);
}

/** Kept across app versions, so an update never takes away what a queued draft needs. */
export const LISTS_CACHE = LISTS_CACHE_NAME;
export const LISTS_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const LISTS_MAX_ENTRIES = 200;

/** Navigations to the API are never answered with the app shell. */
export const NAVIGATION_DENYLIST = [new RegExp(`^${apiPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`)];

/** Caches of ours that survive activation; anything else we did not create is removed. */
export function isKeptCache(name: string): boolean {
  return name === LISTS_CACHE || name.startsWith(PRECACHE_PREFIX);
}

import { LISTS_CACHE_NAME, PRECACHE_PREFIX } from '../src/contract/cache-names';
import { LIST_PATH_PREFIXES } from '../src/contract/list-addresses';
import { ANY_PAGE } from '../src/contract/page-patterns';

/**
 * What the worker caches besides the precache, and what it must never cache.
 * The API may live on another origin (VITE_API_BASE_URL), so requests are matched by path.
 */
const apiBase = (import.meta.env.VITE_API_BASE_URL ?? '/api/v1').replace(/\/+$/, '');
export const apiPath = new URL(apiBase, self.location.origin).pathname;

/** Dropdown and master lists: public reference data the intake needs offline. */
export function isListRequest(url: URL): boolean {
  return LIST_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(`${apiPath}${prefix}`));
}

/** Kept across app versions, so an update never takes away what a queued draft needs. */
export const LISTS_CACHE = LISTS_CACHE_NAME;
export const LISTS_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const LISTS_MAX_ENTRIES = 200;

/** The empty app shell the build writes beside the prerendered pages (build/prerender.ts). */
export const SHELL_URL = 'shell.html';

/**
 * Each other language's empty shell (es/shell.html, for the addresses under /es), by its
 * address prefix: the build writes one per language besides English.
 */
export function localeShells(precached: readonly { url: string }[]): Map<string, string> {
  const shells = new Map<string, string>();
  for (const { url } of precached) {
    const match = /^\/?([a-z]{2})\/shell\.html$/.exec(url);
    if (match) shells.set(`/${match[1]!}`, url);
  }
  return shells;
}

/** The address a navigation is for, without a trailing slash (the root aside): `/es/` is `/es`. */
export const pageAddress = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/**
 * The prerendered pages in the precache list, by the address they were built for:
 * 'about-us/index.html' is /about-us, 'index.html' is /. The build decides which pages
 * exist; the worker only reads its list.
 */
export function prerenderedPages(precached: readonly { url: string }[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const { url } of precached) {
    const match = /^\/?((?:[^/]+\/)*)index\.html$/.exec(url);
    if (match) pages.set(`/${match[1]!.replace(/\/$/, '')}`, url);
  }
  return pages;
}

/**
 * The pages built for every address of a folder, by that folder: 'client/onboarding/any.html'
 * answers /client/onboarding/{code} (src/contract/page-patterns.ts).
 */
export function anyPages(precached: readonly { url: string }[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const { url } of precached) {
    const file = url.replace(/^\//, '');
    if (file.endsWith(`/${ANY_PAGE}`)) pages.set(`/${file.slice(0, -ANY_PAGE.length - 1)}`, url);
  }
  return pages;
}

/** Navigations to the API are never answered with the app shell. */
export const NAVIGATION_DENYLIST = [new RegExp(`^${apiPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`)];

/** Caches of ours that survive activation; anything else we did not create is removed. */
export function isKeptCache(name: string): boolean {
  return name === LISTS_CACHE || name.startsWith(PRECACHE_PREFIX);
}

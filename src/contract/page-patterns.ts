// With its extension: the build (build/prerender.ts) reads this file before any alias exists.
import { samePage } from './locale-paths.ts';

/**
 * A page built once for every address one segment below a folder: each person's onboarding
 * (`/client/onboarding/{code}`) opens with the same first state, whatever the code. The build
 * writes it as `<folder>/any.html` (`client/onboarding/any.html`, `es/client/onboarding/any.html`),
 * never under an address of its own; the static server and the service worker answer each
 * address in the folder without a page of its own (`/client/onboarding/success` has one) with it.
 */
export const ANY_PAGE = 'any.html';

/** A route pattern whose last segment is a parameter (`/client/onboarding/:applicationCode`). */
export function isPagePattern(address: string): boolean {
  return /\/:[^/]+$/.test(address);
}

/** The folder of an address one segment below it: `/client/onboarding/ONB-1` -> `/client/onboarding`; null for `/`. */
export function folderOf(address: string): string | null {
  const match = /^(\/.*)?\/[^/]+$/.exec(address);
  return match ? (match[1] ?? '') : null;
}

/**
 * The page for every address of the folder an address (or a pattern) is in, relative to the
 * build's folder: `client/onboarding/any.html` for `/client/onboarding/ONB-1`; null for `/`.
 */
export function anyPageFile(address: string): string | null {
  const folder = folderOf(address);
  return folder === null ? null : `${folder}/${ANY_PAGE}`.slice(1);
}

/**
 * Whether markup built for `builtFor` (an address, or a pattern such as
 * `/client/onboarding/:applicationCode`) is the page for `pathname`.
 */
export function builtForAddress(builtFor: string, pathname: string): boolean {
  if (!isPagePattern(builtFor)) return samePage(builtFor, pathname);
  return folderOf(pathname) === folderOf(builtFor);
}

/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { listsStrategy } from './strategies';
import { folderOf } from '../src/contract/page-patterns';
import { NAVIGATION_DENYLIST, SHELL_URL, anyPages, isKeptCache, isListRequest, localeShells, pageAddress, prerenderedPages } from './to-cache';
import { warmLists } from './warm-lists';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The build writes the precache list in place of the one mention of __WB_MANIFEST.
const precached = self.__WB_MANIFEST;
precacheAndRoute(precached);
cleanupOutdatedCaches();
// On first install, take the open page at once, so lists it fetches next are kept for offline.
// (An update waits for the person's Reload before it activates at all.)
clientsClaim();

// Deep links open offline. A prerendered address gets its own page; an address in a folder
// with a page for every address (each person's onboarding) gets that one; any other gets the
// empty shell, never another page's markup (the app would hydrate against the wrong screen).
// The API's own paths are never answered with either. A Spanish address (/es/…) gets the
// Spanish page, or the Spanish shell.
const pages = new Map([...prerenderedPages(precached)].map(([address, url]) => [address, createHandlerBoundToURL(url)]));
const folders = new Map([...anyPages(precached)].map(([folder, url]) => [folder, createHandlerBoundToURL(url)]));
const shell = createHandlerBoundToURL(SHELL_URL);
const shells = new Map([...localeShells(precached)].map(([prefix, url]) => [prefix, createHandlerBoundToURL(url)]));
const shellFor = (address: string) => shells.get(/^\/[^/]+/.exec(address)?.[0] ?? '') ?? shell;
registerRoute(
  new NavigationRoute(
    (options) => {
      const address = pageAddress(options.url.pathname);
      return (pages.get(address) ?? folders.get(folderOf(address) ?? '') ?? shellFor(address))(options);
    },
    { denylist: NAVIGATION_DENYLIST },
  ),
);

registerRoute(({ url, request }) => request.method === 'GET' && isListRequest(url), listsStrategy);

// Nothing else from the API is cached: a personal answer never enters Cache Storage.

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !isKeptCache(name)).map((name) => caches.delete(name))))
      .then(() => warmLists()),
  );
});

// The page asks before the new version takes over (never a silent swap under a person's feet).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { listsStrategy } from './strategies';
import { NAVIGATION_DENYLIST, isKeptCache, isListRequest } from './to-cache';
import { warmLists } from './warm-lists';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// On first install, take the open page at once, so lists it fetches next are kept for offline.
// (An update waits for the person's Reload before it activates at all.)
clientsClaim();

// Deep links open offline: every navigation gets the app shell, except the API's own paths.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }));

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

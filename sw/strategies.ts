import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { LISTS_CACHE, LISTS_MAX_AGE_SECONDS, LISTS_MAX_ENTRIES } from './to-cache';

/**
 * Lists: answer from the cache at once (offline too) and refresh it in the background.
 * Only a 200 is kept: an error page or a throttling answer must never stand in for a list.
 */
export const listsStrategy = new StaleWhileRevalidate({
  cacheName: LISTS_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: LISTS_MAX_ENTRIES, maxAgeSeconds: LISTS_MAX_AGE_SECONDS }),
  ],
});

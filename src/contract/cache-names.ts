/** Cache Storage names shared by the service worker and the page (which clears the rest at logout). */
export const LISTS_CACHE_NAME = 'payee-lists';
export const PRECACHE_PREFIX = 'workbox-precache';

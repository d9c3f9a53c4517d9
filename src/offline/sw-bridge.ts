import { Workbox } from 'workbox-window';

/** Registers the service worker once the page has loaded, so it never competes with first paint. */
export function registerServiceWorker(): Workbox | null {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  window.addEventListener('load', () => void workbox.register());
  return workbox;
}

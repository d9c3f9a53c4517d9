/**
 * The offline banner (src/components/offline/offline-status.tsx) is React's, drawn once the app
 * has started: a page opened with no connection showed its content first and moved it down
 * when the banner came. The head script, which runs before the first paint, marks the page
 * offline when the browser says so; the banner's place in the prerendered page then shows the
 * banner's words with its looks (CSS alone, offline-status.css) until React, once it has adopted
 * the page, draws the banner itself there. Nothing moves. The mark stays: the place shows the
 * words only while it holds the prerendered page's copy of them.
 */
export function markOfflineBeforePaint(): void {
  if (!navigator.onLine) document.documentElement.setAttribute('data-offline', '');
}

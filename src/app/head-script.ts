/**
 * The head script: the one script every page runs before it paints (build/prerender.ts builds it
 * on its own and links it from each page's <head>, blocking). Two reasons to leave a page before
 * any of it is drawn, even when the service worker answers from its cache, where the server
 * cannot help:
 *
 * - A person who chose the other language (or whose browser prefers it, at an English address)
 *   goes to that language's address before any English is drawn. The history entry is changed
 *   in place and reloaded, so its navigation state (the resume screens') comes along.
 * - The route guard (src/app/route-guard.ts) sends a signed-in session elsewhere: a client
 *   opening the app's icon, whose start is the home page, goes to My Account at once, rather than
 *   seeing the public home page while the app starts only to leave it. The decision is the app's
 *   guard's own, which runs again once the app has started, with the same session (and alone
 *   decides for a signed-out visit).
 *
 * Until the other page arrives this one is hidden, and the boot script (src/boot.ts) does not
 * start the app. Every page opens at its top, as the app shows it. A page that stays is marked offline when the browser has no connection, so that
 * the offline banner's place holds it from the first paint (src/offline/offline-mark.ts).
 */
import { addressForLocale } from '@/i18n/locale-choice';
import { getAuthToken, storedSessionKind, storedUserInfo } from '@/session/session-read';
import { markOfflineBeforePaint } from '@/offline/offline-mark';
import { signedInAddress } from './route-guard';

function guarded(): string | null {
  const token = getAuthToken();
  const session = storedSessionKind(token, storedUserInfo(token));
  return session ? signedInAddress(window.location.pathname, session) : null;
}

// The app opens every screen at its top, a reload too (scroll-to-top.tsx). Left to the
// browser, a reload far down a page would first paint the prerendered page where the person
// was, then jump to the top as the app starts.
window.history.scrollRestoration = 'manual';

const language = addressForLocale(window.location);
const elsewhere = language ? null : guarded();
if (language) {
  document.documentElement.hidden = true;
  window.history.replaceState(window.history.state, '', language);
  window.location.reload();
} else if (elsewhere) {
  document.documentElement.hidden = true;
  window.location.replace(elsewhere);
} else {
  markOfflineBeforePaint();
}

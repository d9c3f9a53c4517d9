/**
 * The head script: the one script every page runs before it paints (build/prerender.ts builds it
 * on its own and links it from each page's <head>, blocking). A person who chose the other
 * language (or whose browser prefers it, at an English address) goes to that language's address
 * before any English is drawn, even when the service worker answers from its cache, where the
 * server's redirect (server/static.ts) cannot help. The history entry is changed in place and
 * reloaded, so its navigation state (the resume screens') comes along; until the other page
 * arrives this one is hidden, and the boot script (src/boot.ts) does not start the app.
 */
import { addressForLocale } from './locale-choice';

const address = addressForLocale(window.location);
if (address) {
  document.documentElement.hidden = true;
  window.history.replaceState(window.history.state, '', address);
  window.location.reload();
}

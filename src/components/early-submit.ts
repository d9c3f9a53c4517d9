/**
 * A form sent before React has adopted a prerendered page would be sent by the browser
 * itself: a GET to the page's own address with every field in the query string (an SSN and a
 * birth date in the address bar, the history and the server's request log), and the page
 * reloaded with the typing gone. Until React listens, `boot.ts` holds such a submit; once the
 * screen is adopted, `PageReady` sends it again, through the app. This module is shared by
 * both (one instance: main.tsx imports it from the boot script's chunk).
 */
const held = new Set<HTMLFormElement>();
let reactListens = false;

/**
 * Marks a part of a prerendered page that React adopts after the rest of it
 * (src/components/deferred-part.tsx): until it is adopted, its forms' submits are still held and its
 * early input is left for it to hand over.
 */
export const AWAITING_APP_ATTRIBUTE = 'data-awaiting-app';
/** Matches such a part. */
export const AWAITING_APP = `[${AWAITING_APP_ATTRIBUTE}]`;

/** Installed by boot.ts, the page's first script. */
export function holdSubmitsUntilReady(): void {
  document.addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      if (reactListens && !event.target.closest(AWAITING_APP)) return;
      event.preventDefault();
      // Held here, or handled by React, never both: React listens from the moment it adopts
      // the markup, a moment before the early input is handed over (page-ready.tsx), and a
      // form it sent then would go without that input, and then again with it.
      event.stopPropagation();
      held.add(event.target);
    },
    { capture: true },
  );
}

/**
 * React has adopted the screen and handles its forms' submits from now on. True the first
 * time in this page load, when the screen being adopted is the one the page was loaded with.
 */
export function reactTakesOver(): boolean {
  if (reactListens) return false;
  reactListens = true;
  return true;
}

/**
 * Sends again what was held, through the app's own handlers. Called after React's commit (a
 * submit dispatched during it, from a layout effect, reaches no handler).
 */
export function sendHeldSubmits(): void {
  for (const form of held) {
    // A form in a part React has not adopted yet is sent once that part is in.
    if (form.closest(AWAITING_APP)) continue;
    held.delete(form);
    if (form.isConnected) form.requestSubmit();
  }
}

/** Whether a submit from a form inside `root` is being held. */
export function holdsSubmitIn(root: Element): boolean {
  for (const form of held) if (root.contains(form)) return true;
  return false;
}

/** Parts awaiting the app that wait for the person to use the page (wake-on-use.ts). */
const asleep = new Set<Element>();

/**
 * Lets a part awaiting the app sleep: the page is marked ready without it. `wake` says its
 * code is on the way (the page is not ready again until it is in); `forget`, that it left the
 * page.
 */
export function letSleep(root: Element): { wake: () => void; forget: () => void } {
  asleep.add(root);
  return {
    wake: () => {
      if (asleep.delete(root)) delete document.documentElement.dataset.appReady;
    },
    forget: () => void asleep.delete(root),
  };
}

/**
 * Sends the submits held for the parts React has adopted, and marks `<html data-app-ready>`
 * once no part of the page awaits the app, other than parts asleep until the page is used
 * (deferred-part.tsx). A prerendered page looks ready before it is; browser tests wait for
 * this mark before they type or click.
 */
export function settlePage(): void {
  sendHeldSubmits();
  const awaiting = [...document.querySelectorAll(AWAITING_APP)].some((part) => !asleep.has(part));
  if (awaiting) return;
  document.documentElement.dataset.appReady = 'true';
  for (const task of onFirstReady.splice(0)) setTimeout(task);
}

const onFirstReady: (() => void)[] = [];

/** Runs `task` once the page has first been marked ready (at once, in a task of its own, if it has been). */
export function whenPageReady(task: () => void): void {
  if (document.documentElement.dataset.appReady === 'true') setTimeout(task);
  else onFirstReady.push(task);
}

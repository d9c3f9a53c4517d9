const onFirstReady: (() => void)[] = [];

/**
 * Marks `<html data-app-ready>`: React has hydrated (or drawn) the screen and its forms take
 * input. Browser tests wait for this mark before they type or click.
 */
export function markPageReady(): void {
  if (document.documentElement.dataset.appReady === 'true') return;
  document.documentElement.dataset.appReady = 'true';
  for (const task of onFirstReady.splice(0)) setTimeout(task);
}

/** Runs `task` once the page has first been marked ready (at once, in a task of its own, if it has been). */
export function whenPageReady(task: () => void): void {
  if (document.documentElement.dataset.appReady === 'true') setTimeout(task);
  else onFirstReady.push(task);
}

/**
 * Runs `task` once the page has loaded: at the load event, or at once when it has passed
 * already (the app's code is imported after the first paint, and may arrive after it).
 */
export function afterPageLoad(task: () => void): void {
  if (document.readyState === 'complete') setTimeout(task);
  else window.addEventListener('load', task, { once: true });
}

/** How long a busy page may hold back work that waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * How long after the load event such work waits for the app's ready mark before it runs
 * anyway: a page the app never marks ready (a screen whose code failed to load) still gets it.
 */
export const READY_TIMEOUT_MS = 10_000;

/**
 * Runs `task` once: when the page has loaded, the app has hydrated it (`markPageReady`) and
 * the browser is idle, or `READY_TIMEOUT_MS` after the load event if the
 * app never marks it ready. For work that must not compete with the page's start on a phone's
 * few cores, such as the service worker's download of the whole app.
 */
export function afterPageSettles(task: () => void): void {
  let ran = false;
  const runOnce = () => {
    if (ran) return;
    ran = true;
    task();
  };
  afterPageLoad(() => {
    const fallback = setTimeout(runOnce, READY_TIMEOUT_MS);
    whenPageReady(() => {
      clearTimeout(fallback);
      if ('requestIdleCallback' in window) window.requestIdleCallback(runOnce, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(runOnce);
    });
  });
}

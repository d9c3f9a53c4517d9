/**
 * The build's stand-in for Vite's preload helper (`build/staggered-preload.ts` puts it in place):
 * before a lazily loaded module is imported, every chunk it needs is asked for at once with a
 * `<link rel="modulepreload">`, so they download side by side rather than one level of imports
 * after another. Vite's helper adds all those links in one go; each costs the browser a fetch
 * set-up (far more while DevTools or Lighthouse record the page), and the app's start adds some
 * twenty of them, which made one long task on a slow phone. This one adds them a few at a time,
 * yielding to the browser in between, so no task is long, and otherwise behaves as Vite's does:
 * a chunk is asked for once, a stylesheet is waited for, and a failure is announced as
 * `vite:preloadError` before it is thrown. The chunks are then run one per task before the
 * module itself (`runInStages`).
 */

/** Links added per task: a few ms on a slow phone, well under the 50 ms of a long task. */
export const LINKS_PER_TASK = 4;

type Preloaded = Promise<void> | undefined;

interface Linked {
  all: Set<string>;
  styles: Set<string>;
}

const seen = new Map<string, Preloaded>();

/**
 * What the page already links to (its own markup, a link another script added), and the
 * stylesheets the build wrote inline (build/prerender.ts names each for its file): linking one
 * of those again would fetch it and declare its rules twice, its @font-face rules among them,
 * which makes the browser lay the whole page out again.
 */
function alreadyLinked(): Linked {
  const linked: Linked = { all: new Set(), styles: new Set() };
  for (const link of Array.from(document.getElementsByTagName('link'))) {
    linked.all.add(link.href);
    if (link.rel === 'stylesheet') linked.styles.add(link.href);
  }
  for (const style of Array.from(document.querySelectorAll('style[data-href]'))) {
    linked.styles.add(new URL(style.getAttribute('data-href')!, document.baseURI).href);
  }
  return linked;
}

function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function isStylesheet(href: string): boolean {
  return new URL(href).pathname.endsWith('.css');
}

function addLink(href: string, linked: Linked): Preloaded {
  const isCss = isStylesheet(href);
  if ((isCss ? linked.styles : linked.all).has(href)) return undefined;
  const link = document.createElement('link');
  link.rel = isCss ? 'stylesheet' : 'modulepreload';
  if (!isCss) link.setAttribute('as', 'script');
  link.setAttribute('crossorigin', '');
  link.href = href;
  document.head.appendChild(link);
  if (!isCss) return undefined;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), { once: true });
  });
}

function preloadOnce(href: string, linked: Linked): Preloaded {
  if (seen.has(href)) return seen.get(href);
  const loaded = addLink(href, linked)?.finally(() => seen.set(href, undefined));
  seen.set(href, loaded);
  return loaded;
}

function announceFailure(error: unknown): void {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/** Runs a chunk that has been asked for: the browser's own `import()`. */
export type ChunkImport = (href: string) => Promise<unknown>;

const importChunk: ChunkImport = (href) => import(/* @vite-ignore */ href);

/** The chunks this helper has run: importing one again would cost a task for nothing. */
const ranChunks = new Set<string>();

/**
 * Runs the chunks a module needs one per task, in the order given, before the module itself.
 * The browser runs a module and everything it imports in one task once the last file is in:
 * for the app's start that was React DOM, emotion, MUI's core and the app's shell, a 30-50 ms
 * task on this machine, 120-200 ms on Lighthouse's 4x slower phone, most of the page's
 * blocking time. Imported one by one (each with what it imports that has not run yet), they
 * make tasks of a few ms each. The files are already on their way (the preload links), so
 * nothing waits longer for the network. Order is safe either way: a chunk never runs before
 * what it imports. A chunk that fails ends the stages; the module's own import then reports it.
 */
export async function runInStages(hrefs: readonly string[], load: ChunkImport = importChunk): Promise<void> {
  for (const href of hrefs) {
    if (ranChunks.has(href) || isStylesheet(href)) continue;
    try {
      await load(href);
    } catch {
      return;
    }
    ranChunks.add(href);
    await yieldToBrowser();
  }
}

/**
 * Vite calls it as `__vitePreload(() => import('./chunk.js'), ['assets/chunk.js', …])`: the
 * module's own chunk first, then every chunk it needs.
 */
export async function preloadThenImport<T>(load: () => Promise<T>, deps?: string[]): Promise<T> {
  const waits: Promise<void>[] = [];
  const hrefs = (deps ?? []).map((dep) => new URL(`${import.meta.env.BASE_URL}${dep}`, document.baseURI).href);
  const linked = alreadyLinked();
  for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToBrowser();
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
      const loaded = preloadOnce(href, linked);
      if (loaded) waits.push(loaded);
    }
  }
  const settled = await Promise.allSettled(waits);
  for (const result of settled) if (result.status === 'rejected') announceFailure(result.reason);
  await runInStages(hrefs.slice(1));
  return load().catch((error: unknown) => {
    announceFailure(error);
    // The page chose to go on without the module (it called preventDefault): as with Vite's helper.
    return undefined as T;
  });
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINKS_PER_TASK, preloadThenImport, runInStages } from '@/lib/module-preload';
import { INLINED_STYLESHEET_ATTRIBUTE } from '../../../build/prerender';
import { staggeredPreloadPlugin } from '../../../build/staggered-preload';

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((link) => new URL(link.href).pathname);
const chunks = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `assets/${prefix}-${index}.js`);

// The helper remembers what it asked for during the page's life, so each test names its own chunks.
afterEach(() => {
  document.head.replaceChildren();
});

describe('the preload helper that adds its links a few per task', () => {
  it('adds the first few links at once, the rest in later tasks, and imports once every chunk is asked for', async () => {
    const deps = chunks('start', LINKS_PER_TASK * 2 + 1);
    let linkedWhenImported: string[] = [];
    const load = vi.fn(() => {
      linkedWhenImported = preloads();
      return Promise.resolve({ startApp: 'module' });
    });

    const imported = preloadThenImport(load, deps);
    // What one task did: no more than a batch.
    expect(preloads()).toEqual(deps.slice(0, LINKS_PER_TASK).map((dep) => `/${dep}`));
    expect(load).not.toHaveBeenCalled();

    await expect(imported).resolves.toEqual({ startApp: 'module' });
    expect(linkedWhenImported).toEqual(deps.map((dep) => `/${dep}`));
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.getAttribute('as')).toBe('script');
    expect(link?.getAttribute('crossorigin')).toBe('');
  });

  it('asks for a chunk once, and never for one the page already links to', async () => {
    const present = document.createElement('link');
    present.rel = 'modulepreload';
    present.href = '/assets/present.js';
    document.head.append(present);

    await preloadThenImport(() => Promise.resolve(1), ['assets/present.js', 'assets/shared.js', 'assets/first.js']);
    await preloadThenImport(() => Promise.resolve(2), ['assets/shared.js', 'assets/second.js']);

    expect(preloads()).toEqual(['/assets/present.js', '/assets/shared.js', '/assets/first.js', '/assets/second.js']);
  });

  it('never links again a stylesheet the build wrote inline', async () => {
    const inlined = document.createElement('style');
    inlined.setAttribute(INLINED_STYLESHEET_ATTRIBUTE, '/assets/fonts.css');
    document.head.append(inlined);

    await expect(preloadThenImport(() => Promise.resolve('screen'), ['assets/fonts.css', 'assets/inlined-screen.js'])).resolves.toBe('screen');

    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    expect(preloads()).toEqual(['/assets/inlined-screen.js']);
  });

  it('waits for a stylesheet to load before importing', async () => {
    const load = vi.fn(() => Promise.resolve('screen'));
    const imported = preloadThenImport(load, ['assets/screen.css', 'assets/screen.js']);
    const sheet = await vi.waitFor(() => {
      const found = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      if (!found) throw new Error('no stylesheet yet');
      return found;
    });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    sheet.dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('screen');
  });

  it('announces a chunk that could not load as vite:preloadError, and lets the page choose to go on', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as Event & { payload?: unknown }).payload);
    window.addEventListener('vite:preloadError', listener);
    try {
      await expect(preloadThenImport(() => Promise.reject(failure), ['assets/gone-1.js'])).rejects.toBe(failure);
      const goOn = (event: Event) => event.preventDefault();
      window.addEventListener('vite:preloadError', goOn, { once: true });
      await expect(preloadThenImport(() => Promise.reject(failure), ['assets/gone-2.js'])).resolves.toBeUndefined();
      expect(seen).toEqual([failure, failure]);
    } finally {
      window.removeEventListener('vite:preloadError', listener);
    }
  });
});

describe('running the chunks a module needs one per task', () => {
  const href = (name: string) => `https://localhost/assets/${name}`;
  /** Lets every pending promise callback run, but no task. */
  const settleMicrotasks = async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  };

  it('imports each script in order, the next only in a later task, and never a stylesheet', async () => {
    const imported: string[] = [];
    const pending = new Map<string, () => void>();
    const load = vi.fn(
      (url: string) =>
        new Promise<void>((resolve) => {
          imported.push(url);
          pending.set(url, resolve);
        }),
    );

    const stages = runInStages([href('react-dom.js'), href('screen.css'), href('theme.js')], load);
    expect(imported).toEqual([href('react-dom.js')]);
    pending.get(href('react-dom.js'))!();
    // Evaluated and resolved: the next chunk still waits for a task of its own.
    await settleMicrotasks();
    expect(imported).toEqual([href('react-dom.js')]);
    await vi.waitFor(() => expect(imported).toEqual([href('react-dom.js'), href('theme.js')]));
    pending.get(href('theme.js'))!();
    await stages;
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops at a chunk that fails, and never imports a chunk it has run before', async () => {
    const imported: string[] = [];
    const load = (url: string) => {
      imported.push(url);
      return url.includes('gone') ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve();
    };

    await runInStages([href('shared.js'), href('gone.js'), href('after-gone.js')], load);
    await runInStages([href('shared.js'), href('second.js')], load);

    expect(imported).toEqual([href('shared.js'), href('gone.js'), href('second.js')]);
  });
});

describe('the build plugin that puts it in place of Vite’s helper', () => {
  it('answers the id Vite imports __vitePreload from, and nothing else', () => {
    const load = staggeredPreloadPlugin().load as (id: string) => string | null;
    expect(load('\0vite/preload-helper.js')).toMatch(/^export \{ preloadThenImport as __vitePreload \} from ".*src\/lib\/module-preload\.ts";$/);
    expect(load('/src/main.tsx')).toBeNull();
  });
});

import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The module Vite's build imports its preload helper from, `__vitePreload`. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const STAGGERED_HELPER = 'src/lib/module-preload.ts';

/**
 * Answers the build's preload helper with `src/lib/module-preload.ts`, which adds a lazily
 * loaded module's `modulepreload` links a few per task instead of all in one (see there).
 * Vite 8 imports `__vitePreload(load, deps)` from this id; its unit test and every browser
 * test (which load the app's code through it) fail on a Vite that changed that.
 */
export function staggeredPreloadPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'staggered-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      root = config.root;
    },
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return `export { preloadThenImport as __vitePreload } from ${JSON.stringify(join(root, STAGGERED_HELPER))};`;
    },
  };
}

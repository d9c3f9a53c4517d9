import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vitest/config';
import { API_CLIENT, chunkByStage, stagesFetchedTogether } from './build/chunks.ts';
import { englishOnce } from './build/english-once.ts';
import { prerenderPlugin } from './build/prerender.ts';
import { documentMessages } from './src/app/document-messages.ts';
import { webManifest } from './src/app/web-manifest.ts';
import { brand } from './src/config/brand.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
/** The English of a text is its message's own (the catalogues' source language). */
const english = (message: { message: string }) => message.message;
// The prerendered home page counts its years of experience from this year (src/config/env.ts).
process.env.VITE_BUILD_YEAR ??= String(new Date().getFullYear());
process.env.VITE_APP_VERSION ??= `${process.env.npm_package_version ?? '0'}+${new Date().toISOString().slice(0, 16)}`;

/** Fills the page's name and theme colour from the brand config, its description and no-script note from the catalogue. */
function brandHtml(): Plugin {
  const values: Record<string, string> = {
    NAME: brand.appName,
    DESCRIPTION: english(documentMessages.description),
    NOSCRIPT: english(documentMessages.noscript),
    THEME_COLOR: brand.themeColor,
  };
  return {
    name: 'brand-html',
    transformIndexHtml: (html) => html.replace(/__APP_([A-Z_]+)__/g, (match, key: string) => values[key] ?? match),
  };
}

/**
 * The development server's pages run the head script too (the build links its own copy, built
 * on its own: build/prerender.ts), as a module in <head>: it runs before the boot script, the
 * module after it, so the boot script finds the page hidden when it is being left.
 */
function devHeadScript(): Plugin {
  return {
    name: 'dev-head-script',
    apply: 'serve',
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: '/src/app/head-script.ts' }, injectTo: 'head' }],
  };
}

/**
 * Brotli and gzip copies of every text file of the build, written once here so the server
 * (@fastify/static preCompressed) never compresses on a request: phones on slow links get
 * a quarter of the bytes at no cost per visit.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler: () => {
        for (const file of walk(outDir)) {
          if (!/\.(js|mjs|css|html|svg|json|webmanifest)$/.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

const pages = prerenderPlugin();
const stages = stagesFetchedTogether();


export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // React's own hook for the shim wouter and SWR import (src/lib/react-sync-external-store.ts).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: join(src, 'lib', 'react-sync-external-store.ts') },
    ],
  },
  plugins: [
    englishOnce(),
    react(),
    brandHtml(),
    devHeadScript(),
    pages,
    precompress(),
    stages.plugin,
    VitePWA({
      // The prerendered pages must exist before the worker's precache list is made.
      integration: { beforeBuildServiceWorker: () => pages.prerender() },
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The same words as every other language's manifest (src/app/web-manifest.ts), in English.
      manifest: webManifest('en', english),
      injectManifest: {
        // The prerendered pages (about-us/index.html, …) and the empty shell (shell.html) are html.
        // Each other language's manifest (es/manifest.webmanifest); the English one is added by the plugin.
        globPatterns: ['**/*.{js,css,html,svg,ico}', '**/roboto-core-*.woff2', '**/roboto-latin-*.woff2', '*/manifest.webmanifest'],
        // The icons' SVG sources are for the generator; the manifest's PNGs are precached.
        globIgnores: ['icons/*.svg'],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // No font is written into the CSS as a data URL: src/fonts.css goes inline into every page
    // (build/prerender.ts), and Vite inlined Roboto's Greek Extended faces (under 4 KB each,
    // in two formats): 20 KB of base64 in each page's HTML for text the pages never show. As
    // files, they are fetched only by a page that needs them.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    // The three start-up stages' files asked for at once, each still run in its turn (build/chunks.ts).
    modulePreload: { resolveDependencies: stages.resolveDependencies },
    rolldownOptions: {
      output: {
        // One chunk per start-up stage (build/chunks.ts): React DOM, the theme, the app's shell.
        // React DOM's changes only with React, so a new release of the app leaves it in the
        // browser's and the worker's caches. A stage takes its modules whole, so it needs none of
        // its dependencies pulled in (the option's default, which would take MUI into one group).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: chunkByStage(), debugName: 'start-up stages' },
            // The API client with the libraries it stands on, in one file for every screen that calls the API.
            { name: 'api', test: API_CLIENT },
          ],
        },
      },
    },
  },
  test: {
    // As many test files at a time as the machine has cores, in each area (vitest's default
    // leaves one core idle: on two cores, one file at a time).
    maxWorkers: '100%',
    // A failed comparison says in full what it saw: CI's log, and the JSON reports it prints
    // from, keep the message but not the diff.
    chaiConfig: { truncateThreshold: 0 },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Happy DOM, not jsdom (docs/decisions.md, 'Screen tests in Happy DOM'): a page for
          // each file is a third of jsdom's set-up. A file that tests logic alone says
          // `// @vitest-environment node` in its first line and runs without one. The page is a
          // phone's width, where media queries apply as on the phone the screens are made for.
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'https://localhost/', width: 390, height: 844 } },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // Each file in a fresh VM context of a long-lived worker process: its own page, module
          // graph and globals, as isolated as a process of its own, without starting Node and
          // importing Happy DOM, React and MUI's externals again for every file (Vitest's
          // default pool spent half of the area there: the area went from some 130 to 66 s).
          // A worker is recycled past the memory limit, since VM contexts are not all freed
          // (Vitest's own advice is to set the limit; a worker peaks near 1.3 GB in a whole run).
          pool: 'vmForks',
          vmMemoryLimit: '2GiB',
          // A bound against a test that hangs, not a measure of speed: an MUI screen driven by
          // user-event takes a second on a quiet machine and half a minute on a busy one.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // The files of a worker share its imported modules: each file builds its own app, on
          // its own database, and closes it, and the server's modules keep nothing between apps
          // but caches (collators, the demo files), so a file sees nothing of the one before.
          // Importing Fastify, Drizzle and PGlite afresh for each file took a third of the area.
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          // A bound against a test that hangs, not a measure of speed: creating and migrating an
          // embedded database takes seconds on a quiet machine and over a minute on a busy one.
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // The files of a worker share its imported modules (playwright-core and the support
          // code): what a file opens (its Chromium, its kept contexts, its own product) is
          // closed in its afterAll hooks, and the support modules' state is reset per test.
          // Importing them afresh for each file left one core idle for minutes of the run.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          setupFiles: ['tests/e2e/support/setup.ts'],
          // Bounds against a test that hangs, not measures of speed: a whole journey takes
          // seconds on a quiet machine and minutes on one busy with other test runs (the
          // Spanish intake journey needed over 5 minutes beside a load average of 27).
          testTimeout: 600_000,
          hookTimeout: 240_000,
          // What a poll waits for happens in a real browser on a machine that may be busy:
          // vitest's default second is a measure of speed there, not a bound.
          expect: { poll: { timeout: 60_000 } },
        },
      },
    ],
  },
});

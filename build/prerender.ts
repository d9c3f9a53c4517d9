import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** What the prerender entry (src/prerender.tsx) exports. */
interface PrerenderEntry {
  prerenderedAddresses: string[];
  prerenderPage(address: string): Promise<{ html: string; title: string | null }>;
}

/** The empty app shell: every address without a prerendered page gets it. */
export const SHELL_FILE = 'shell.html';
const ROOT_ELEMENT = '<div id="root"></div>';
/** The heading weight of every prerendered page's h1, the largest text on its first screen. */
const HEADING_FONT = /^roboto-latin-700-normal-[\w-]+\.woff2$/;

/** dist/about-us/index.html for /about-us; dist/index.html for /. */
export function pageFile(outDir: string, address: string): string {
  return join(outDir, address.replace(/^\/+/, ''), 'index.html');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

/** The client's index.html with one page's markup, title and heading-font preload in it. */
export function fillTemplate(template: string, address: string, page: { html: string; title: string | null }, fontHref: string | null): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
  // React writes its resource hints (the first screen's eager images) ahead of the markup;
  // they belong in <head>, where the browser finds them before the first style tag.
  const hints = /^(?:<link [^>]*\/>)*/.exec(page.html)![0];
  const markup = page.html.slice(hints.length);
  let html = template.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${escapeAttribute(address)}">${markup}</div>`);
  if (hints) html = html.replace('</title>', () => `</title>\n    ${hints}`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  if (fontHref) {
    // font-display: swap draws the text at once in a fallback face; the preload makes the swap early.
    html = html.replace('</title>', () => `</title>\n    <link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin />`);
  }
  return html;
}

/**
 * Builds src/prerender.tsx for Node (everything bundled, so the pages render with the same
 * module versions as the browser's), then writes every prerendered page beside the client
 * build and keeps the untouched index.html as the empty shell. Runs after the client build
 * and before the service worker's precache list is made, so the pages are precached.
 */
export function prerenderPlugin(): Plugin & { prerender(): Promise<void> } {
  let root = process.cwd();
  let outDir = 'dist';
  let alias: Record<string, string> = {};

  const prerender = async () => {
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    writeFileSync(join(outDir, SHELL_FILE), template);

    const serverDir = mkdtempSync(join(tmpdir(), 'payee-prerender-'));
    try {
      await build({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        resolve: { alias },
        plugins: [react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, target: 'node20', copyPublicDir: false, minify: false },
      });
      const entryFile = readdirSync(serverDir).find((name) => /^prerender\.m?js$/.test(name));
      if (!entryFile) throw new Error('The prerender build wrote no entry');
      const entry = (await import(pathToFileURL(join(serverDir, entryFile)).href)) as PrerenderEntry;

      const font = readdirSync(join(outDir, 'assets')).find((name) => HEADING_FONT.test(name));
      const fontHref = font ? `/assets/${font}` : null;
      for (const address of entry.prerenderedAddresses) {
        const page = await entry.prerenderPage(address);
        const file = pageFile(outDir, address);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, fillTemplate(template, address, page, fontHref));
      }
    } finally {
      rmSync(serverDir, { recursive: true, force: true });
    }
  };

  return {
    name: 'prerender',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      alias = Object.fromEntries(
        config.resolve.alias.flatMap(({ find, replacement }) => (typeof find === 'string' ? [[find, replacement]] : [])),
      );
    },
    prerender,
  };
}

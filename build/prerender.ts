import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, loadEnv, type Logger, type Plugin } from 'vite';
import type { WebManifest } from '../src/app/web-manifest';
import type { Locale } from '../src/contract/locales';
import { anyPageFile, isPagePattern } from '../src/contract/page-patterns.ts';

/** What the prerender entry (build/prerender-entry.tsx) exports. */
interface PrerenderEntry {
  prerenderedAddresses: string[];
  prerenderedLocales: readonly Locale[];
  prerenderPage(address: string, locale: Locale): Promise<PrerenderedPage>;
  documentTexts(locale: Locale): Promise<{ description: string; noscript: string }>;
  webManifestIn(locale: Locale): Promise<WebManifest>;
  pathIn(locale: Locale, address: string): string;
  manifestPath(locale: Locale): string;
}

/** A page's language, as its head says it. */
export interface PageLanguage {
  lang: string;
  description: string;
  /** What a browser without JavaScript shows. */
  noscript: string;
  /** The language's web app manifest. */
  manifest: string;
  /** The same page in every language, x-default (the English one) too; none for the shell. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  /** The page's own address (absolute with PUBLIC_ORIGIN); none for the shell, which has many. */
  canonical?: string;
}

/** A Roboto face a page preloads: its weight, and the media query it is drawn under when not under all. */
export interface FacePreload {
  weight: number;
  media?: string;
}

/** A font file to preload, and the media query it is drawn under when not under all. */
export interface FontPreload {
  href: string;
  media?: string;
}

interface PrerenderedPage {
  html: string;
  styles: string;
  title: string | null;
  /** The faces its first screen draws with. */
  faces: readonly FacePreload[];
}

/** The empty app shell: every address without a prerendered page gets it. */
export const SHELL_FILE = 'shell.html';
const ROOT_ELEMENT = '<div id="root"></div>';
/**
 * Roboto's core faces (build/roboto-core.ts: the characters of the app's own texts), found in
 * the build by weight. A page preloads the faces its first screen draws with (each page says
 * which: build/prerender-entry.tsx), so that they are in before the first paint where possible
 * and the text does not reflow (a layout shift) when a face swaps in late. It preloads no
 * other: on a slow line a face no text draws (14 KB) holds up the screen's own code.
 */
const coreFace = (weight: number) => new RegExp(`^roboto-core-${weight}-[\\w-]+\\.woff2$`);

/** The shell serves every address without a page of its own: it preloads every face a first screen draws with. */
const SHELL_FACES: readonly FacePreload[] = [{ weight: 700 }, { weight: 400 }, { weight: 500 }];

/** The head script's source (src/app/head-script.ts), built on its own for every page's <head>. */
const HEAD_SCRIPT_ENTRY = 'src/app/head-script.ts';

/**
 * PUBLIC_ORIGIN (https://apply.example.org), read when the app is built: the origin the pages'
 * hreflang and canonical links are written with, since search engines want them absolute.
 * Only an origin: the app lives at the root of its host.
 */
export function publicOrigin(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : null;
  if (!url || !['https:', 'http:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://apply.example.org (scheme and host, no path), got "${raw}"`);
  }
  return url.origin;
}

/** dist/about-us/index.html for /about-us; dist/index.html for /. */
export function pageFile(outDir: string, address: string): string {
  return join(outDir, address.replace(/^\/+/, ''), 'index.html');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

/**
 * The client's index.html made ready for a page, or for the empty shell: the first screen's
 * faces preloaded. Their @font-face rules are written inline by Vite itself (index.html holds
 * src/fonts.css in a <style>), so the faces are known before the first layout with no
 * stylesheet to wait for.
 */
export function prepareTemplate(template: string, fonts: readonly FontPreload[], headScript: string | null = null): string {
  const preloads = fonts
    .map(({ href, media }) => `\n    <link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin${media ? ` media="${escapeAttribute(media)}"` : ''} />`)
    .join('');
  // A classic script, so it runs where it stands, before anything below it is drawn.
  const script = headScript ? `\n    <script src="${escapeAttribute(headScript)}"></script>` : '';
  return template.replace('</title>', () => `</title>${preloads}${script}`);
}

/** The prepared template with one page's markup, emotion's styles, title and image hints in it. */
export function fillTemplate(template: string, address: string, page: Omit<PrerenderedPage, 'faces'>): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
  // React writes its resource hints (the first screen's eager images) ahead of the markup;
  // they belong in <head>, where the browser finds them before the first style tag.
  const hints = /^(?:<link [^>]*\/>)*/.exec(page.html)![0];
  const markup = page.html.slice(hints.length);
  let html = template.replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${escapeAttribute(address)}">${markup}</div>`);
  if (hints) html = html.replace('</title>', () => `</title>\n    ${hints}`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  return html.replace('</head>', () => `${page.styles}</head>`);
}

/**
 * A page in its language around the app: `<html lang>`, the description, the language's
 * manifest, the note for a browser without JavaScript, and the links to the same page in the
 * other languages (hreflang), so that search engines and the person's browser find each copy.
 */
export function localizeDocument(html: string, language: PageLanguage): string {
  const canonical = language.canonical ? [`\n    <link rel="canonical" href="${escapeAttribute(language.canonical)}" />`] : [];
  const alternates = [
    ...canonical,
    ...language.alternates.map(({ hreflang, href }) => `\n    <link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`),
  ].join('');
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language.lang}"`)
    .replace(/(<meta name="description" content=")[^"]*"/, (_, start: string) => `${start}${escapeAttribute(language.description)}"`)
    .replace(/(<link rel="manifest" href=")[^"]*"/, (_, start: string) => `${start}${escapeAttribute(language.manifest)}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(language.noscript)}</noscript>`)
    .replace('</title>', () => `</title>${alternates}`);
}

/**
 * Builds build/prerender-entry.tsx for Node (everything bundled, so the pages render with the same
 * module versions as the browser's), then writes every prerendered page beside the client
 * build and keeps the untouched index.html as the empty shell. Runs after the client build
 * and before the service worker's precache list is made, so the pages are precached.
 */
export function prerenderPlugin(): Plugin & { prerender(): Promise<void> } {
  let root = process.cwd();
  let outDir = 'dist';
  let alias: Record<string, string> = {};
  let origin: string | null = null;
  let logger: Logger | null = null;

  /** The head script, built on its own (an IIFE), written under assets/ with its hash in its name. */
  const buildHeadScript = async (): Promise<string> => {
    const result = await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      resolve: { alias },
      build: { write: false, copyPublicDir: false, target: 'es2022', minify: true, lib: { entry: HEAD_SCRIPT_ENTRY, formats: ['iife'], name: 'headScript' } },
    });
    const chunk = (Array.isArray(result) ? result : [result]).flatMap((output) => ('output' in output ? output.output : [])).find((item) => item.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error(`The build of ${HEAD_SCRIPT_ENTRY} wrote no script`);
    const name = `head-script-${createHash('sha256').update(chunk.code).digest('hex').slice(0, 8)}.js`;
    writeFileSync(join(outDir, 'assets', name), chunk.code);
    return `/assets/${name}`;
  };

  const prerender = async () => {
    if (!origin) {
      logger?.warn('PUBLIC_ORIGIN is not set: the pages\' hreflang and canonical links are written relative to the site (/about-us). Search engines want them absolute: build with PUBLIC_ORIGIN=https://your.host.');
    }
    const absolute = (path: string) => `${origin ?? ''}${path}`;
    const headScript = await buildHeadScript();
    const assets = readdirSync(join(outDir, 'assets'));
    const fontsOf = (faces: readonly FacePreload[]): FontPreload[] =>
      faces.map(({ weight, media }) => {
        const file = assets.find((name) => coreFace(weight).test(name));
        if (!file) throw new Error(`The build has no core face of Roboto ${weight}`);
        return { href: `/assets/${file}`, media };
      });
    const source = readFileSync(join(outDir, 'index.html'), 'utf8');
    const template = prepareTemplate(source, fontsOf(SHELL_FACES), headScript);
    writeFileSync(join(outDir, 'index.html'), template);
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
        build: { ssr: 'build/prerender-entry.tsx', outDir: serverDir, emptyOutDir: true, target: 'node20', copyPublicDir: false, minify: false },
      });
      const entryFile = readdirSync(serverDir).find((name) => /^prerender-entry\.m?js$/.test(name));
      if (!entryFile) throw new Error('The prerender build wrote no entry');
      const entry = (await import(pathToFileURL(join(serverDir, entryFile)).href)) as PrerenderEntry;

      for (const locale of entry.prerenderedLocales) {
        const texts = await entry.documentTexts(locale);
        const language = (alternates: PageLanguage['alternates'], canonical?: string): PageLanguage => ({
          lang: locale,
          description: texts.description,
          noscript: texts.noscript,
          manifest: entry.manifestPath(locale),
          alternates,
          canonical,
        });
        for (const address of entry.prerenderedAddresses) {
          const page = await entry.prerenderPage(address, locale);
          const at = entry.pathIn(locale, address);
          const html = fillTemplate(prepareTemplate(source, fontsOf(page.faces), headScript), at, page);
          if (isPagePattern(address)) {
            // One page for many addresses (each person's own): like the shell, it names none of them.
            const file = join(outDir, anyPageFile(at)!);
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, localizeDocument(html, language([])));
            continue;
          }
          const alternates = [
            ...entry.prerenderedLocales.map((other) => ({ hreflang: other, href: absolute(entry.pathIn(other, address)) })),
            { hreflang: 'x-default', href: absolute(address) },
          ];
          const file = pageFile(outDir, at);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, localizeDocument(html, language(alternates, absolute(at))));
        }
        if (locale === 'en') continue;
        // The other languages' empty shell and manifest live under their prefix (es/shell.html);
        // the English manifest is vite-plugin-pwa's, made by the same function (vite.config.ts).
        const prefix = entry.pathIn(locale, '/');
        writeFileSync(join(outDir, prefix, SHELL_FILE), localizeDocument(template, language([])));
        writeFileSync(join(outDir, entry.manifestPath(locale)), `${JSON.stringify(await entry.webManifestIn(locale))}\n`);
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
      logger = config.logger;
      const envDir = typeof config.envDir === 'string' ? config.envDir : config.root;
      origin = publicOrigin(loadEnv(config.mode, envDir, 'PUBLIC_ORIGIN').PUBLIC_ORIGIN);
      outDir = resolve(config.root, config.build.outDir);
      alias = Object.fromEntries(
        config.resolve.alias.flatMap(({ find, replacement }) => (typeof find === 'string' ? [[find, replacement]] : [])),
      );
    },
    prerender,
  };
}

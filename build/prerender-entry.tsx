import { CacheProvider } from '@emotion/react';
import type { Messages } from '@lingui/core';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { App } from '@/app/app';
import { createEmotionCache } from '@/app/emotion-cache';
import { prerenderedRoute, routes } from '@/app/routes';
import { theme } from '@/app/theme';
import { paths } from '@/config/paths';
import { takePrerenderedTitle } from '@/components/use-page-title';
import { documentMessages } from '@/app/document-messages';
import { webManifest, type WebManifest } from '@/app/web-manifest';
import { LOCALES, type Locale } from '@/contract/locales';
import { pathIn } from '@/contract/locale-paths';
import { activateLocale, i18n, t } from '@/i18n/i18n';

/**
 * The build's prerender entry (build/prerender.ts bundles and runs it once, after the client
 * build): the first screen of every public route that shows everyone the same thing, as HTML.
 * Nothing here may depend on who is visiting: there is no session, no storage and no API at
 * build time, and the pages render their signed-out, still-loading first state.
 */
export const prerenderedAddresses: string[] = routes.flatMap((route) => (route.prerender ? [route.prerender] : []));

/** Every language has its own copy of each page, at its own address (src/contract/locale-paths.ts). */
export const prerenderedLocales: readonly Locale[] = LOCALES;

/** The texts of the pages' heads and the manifests: the build's own, never loaded by a page. */
const DOCUMENT_CATALOGUES: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('@/i18n/catalogs/document/en'),
  es: () => import('@/i18n/catalogs/document/es'),
};

/** Shows the language with its head's and manifest's texts besides the app's. */
async function activateWithDocumentTexts(locale: Locale): Promise<void> {
  await activateLocale(locale);
  i18n.load(locale, (await DOCUMENT_CATALOGUES[locale]()).messages);
}

/** What a language's page head says, beyond a page's own title. */
export async function documentTexts(locale: Locale): Promise<{ description: string; noscript: string }> {
  await activateWithDocumentTexts(locale);
  return { description: t(documentMessages.description), noscript: t(documentMessages.noscript) };
}

/** The language's web app manifest (src/app/web-manifest.ts, the English one's source too). */
export async function webManifestIn(locale: Locale): Promise<WebManifest> {
  await activateWithDocumentTexts(locale);
  return webManifest(locale, t);
}

export interface PrerenderedPage {
  /** What goes inside #root. */
  html: string;
  /** Emotion's style tags for <head>, as @emotion/server extracts them. */
  styles: string;
  title: string | null;
  /** The Roboto faces its first screen draws with, which the page preloads (build/prerender.ts). */
  faces: Array<{ weight: number; media?: string }>;
}

/**
 * The wizards' first screens: their step header ('Step 1 of 9') is Roboto Medium, drawn at once
 * or, where the first state is the step's skeleton (a resumed application, onboarding), as
 * soon as the draft is read.
 */
const MEDIUM_SCREENS: ReadonlySet<string> = new Set([paths.intakeNew.path, paths.intakeResume.path, paths.onboarding.path]);

/**
 * The faces a first screen draws with. Every screen: 400 for its text, 700 for its headings
 * and buttons (whose 600 draws from 700, the nearest heavier face). Medium (500) only where a
 * first screen shows it: the wizards' step header, and the public pages' navigation bar, drawn
 * from the md breakpoint up (under it the menu button stands in its place). The browser test
 * of the fonts checks these against what each page draws, on a phone and on a desktop.
 */
function firstScreenFaces(address: string): PrerenderedPage['faces'] {
  const faces: PrerenderedPage['faces'] = [{ weight: 700 }, { weight: 400 }];
  if (MEDIUM_SCREENS.has(address)) faces.push({ weight: 500 });
  else if (prerenderedRoute(address)?.layout === 'public') faces.push({ weight: 500, media: theme.breakpoints.up('md').replace(/^@media\s*/, '') });
  return faces;
}

/** One page (`address` is its English address) in one language, at that language's address. */
export async function prerenderPage(address: string, locale: Locale = 'en'): Promise<PrerenderedPage> {
  takePrerenderedTitle();
  await activateLocale(locale);
  // Every part must be written in place: a part that suspended (or that React found large
  // enough to stream later, progressiveChunkSize) is written as a hidden segment with an
  // inline script to reveal it, which the CSP blocks. With its code in, the page never suspends.
  await prerenderedRoute(address)?.page.preload();
  // A fresh cache per page, so that each page carries all of its own rules.
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <App ssrPath={pathIn(locale, address)} />
    </CacheProvider>,
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`Prerendering ${address} failed: ${String(errors[0])}`);
  if (html.includes('<script')) throw new Error(`Prerendering ${address} left a suspended part, revealed by an inline script`);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)), title: takePrerenderedTitle(), faces: firstScreenFaces(address) };
}

export { manifestPath, pathIn } from '@/contract/locale-paths';

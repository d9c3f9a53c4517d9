// Relative imports with their extensions: vite.config.ts reads this file before the @ alias exists.
import { brand } from '../config/brand.ts';
import { pathIn } from '../contract/locale-paths.ts';
import { INTL_LOCALE, type Locale } from '../contract/locales.ts';
import type { Message } from '../contract/translate.ts';
import { documentMessages as m } from './document-messages.ts';

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
  screenshots: { src: string; sizes: string; type: string; form_factor: 'narrow' | 'wide'; label: string }[];
  shortcuts: { name: string; short_name: string; url: string; icons: { src: string; sizes: string }[] }[];
}

/**
 * The web app manifest in a language: one app (the same id and scope) whose words are
 * document-messages.ts' said in that language (`t`), and whose start and shortcuts are the
 * language's addresses. The build writes the English one through vite-plugin-pwa
 * (vite.config.ts, where the English is the messages' own) and every other language's under its
 * prefix (build/prerender.ts, /es/manifest.webmanifest).
 */
export function webManifest(locale: Locale, t: (message: Message) => string): WebManifest {
  const at = (address: string) => pathIn(locale, address);
  const shortcutIcons = [{ src: '/icons/icon-192.png', sizes: '192x192' }];
  return {
    id: '/',
    name: brand.appName,
    short_name: brand.shortName,
    description: t(m.description),
    lang: INTL_LOCALE[locale],
    start_url: at('/'),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    categories: ['finance', 'government'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // Chrome's richer install sheet shows these (narrow on phones, wide on desktops).
    screenshots: [
      { src: '/icons/screenshot-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: t(m.screenshotNarrow) },
      { src: '/icons/screenshot-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: t(m.screenshotWide) },
    ],
    shortcuts: [
      { name: t(m.applyShortcut), short_name: t(m.applyShortcutShort), url: at('/client/intake'), icons: shortcutIcons },
      { name: t(m.accountShortcut), short_name: t(m.accountShortcutShort), url: at('/my-account'), icons: shortcutIcons },
    ],
  };
}

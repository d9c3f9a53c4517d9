/**
 * What every page's head and each language's web app manifest say: the one source of both
 * manifests (src/app/web-manifest.ts) and of index.html's description and no-script note, in
 * English (vite.config.ts) and in every other language (build/prerender.ts). Only the build
 * says them, so their catalogue is one of their own (lingui.config.ts), never loaded by a page.
 */
export const documentMessages = {
  description: /*i18n*/ {
    id: 'app.description',
    message: 'Representative Payee, Federal Fiduciary and Money Management services in Maryland, Virginia and Ohio.',
  },
  noscript: /*i18n*/ { id: 'app.noscript', message: "This app needs JavaScript to run. Please turn it on in your browser's settings." },
  applyShortcut: /*i18n*/ { id: 'app.shortcut.apply', message: 'Apply Now' },
  applyShortcutShort: /*i18n*/ { id: 'app.shortcut.apply_short', message: 'Apply' },
  accountShortcut: /*i18n*/ { id: 'app.shortcut.account', message: 'My Account' },
  accountShortcutShort: /*i18n*/ { id: 'app.shortcut.account_short', message: 'Account' },
  screenshotNarrow: /*i18n*/ { id: 'app.screenshot.narrow', message: 'The home page on a phone' },
  screenshotWide: /*i18n*/ { id: 'app.screenshot.wide', message: 'The home page on a computer' },
} as const;

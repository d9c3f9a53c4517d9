import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * Every text a person reads, in one catalogue per language (docs/i18n.md). The source texts are
 * the English of the spec, written as message descriptors with explicit ids; `npm run i18n`
 * extracts them into the JSON catalogues and compiles those into TypeScript modules: the app's
 * and the contract's (one chunk per language in the app; the server imports them too), and the
 * server's own.
 */
/** Where a catalogue lives; the catalogue test (LINGUI_CATALOGS_DIR) extracts into a copy instead. */
const at = (name: 'app' | 'server', home: string) =>
  process.env.LINGUI_CATALOGS_DIR ? `${process.env.LINGUI_CATALOGS_DIR}/${name}/{locale}` : `<rootDir>/${home}/{locale}`;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    // The app's texts and the shared contract's: the app loads one language of these.
    {
      path: at('app', 'src/contract/catalogs'),
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/contract/catalogs/**'],
    },
    // Texts only the server says (its answers, lists, PDFs): no visit of the app downloads them.
    {
      path: at('server', 'server/catalogs'),
      include: ['<rootDir>/server'],
      exclude: ['**/node_modules/**', '<rootDir>/server/catalogs/**'],
    },
  ],
  // Lingui's JSON style keeps the English beside each translation, for whoever translates or reviews.
  format: formatter({ style: 'lingui', origins: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
});

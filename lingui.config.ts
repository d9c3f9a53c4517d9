import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * Every text a person reads, in catalogues per language (docs/i18n.md). The source texts are
 * the English of the spec, written as message descriptors with explicit ids; `npm run i18n`
 * extracts them into the JSON catalogues and compiles those into TypeScript modules. A text
 * belongs to the catalogue of the folder it is written in:
 *
 * - `contract`: the rules shared by the app and the server (labels, checks' messages, steps);
 * - `app`: the screens' own texts (every other folder of src), which only the app loads;
 * - `server`: the server's own (its answers, the lists' words, the PDFs).
 *
 * The server loads the contract's and its own; the app the contract's and its screens'.
 */
/** Where a catalogue lives; the catalogue test (LINGUI_CATALOGS_DIR) extracts into a copy instead. */
const at = (name: 'contract' | 'app' | 'server', home: string) =>
  process.env.LINGUI_CATALOGS_DIR ? `${process.env.LINGUI_CATALOGS_DIR}/${name}/{locale}` : `<rootDir>/${home}/{locale}`;

const CATALOGUE_FILES = ['<rootDir>/src/contract/catalogs/**', '<rootDir>/src/i18n/catalogs/**', '<rootDir>/server/catalogs/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: at('contract', 'src/contract/catalogs'),
      include: ['<rootDir>/src/contract'],
      exclude: ['**/node_modules/**', ...CATALOGUE_FILES],
    },
    // The screens' texts; a split by area (public, intake, portal) would add catalogues beside this one.
    {
      path: at('app', 'src/i18n/catalogs/app'),
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/contract/**', ...CATALOGUE_FILES],
    },
    {
      path: at('server', 'server/catalogs'),
      include: ['<rootDir>/server'],
      exclude: ['**/node_modules/**', ...CATALOGUE_FILES],
    },
  ],
  // Lingui's JSON style keeps the English beside each translation, for whoever translates or reviews.
  format: formatter({ style: 'lingui', origins: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
});

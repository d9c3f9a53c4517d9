import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';
import { AREA_FOLDERS, CONTRACT_PART_FILES, FORM_FOLDERS } from './src/i18n/areas';

/**
 * Every text a person reads, in catalogues per language (docs/i18n.md). The source texts are
 * the English of the spec, written as message descriptors with explicit ids; `npm run i18n`
 * extracts them into the JSON catalogues and compiles those into TypeScript modules. A text
 * belongs to the catalogue of the folder it is written in:
 *
 * - `contract`: the rules shared by the app and the server (labels, checks' messages, steps),
 *   in two parts by the screens that say them (`CONTRACT_PART_FILES`): `common` and the forms'
 *   `rules`;
 * - `forms`: the parts of the app's forms and wizards (src/components/form and /wizard);
 * - `shell`: the app's own texts outside its screens and forms (layouts, navigation, prompts),
 *   with the contract's texts that any screen may say (src/contract/messages.ts: a refused
 *   session, a failed call): every page loads it;
 * - `document`: what the pages' heads and the web app manifests say
 *   (src/app/document-messages.ts), which the build writes and no screen shows;
 * - one per area of screens (`SCREEN_AREAS`), loaded with its routes' code (src/i18n/i18n.ts);
 *   an area whose screens have forms (`FORM_AREAS`) loads the forms' and its contract parts too;
 * - `server`: the server's own (its answers, the lists' words, the PDFs).
 *
 * The server loads the contract's and its own; the app the shell's, and each area's of its screens.
 */
/** Where a catalogue lives; the catalogue test (LINGUI_CATALOGS_DIR) extracts into a copy instead. */
const at = (name: string, home: string) =>
  process.env.LINGUI_CATALOGS_DIR ? `${process.env.LINGUI_CATALOGS_DIR}/${name}/{locale}` : `<rootDir>/${home}/{locale}`;

/** The areas of screens with a catalogue of their own, and their folders (src/i18n/areas.ts). */
const SCREEN_AREAS = Object.entries(AREA_FOLDERS);

/** The contract's parts but `common`, each with its files. */
const CONTRACT_PARTS = Object.entries(CONTRACT_PART_FILES);

const CATALOGUE_FILES = ['<rootDir>/src/contract/catalogs/**', '<rootDir>/src/i18n/catalogs/**', '<rootDir>/server/catalogs/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: at('contract-common', 'src/contract/catalogs/common'),
      include: ['<rootDir>/src/contract'],
      exclude: ['**/node_modules/**', ...CONTRACT_PARTS.flatMap(([, files]) => files.map((file) => `<rootDir>/src/contract/${file}`)), ...CATALOGUE_FILES],
    },
    ...CONTRACT_PARTS.map(([part, files]) => ({
      path: at(`contract-${part}`, `src/contract/catalogs/${part}`),
      include: files.map((file) => `<rootDir>/src/contract/${file}`),
      exclude: ['**/node_modules/**', ...CATALOGUE_FILES],
    })),
    {
      path: at('forms', 'src/i18n/catalogs/forms'),
      include: FORM_FOLDERS.map((folder) => `<rootDir>/${folder}`),
      exclude: ['**/node_modules/**', ...CATALOGUE_FILES],
    },
    {
      path: at('shell', 'src/i18n/catalogs/shell'),
      include: ['<rootDir>/src'],
      // The public pages' header and footer are the shell's: they frame every public page.
      exclude: [
        '**/node_modules/**',
        // Every file of the contract but its messages, and every folder in it.
        '<rootDir>/src/contract/!(messages).ts',
        '<rootDir>/src/contract/*/**/*',
        '<rootDir>/src/app/document-messages.ts',
        ...FORM_FOLDERS.map((folder) => `<rootDir>/${folder}/**`),
        ...SCREEN_AREAS.map(([, folder]) => `<rootDir>/${folder}/**`),
        ...CATALOGUE_FILES,
      ],
    },
    {
      path: at('document', 'src/i18n/catalogs/document'),
      include: ['<rootDir>/src/app/document-messages.ts'],
      exclude: ['**/node_modules/**', ...CATALOGUE_FILES],
    },
    ...SCREEN_AREAS.map(([area, folder]) => ({
      path: at(area, `src/i18n/catalogs/${area}`),
      include: [`<rootDir>/${folder}`],
      exclude: ['**/node_modules/**', ...CATALOGUE_FILES],
    })),
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

import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * Every text a person reads, in one catalogue per language (docs/i18n.md). The source texts are
 * the English of the spec, written as message descriptors with explicit ids; `npm run i18n`
 * extracts them into the .po catalogues and compiles those into TypeScript modules that the
 * app (one chunk per language) and the server import.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: process.env.LINGUI_CATALOGS_DIR ? `${process.env.LINGUI_CATALOGS_DIR}/{locale}` : '<rootDir>/src/contract/catalogs/{locale}',
      include: ['<rootDir>/src', '<rootDir>/server'],
      exclude: ['**/node_modules/**', '<rootDir>/src/contract/catalogs/**'],
    },
  ],
  // Lingui's JSON style keeps the English beside each translation, for whoever translates or reviews.
  format: formatter({ style: 'lingui', origins: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
});

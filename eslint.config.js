import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (existsSync('src/features') ? readdirSync('src/features', { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * architecture.md section 3: imports flow one way. lib, contract, i18n <- api, session, offline,
 * components, config <- features <- app; no feature imports another; the server and the
 * service worker reach into src/ only for the shared contract.
 */
/** The public pages' folders with a catalogue of texts of their own (src/i18n/areas.ts). */
const PUBLIC_AREAS = ['home', 'about-us', 'contact-us', 'legal'];
const SHARED = ['api', 'session', 'offline', 'components', 'config', 'lib', 'contract', 'i18n'];
const layerZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features do not import each other: move the shared piece down to a shared folder.',
  })),
  // The public pages' areas each have a catalogue of texts (src/i18n/areas.ts): a page that
  // imported another's code would show texts its route never loaded.
  ...PUBLIC_AREAS.map((name) => ({
    target: ['./src/features/public/nav', './src/features/public/footer', './src/features/public/components', './src/features/public/public-messages.ts', ...PUBLIC_AREAS.filter((other) => other !== name).map((other) => `./src/features/public/${other}`)],
    from: `./src/features/public/${name}`,
    message: 'A public page area is its own catalogue of texts: move the shared piece to src/features/public/components.',
  })),
  { target: './src/features', from: './src/app', message: 'Features never import the app shell.' },
  ...SHARED.map((name) => ({
    target: `./src/${name}`,
    from: ['./src/features', './src/app'],
    message: 'Shared code never imports features or the app shell.',
  })),
  {
    target: './src/api',
    from: ['./src/offline', './src/components', './src/session'],
    message: 'The API client and its endpoints are the bottom of the middle layer: what they need from above (toasts, the session) the app hands in at start-up (connectApiClient).',
  },
  {
    target: './src/offline',
    from: ['./src/components', './src/session'],
    message: 'offline keeps the device side (outbox, drafts, connection, worker bridge) and draws nothing: its banners live in src/components/offline.',
  },
  {
    target: './src/components',
    from: ['./src/session'],
    message: 'Shared components know nothing of who is signed in: the session (with its idle sign-out) sits above them.',
  },
  {
    target: './src/lib',
    from: ['./src/api', './src/session', './src/offline', './src/components', './src/config', './src/i18n'],
    message: 'lib holds pure helpers: it may use only src/contract.',
  },
  {
    target: './src/i18n',
    from: ['./src/api', './src/session', './src/offline', './src/components', './src/config', './src/lib'],
    message: 'i18n (the language on screen and its catalogue) may use only src/contract.',
  },
  { target: './src/contract', from: './src', except: ['./contract'], message: 'contract depends on nothing.' },
  { target: './server', from: './src', except: ['./contract'], message: 'The server shares only src/contract.' },
  { target: './sw', from: './src', except: ['./contract'], message: 'The service worker shares only src/contract.' },
];

/**
 * Failure toasts come from one place: the API client's errorToast, told through the notifier the
 * app hands it at start-up (src/app/api-client-hooks.ts), and the intake's outbox, which tells
 * through the same notifier (notifyFailure). Nothing else raises an error toast.
 */
const FAILURE_TOAST = {
  name: '@/components/toast',
  importNames: ['toastError'],
  message: 'Failure toasts come from the API client (errorToast, docs/architecture.md section 4): show the failure on screen instead.',
};
const ERROR_TOAST_CALL = {
  selector: "CallExpression[callee.name=/^show(Toast|Notice)$/] > Literal[value='error']",
  message: 'Failure toasts come from the API client (errorToast, docs/architecture.md section 4): show the failure on screen instead.',
};

/**
 * MUI's RadioGroup alone is a Tab stop per option while none is chosen and draws no focus ring
 * on the group: RadioField gives both, and a group drawn by hand takes `radioGroupControl`.
 */
const RADIO_GROUP = {
  name: '@mui/material/RadioGroup',
  message:
    "Use RadioField (src/components/form/radio-field.tsx); a group drawn by hand takes radioGroupControl and joins RADIO_GROUP_FILES (docs/decisions.md, 'A radio group is one Tab stop').",
};
const RADIO_GROUP_FILES = ['src/components/form/radio-field.tsx', 'src/features/intake/entry/state-selection-page.tsx'];

/** src/api and src/offline draw nothing: a screen, a banner or a prompt belongs in components or a feature. */
const DRAWS_NOTHING = {
  group: ['@mui/*', 'notistack'],
  message: 'This folder draws nothing: put the screen or banner in src/components (or the feature that shows it).',
};

const OTHER_LIBRARIES = [
  { name: 'axios', message: 'Use the one API client in src/api (redaxios).' },
  { name: 'react-router', message: 'Routing is wouter.' },
  { name: 'react-router-dom', message: 'Routing is wouter.' },
  { name: '@tanstack/react-query', message: 'Data fetching is SWR.' },
  { name: 'formik', message: 'Forms are react-final-form.' },
  { name: 'react-hook-form', message: 'Forms are react-final-form.' },
  { name: 'zod', message: 'Schemas are superstruct.' },
  { name: 'yup', message: 'Schemas are superstruct.' },
  { name: 'react-toastify', message: 'Toasts are notistack, through components/toast.' },
  { name: '@mui/icons-material', message: 'Import icons by path: @mui/icons-material/Name.' },
];

/**
 * No text a person reads is written in a component; it comes from the catalogue, so that
 * every language can say it (docs/i18n.md). Every screen is translated, so the rule covers all of src/.
 */
const TRANSLATED = ['src'];
const READ_ATTRIBUTES = '/^(label|title|placeholder|alt|aria-label|aria-description|helperText|hint|subtitle|description|submitLabel|heading|text|message)$/';
const NO_WRITTEN_TEXT = [
  { selector: 'JSXText[value=/[A-Za-z]/]', message: 'Text a person reads comes from the catalogue: t(messages.x) (docs/i18n.md).' },
  {
    selector: `JSXAttribute[name.name=${READ_ATTRIBUTES}] > Literal[value=/[A-Za-z]/]`,
    message: 'Text a person reads comes from the catalogue: t(messages.x) (docs/i18n.md).',
  },
  {
    selector: `JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)`,
    message: 'Text a person reads comes from the catalogue: t(messages.x) (docs/i18n.md).',
  },
  { selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z]{2}/]', message: 'Text a person reads comes from the catalogue: t(messages.x) (docs/i18n.md).' },
  {
    // A sentence in a string (a toast, a constant): a descriptor's English is its `message`;
    // what only developers read (the console, an Error) is not for the catalogue.
    selector: "Literal[value=/^[A-Z][a-z']*( [a-z',.!?]+){2,}/]:not(Property[key.name='message'] > Literal):not(CallExpression[callee.object.name='console'] > Literal):not(NewExpression > Literal)",
    message: 'A sentence a person reads is a catalogue message: { id, message } marked /*i18n*/ (docs/i18n.md).',
  },
];
/** One store helper (src/lib/store.ts) for every value that React reads through useSyncExternalStore. */
const HAND_MADE_STORE = {
  selector: 'VariableDeclarator[id.name=/[Ll]isteners$/] > NewExpression[callee.name=/^(Set|Map|Array)$/]',
  message: 'A value with listeners is a store: use createStore (or createChangeCounter) from src/lib/store.ts.',
};
/** The app and the service worker read every list's address from one record in src/contract. */
const LIST_ADDRESS = {
  selector: ':matches(Literal[value=/^\\x2F(dropdown|master)\\x2F/], TemplateElement[value.raw=/^\\x2F(dropdown|master)\\x2F/])',
  message: "A list's address comes from src/contract/list-addresses.ts, which the service worker reads too.",
};
const XS_KEY = {
  selector: "Property[key.name='xs']",
  message: 'The spec puts xs at 480 px: phone styles are the base value, not an xs key.',
};
/** What no file of src/ writes (theme.ts may use xs keys). */
const SRC_SYNTAX = [XS_KEY, HAND_MADE_STORE, LIST_ADDRESS, ERROR_TOAST_CALL, ...NO_WRITTEN_TEXT];

export default tseslint.config(
  { ignores: ['src/contract/catalogs/**/*.ts', 'src/i18n/catalogs/**/*.ts', 'server/catalogs/*.ts', 'dist/', '.e2e/', 'node_modules/', 'coverage/', 'reports/', 'data/', 'server/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json', noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-restricted-imports': ['error', { paths: OTHER_LIBRARIES }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/api-client-hooks.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [...OTHER_LIBRARIES, FAILURE_TOAST, RADIO_GROUP] }] },
  },
  { files: RADIO_GROUP_FILES, rules: { 'no-restricted-imports': ['error', { paths: [...OTHER_LIBRARIES, FAILURE_TOAST] }] } },
  {
    files: ['src/api/**/*.{ts,tsx}', 'src/offline/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...OTHER_LIBRARIES, FAILURE_TOAST], patterns: [DRAWS_NOTHING] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/theme.ts'],
    rules: { 'no-restricted-syntax': ['error', XS_KEY] },
  },
  {
    files: TRANSLATED.map((path) => (path.endsWith('.tsx') || path.endsWith('.ts') ? path : `${path}/**/*.{ts,tsx}`)),
    ignores: ['src/app/theme.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SRC_SYNTAX] },
  },
  // The one file that may write what the rest of src may not: the store helper, the record of
  // list addresses, the toast API itself.
  ...[
    ['src/lib/store.ts', HAND_MADE_STORE],
    ['src/contract/list-addresses.ts', LIST_ADDRESS],
    ['src/components/toast.ts', ERROR_TOAST_CALL],
  ].map(([file, owned]) => ({ files: [file], rules: { 'no-restricted-syntax': ['error', ...SRC_SYNTAX.filter((rule) => rule !== owned)] } })),
  { files: ['sw/**/*.ts'], rules: { 'no-restricted-syntax': ['error', LIST_ADDRESS] } },
);

/**
 * The areas of screens whose texts have a catalogue of their own (lingui.config.ts), each the
 * folder its texts are written in. A route names its area (src/app/routes.tsx) and its texts
 * load with its code: a first visit loads the shell's texts and one area's, not every screen's.
 */
export const AREA_FOLDERS = {
  home: 'src/features/public/home',
  about: 'src/features/public/about-us',
  contact: 'src/features/public/contact-us',
  legal: 'src/features/public/legal',
  intake: 'src/features/intake',
  auth: 'src/features/auth',
  account: 'src/features/account',
  onboarding: 'src/features/onboarding',
} as const;

export type Area = keyof typeof AREA_FOLDERS;

export const SCREEN_AREAS = Object.keys(AREA_FOLDERS) as Area[];

/**
 * The contract's texts (src/contract) in two catalogues (src/contract/catalogs/<part>), by the
 * screens that say them: `rules`, the contact form's and the wizards' own (their labels, steps
 * and the summary's words), in the files named here; `common`, every other file's (the checks'
 * messages, the labels every form shares, the messages any screen may say). Sign-in and My
 * Account say only `common`'s, and so do without three quarters of the contract's texts. Two
 * parts, not one per form: each part is a loader per language in the app's main chunk, which
 * every page loads.
 */
export const CONTRACT_PART_FILES = {
  rules: ['enquiry-rules.ts', 'intake-rules.ts', 'onboarding-rules.ts', 'address-rules.ts', 'process.ts', 'option-lists.ts', 'steps.ts', 'answer-words.ts'],
} as const;

export type ContractPart = 'common' | keyof typeof CONTRACT_PART_FILES;

export const CONTRACT_PARTS: readonly ContractPart[] = ['common', ...(Object.keys(CONTRACT_PART_FILES) as (keyof typeof CONTRACT_PART_FILES)[])];

/**
 * The areas whose screens have forms: with their own texts they load those of the forms' parts
 * (`FORM_FOLDERS`), the contract's `common` and the contract's parts named here.
 */
export const FORM_AREAS: ReadonlyMap<Area, readonly Exclude<ContractPart, 'common'>[]> = new Map<Area, readonly Exclude<ContractPart, 'common'>[]>([
  ['contact', ['rules']],
  ['intake', ['rules']],
  ['onboarding', ['rules']],
  ['auth', []],
  ['account', []],
]);

/** The folders of the forms' and wizards' parts, whose texts only screens with forms say. */
export const FORM_FOLDERS = ['src/components/form', 'src/components/wizard'] as const;

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
 * The areas whose screens have forms: with their own texts they load the contract's (the
 * rules' labels and messages, the steps) and those of the forms' parts (`FORM_FOLDERS`).
 */
export const FORM_AREAS: ReadonlySet<Area> = new Set<Area>(['contact', 'intake', 'auth', 'account', 'onboarding']);

/** The folders of the forms' and wizards' parts, whose texts only screens with forms say. */
export const FORM_FOLDERS = ['src/components/form', 'src/components/wizard'] as const;

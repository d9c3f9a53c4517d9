/** Texts of the language switch itself. */
export const languageMessages = {
  label: /*i18n*/ { id: 'language.label', message: 'Language' },
} as const;

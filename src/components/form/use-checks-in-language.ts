import { useMemo } from 'react';
import { useLocale } from '@/i18n/i18n';

/**
 * A form's checks, as a function that is new in each language: react-final-form checks the form
 * again when its `validate` changes, so the errors on screen follow a change of language rather
 * than stay in the one they were written in. `validate` itself should be a stable function.
 */
export function useChecksInLanguage<Values, Errors>(validate: (values: Values) => Errors): (values: Values) => Errors {
  const locale = useLocale();
  // The language is the point of the dependency: a new function for each.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (values: Values) => validate(values), [validate, locale]);
}

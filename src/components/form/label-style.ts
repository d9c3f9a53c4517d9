import { sentenceCase } from '@/contract/field-rules';
import type { Locale } from '@/contract/locales';

/**
 * How a form writes its fields' names: as a sentence ('Address line 1', the onboarding's forms),
 * or in title case ('Address Line 1', the intake's). A rule's label is one message for both, so
 * the case is the form's, never a second message.
 */
export type LabelStyle = 'sentence' | 'title';

/** Whether a language writes titles with a capital on each word: English does; Spanish writes them as sentences. */
const TITLE_CASE: Record<Locale, boolean> = { en: true, es: false };

/** A rule's label, said in `locale`, as a field's name on a form of that style. */
export function styledLabel(label: string, style: LabelStyle, locale: Locale): string {
  if (style === 'title' && TITLE_CASE[locale]) return label.split(' ').map(sentenceCase).join(' ');
  return sentenceCase(label);
}

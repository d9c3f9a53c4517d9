import { getPath, isEmptyValue, sentenceCase, toFlag, toId, type FieldRule, type RuleContext, type Values } from './field-rules';
import { dollars, longDate } from './formats';
import { PREFERRED_COMMUNICATION } from './option-lists';
import { REPRESENTATIVE_TYPE_LABELS } from './process';
import type { IntakeStepSlug } from './steps';
import type { Message, Translator } from './translate';

/**
 * An application's answers in plain words, as the person checks them before sending (WCAG
 * 3.3.4) and as the receipt repeats them: labels in sentence case, lists by their labels,
 * dates written out, money in dollars, the SSN masked to its last four digits. Shared by the
 * app (check your answers) and the server (the receipt), so both say the same thing, in the
 * language of the context's translator.
 */
export interface AnswerLine {
  /** The field's dotted name (the step view's field, for a link or a test). */
  name: string;
  label: string;
  text: string;
}

export interface AnswerSection<Slug extends string = IntakeStepSlug> {
  slug: Slug;
  title: string;
  optional: boolean;
  /** Empty when nothing was given: the section reads "Not provided". */
  lines: AnswerLine[];
}

/** The words of the summary and the receipt that are not a field's own. */
export const ANSWER_WORDS = {
  notProvided: /*i18n*/ { id: 'answers.not_provided', message: 'Not provided' },
  yes: /*i18n*/ { id: 'answers.yes', message: 'Yes' },
  attached: /*i18n*/ { id: 'answers.attached', message: 'Attached' },
  mailingAddress: /*i18n*/ { id: 'answers.mailing_address', message: 'mailing address' },
  sameAsPhysical: /*i18n*/ { id: 'answers.same_as_physical', message: 'Same as the physical address' },
  /** A field of a list's item: 'Bill 2, amount'. */
  itemField: /*i18n*/ { id: 'answers.item_field', message: '{item}, {field}' },
} as const;

export const NOT_PROVIDED = ANSWER_WORDS.notProvided;

/**
 * An item of each list as the summary numbers it ('Bill 2'), keyed by the list's name: whole,
 * so that each language says the noun in its own form ('Otra identificación 2').
 */
const LIST_ITEMS: Readonly<Record<string, Message>> = {
  other_identifiers: /*i18n*/ { id: 'answers.item.other_identifiers', message: 'Other identifiers {number}' },
  active_benefits: /*i18n*/ { id: 'answers.item.active_benefits', message: 'Benefit {number}' },
  client_contacts: /*i18n*/ { id: 'answers.item.client_contacts', message: 'Contact {number}' },
  client_bills: /*i18n*/ { id: 'answers.item.client_bills', message: 'Bill {number}' },
};

export function listItemWords(list: string): Message {
  const words = LIST_ITEMS[list];
  if (!words) throw new Error(`The list ${list} needs its item's words in the summary (LIST_ITEMS)`);
  return words;
}

/** The SSN as the summary and the receipt show it: ***-**-1234. */
export function maskSsn(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '***-**-****';
}

function phone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : value;
}

function money(value: unknown, t: Translator): string {
  const amount = Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) ? dollars(amount, t.locale) : String(value);
}

/** The words of a choice: whose label the person saw on the screen. */
function choiceWords(rule: FieldRule, value: string, t: Translator): string | null {
  const said = (message: Message | undefined) => (message ? t(message) : value);
  if (rule.name.endsWith('representative_type')) return said(REPRESENTATIVE_TYPE_LABELS[value as keyof typeof REPRESENTATIVE_TYPE_LABELS]);
  if (rule.name.endsWith('preferred_communication')) return said(PREFERRED_COMMUNICATION[Number(value) as keyof typeof PREFERRED_COMMUNICATION]);
  // A choice with a single allowed value ('is_international' of a home address) is no answer.
  return rule.choices && rule.choices.length > 1 ? value : null;
}

function optionWords(rule: FieldRule, value: unknown, context: RuleContext): string | null {
  const ids = (Array.isArray(value) ? value : [value]).map(toId).filter((id): id is number => id !== null);
  if (ids.length === 0) return null;
  return ids.map((id) => (rule.list ? (context.option?.(rule.list, id)?.name ?? `#${id}`) : String(id))).join(', ');
}

/** One answer in words, or null when there is nothing to show. */
export function answerText(rule: FieldRule, value: unknown, context: RuleContext): string | null {
  if (isEmptyValue(value)) return null;
  const { t } = context;
  const text = String(value).trim();
  switch (rule.kind) {
    case 'ssn':
      return maskSsn(text);
    case 'date':
      return longDate(text, t.locale);
    case 'phone':
      return phone(text);
    case 'amount':
      return money(value, t);
    case 'option':
    case 'options':
      return optionWords(rule, value, context);
    case 'flag':
      // A box left unticked is not an answer worth a line ("Same as physical address: No").
      return toFlag(value) === 1 ? t(ANSWER_WORDS.yes) : null;
    case 'choice':
      return choiceWords(rule, text, t);
    case 'file':
      return t(ANSWER_WORDS.attached);
    default:
      return text;
  }
}

/** A ticked box read as a sentence rather than 'Mailing same as physical address: Yes'. */
const SAME_AS_PHYSICAL = /(^|\.)mailing_address\.is_same_as_primary_address$/;

export interface Within {
  name: string;
  label: string;
}

/** A line's label: the field's in sentence case, or after its item's ('Bill 2, amount'). */
export function lineLabel(label: Message, t: Translator, within?: Within): string {
  return within ? t(ANSWER_WORDS.itemField, { item: within.label, field: label }) : sentenceCase(t(label));
}

/**
 * The lines of the fields that apply now and hold an answer, in the rules' order. `within`
 * names an item of a list ('Bill 2'): its lines read 'Bill 2, amount'.
 */
export function answerLines(rules: readonly FieldRule[], values: Values, context: RuleContext, within?: Within): AnswerLine[] {
  const { t } = context;
  const lines: AnswerLine[] = [];
  for (const rule of rules) {
    if (rule.when && !rule.when(values, context)) continue;
    const text = answerText(rule, getPath(values, rule.name), context);
    if (text === null) continue;
    const [label, words] = SAME_AS_PHYSICAL.test(rule.name) ? [ANSWER_WORDS.mailingAddress, t(ANSWER_WORDS.sameAsPhysical)] : [rule.label, text];
    lines.push({ name: within ? `${within.name}.${rule.name}` : rule.name, label: lineLabel(label, t, within), text: words });
  }
  return lines;
}

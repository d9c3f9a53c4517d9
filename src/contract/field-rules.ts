import { isOtherOption } from './ids';
import type { OptionInfo, OptionList } from './option-lists';
import type { Message, Translator } from './translate';
import type { UploadKind } from './upload-rules';

/**
 * Declarative field rules shared by the forms and the reference server. A rule names a field
 * by its dotted path in the nested values (`representative.primary_phone`), the same names
 * the server uses as keys of a 422 answer's `errors`.
 */
export type Values = Readonly<Record<string, unknown>>;

export interface RuleContext {
  /** Today as 'YYYY-MM-DD' where the check runs. */
  today: string;
  /**
   * Finds an option of a list. Without it, option ids are checked for shape only and the
   * 'Other' free-text fields are never required (the form passes it once its lists are loaded).
   */
  option?: (list: OptionList, id: number) => OptionInfo | undefined;
  /**
   * Says the checks' messages and the answers' words in the person's language: the app's `t`
   * (src/i18n/i18n.ts), the server's per request (`request.t`), `ENGLISH` (english.ts) where
   * the spec's English is wanted (the seed, tests). Always given, never a default here: a
   * default would bring the English catalogue into every form screen of the browser, which
   * already has its language's.
   */
  t: Translator;
}

export type Condition = (values: Values, context: RuleContext) => boolean;

export type FieldKind =
  | 'text'
  /** Free-text number fields: digits, plus, minus, parentheses, period and space. */
  | 'numberText'
  | 'email'
  | 'phone'
  | 'ssn'
  | 'zip'
  | 'date'
  | 'option'
  | 'options'
  | 'amount'
  | 'integer'
  | 'flag'
  | 'choice'
  /** An upload: a File in the browser, the server's description of the received file. */
  | 'file';

export interface FieldRule {
  name: string;
  /** The field's name inside its messages ('The {label} field is required.'), lower case. */
  label: Message;
  kind: FieldKind;
  /** Missing means optional. */
  required?: boolean | Condition;
  /** When false the field is not part of the form: never checked, saved as empty. */
  when?: Condition;
  maxLength?: number;
  list?: OptionList;
  /** The option must belong to the option chosen in this other field (or parentDefault). */
  parentField?: string;
  parentDefault?: number;
  choices?: readonly string[];
  notFuture?: boolean;
  notBefore?: { field: string; label: Message };
  min?: number;
  max?: number;
  maxItems?: number;
  upload?: UploadKind;
  /** The value a new form starts with, as the API sends it (United States for a birth country). */
  initial?: unknown;
  /**
   * The block the field belongs to, named by its prefix ('mailing_address'): a form draws a
   * block's fields together (an address, with its own behaviour).
   */
  group?: string;
}

export type FieldErrors = Record<string, string>;

export function getPath(values: unknown, dotted: string): unknown {
  let current: unknown = values;
  for (const key of dotted.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyValue);
  return false;
}

/** An id as text: what toId reads from a form or a query string. */
export const ID_TEXT = /^\s*\d{1,9}\s*$/;

/** A positive whole-number id from a form or query value, or null. */
export function toId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !ID_TEXT.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function toFlag(value: unknown): 0 | 1 | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return 1;
  if (value === false || value === 0 || value === '0' || value === 'false') return 0;
  return null;
}

/** Whether a field must be filled in now (its condition, if any, holding). */
export function isRequired(rule: FieldRule, values: Values, context: RuleContext): boolean {
  return typeof rule.required === 'function' ? rule.required(values, context) : rule.required === true;
}

/** The rule that applies to a field now: two rules may share a name under exclusive conditions (a ZIP code at home, a postcode abroad). */
export function applicableRule(rules: readonly FieldRule[], name: string, values: Values, context: RuleContext): FieldRule | undefined {
  return rules.find((rule) => rule.name === name && (!rule.when || rule.when(values, context)));
}

/** A rule's label as a field's label or an answer's: 'representative primary phone' -> 'Representative primary phone'. */
export function sentenceCase(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export const always: Condition = () => true;

export const isTrue =
  (field: string): Condition =>
  (values) =>
    toFlag(getPath(values, field)) === 1;

export const equals =
  (field: string, ...accepted: string[]): Condition =>
  (values) => {
    const value = getPath(values, field);
    return (typeof value === 'string' || typeof value === 'number') && accepted.includes(String(value).trim());
  };

export const not =
  (condition: Condition): Condition =>
  (values, context) =>
    !condition(values, context);

export const allOf =
  (...conditions: Condition[]): Condition =>
  (values, context) =>
    conditions.every((condition) => condition(values, context));

/** The option chosen in `field` (or any of them, for a list) is its list's 'Other' (by its code). */
export const otherChosen =
  (list: OptionList, field: string): Condition =>
  (values, context) => {
    if (!context.option) return false;
    const raw = getPath(values, field);
    const ids = (Array.isArray(raw) ? raw : [raw]).map(toId).filter((id): id is number => id !== null);
    return ids.some((id) => isOtherOption(context.option?.(list, id)));
  };

export const idIn =
  (field: string, ids: readonly number[]): Condition =>
  (values) => {
    const id = toId(getPath(values, field));
    return id !== null && ids.includes(id);
  };

import { isIsoDate } from './calendar';
import { applicableRule, getPath, isEmptyValue, isRequired, toFlag, toId, type FieldErrors, type FieldRule, type RuleContext, type Values } from './field-rules';
import { MAX_LENGTH, PHONE_DIGITS, PHONE_DISPLAY_MAX_LENGTH, SSN_DIGITS, SSN_DISPLAY_MAX_LENGTH } from './limits';
import { FIELD_MESSAGES, notADate } from './field-messages';
import type { Message } from './translate';
import { checkUpload } from './upload-rules';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const NUMBER_TEXT = /^[\d+\-(). ]*$/;
const PHONE_TEXT = /^[\d\s().+-]*$/;
const SSN_TEXT = /^[\d\s-]*$/;
const ZIP = /^\d{5}(-?\d{4})?$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const INTEGER = /^\d{1,9}$/;
/** The longest values the patterns above accept: '12345-6789', '123456789.00'. */
const ZIP_MAX_LENGTH = 10;
const AMOUNT_MAX_LENGTH = 12;
const INTEGER_MAX = 999_999_999;

/**
 * The patterns and bounds the checks apply, by field kind: the API's OpenAPI document gives
 * them as its fields' schemas, so that the document and the checks cannot differ.
 */
export const KIND_PATTERNS = {
  email: EMAIL,
  numberText: NUMBER_TEXT,
  phone: PHONE_TEXT,
  ssn: SSN_TEXT,
  zip: ZIP,
  amount: AMOUNT,
  integer: INTEGER,
} as const;
export const INTEGER_BOUNDS = { min: 0, max: INTEGER_MAX } as const;

/** The most characters a text value may have before its pattern is looked at. */
function textLimit(rule: FieldRule): number {
  return rule.maxLength ?? (rule.kind === 'email' ? MAX_LENGTH.email : MAX_LENGTH.freeText);
}

/**
 * The most characters a field can hold, as the checks count them: what a form gives its input
 * as maxLength, so that a limit is written once, in the rule (or the kind's pattern).
 */
export function maxLengthOf(rule: FieldRule): number | undefined {
  switch (rule.kind) {
    case 'phone':
      return PHONE_DISPLAY_MAX_LENGTH;
    case 'ssn':
      return SSN_DISPLAY_MAX_LENGTH;
    case 'zip':
      return ZIP_MAX_LENGTH;
    case 'amount':
      return AMOUNT_MAX_LENGTH;
    case 'integer':
      return String(rule.max ?? INTEGER_MAX).length;
    case 'text':
    case 'numberText':
    case 'email':
      return textLimit(rule);
    default:
      return undefined;
  }
}

/** Text of a scalar form value; null for lists, objects and files (a wrong type). */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** A rule's message about its field, in the context's language. */
function problem(rule: FieldRule, context: RuleContext, message: Message, values: Record<string, unknown> = {}): string {
  return context.t(message, { label: rule.label, ...values });
}

function checkOption(rule: FieldRule, value: unknown, values: Values, context: RuleContext): string | null {
  const id = toId(value);
  if (id === null) return problem(rule, context, FIELD_MESSAGES.invalidOption);
  if (!rule.list || !context.option) return null;
  const option = context.option(rule.list, id);
  if (!option) return problem(rule, context, FIELD_MESSAGES.invalidOption);
  if (rule.parentField !== undefined) {
    const parent = toId(getPath(values, rule.parentField)) ?? rule.parentDefault ?? null;
    if (option.parentId !== parent) return problem(rule, context, FIELD_MESSAGES.invalidOption);
  }
  return null;
}

function checkOptions(rule: FieldRule, value: unknown, values: Values, context: RuleContext): string | null {
  if (!Array.isArray(value)) return problem(rule, context, FIELD_MESSAGES.list);
  const present = value.filter((item) => !isEmptyValue(item));
  if (rule.maxItems !== undefined && present.length > rule.maxItems) return problem(rule, context, FIELD_MESSAGES.tooMany, { max: rule.maxItems });
  for (const item of present) {
    const problem = checkOption(rule, item, values, context);
    if (problem) return problem;
  }
  return new Set(present.map(toId)).size === present.length ? null : problem(rule, context, FIELD_MESSAGES.distinct);
}

function checkDate(rule: FieldRule, text: string, values: Values, context: RuleContext): string | null {
  if (!isIsoDate(text)) return problem(rule, context, notADate(text));
  if (rule.notFuture && text > context.today) return problem(rule, context, FIELD_MESSAGES.notFuture);
  if (rule.notBefore) {
    const start = asText(getPath(values, rule.notBefore.field));
    if (start && isIsoDate(start) && text < start) return problem(rule, context, FIELD_MESSAGES.endBeforeStart, { startLabel: rule.notBefore.label });
  }
  return null;
}

function checkText(rule: FieldRule, text: string, values: Values, context: RuleContext): string | null {
  const fails = (message: Message, extra?: Record<string, unknown>) => problem(rule, context, message, extra);
  switch (rule.kind) {
    case 'numberText':
      return NUMBER_TEXT.test(text) ? null : fails(FIELD_MESSAGES.numberText);
    case 'email':
      return EMAIL.test(text) ? null : fails(FIELD_MESSAGES.email);
    case 'phone':
      return text.length <= PHONE_DISPLAY_MAX_LENGTH && PHONE_TEXT.test(text) && digits(text).length === PHONE_DIGITS ? null : fails(FIELD_MESSAGES.phone);
    case 'ssn':
      return text.length <= SSN_DISPLAY_MAX_LENGTH && SSN_TEXT.test(text) && digits(text).length === SSN_DIGITS ? null : fails(FIELD_MESSAGES.ssn);
    case 'zip':
      return ZIP.test(text) ? null : fails(FIELD_MESSAGES.zip);
    case 'date':
      return checkDate(rule, text, values, context);
    case 'amount':
      return AMOUNT.test(text) ? null : fails(FIELD_MESSAGES.amount);
    case 'integer': {
      const [min, max] = [rule.min ?? 0, rule.max ?? INTEGER_MAX];
      return INTEGER.test(text) && Number(text) >= min && Number(text) <= max ? null : fails(FIELD_MESSAGES.between, { min, max });
    }
    case 'choice':
      return rule.choices?.includes(text) ? null : fails(FIELD_MESSAGES.invalidOption);
    default:
      return null;
  }
}

/** The first problem with one field, or null. */
export function checkField(rule: FieldRule, values: Values, context: RuleContext): string | null {
  if (rule.when && !rule.when(values, context)) return null;
  const value = getPath(values, rule.name);
  if (isEmptyValue(value)) return isRequired(rule, values, context) ? problem(rule, context, FIELD_MESSAGES.required) : null;
  if (rule.kind === 'options') return checkOptions(rule, value, values, context);
  if (rule.kind === 'option') return checkOption(rule, value, values, context);
  if (rule.kind === 'flag') return toFlag(value) === null ? problem(rule, context, FIELD_MESSAGES.invalidOption) : null;
  if (rule.kind === 'file') return checkUpload(rule.upload ?? 'bill', rule.label, value, context.t);
  const text = asText(value);
  if (text === null) return problem(rule, context, FIELD_MESSAGES.text);
  const maxLength = textLimit(rule);
  if (text.length > maxLength) return problem(rule, context, FIELD_MESSAGES.maxLength, { max: maxLength });
  return checkText(rule, text, values, context);
}

/** Every field's first problem, keyed by dotted name: empty when the values pass. */
export function checkFields(rules: readonly FieldRule[], values: Values, context: RuleContext): FieldErrors {
  const errors: FieldErrors = {};
  for (const rule of rules) {
    const problem = checkField(rule, values, context);
    if (problem) errors[rule.name] = problem;
  }
  return errors;
}

/**
 * How picked values are shaped: 'stored' as the server keeps and answers them (amounts as
 * numbers, a ZIP code with its dash); 'sent' as a form sends them, amounts as typed ('84.20').
 */
export type Picking = 'stored' | 'sent';

/** A checked value in the shape it is stored (or sent) in; empty becomes null. */
export function normalizeValue(rule: FieldRule, value: unknown, picking: Picking = 'stored'): unknown {
  if (isEmptyValue(value)) return rule.kind === 'options' ? [] : null;
  if (picking === 'sent' && (rule.kind === 'amount' || rule.kind === 'integer' || rule.kind === 'zip')) return asText(value);
  switch (rule.kind) {
    case 'option':
      return toId(value);
    case 'options':
      return [...new Set((value as unknown[]).filter((item) => !isEmptyValue(item)).map(toId))];
    case 'flag':
      return toFlag(value);
    case 'amount':
    case 'integer':
      return Number(asText(value));
    case 'phone':
    case 'ssn':
      return digits(asText(value) ?? '');
    case 'zip':
      return (asText(value) ?? '').replace(/^(\d{5})(\d{4})$/, '$1-$2');
    case 'file':
      return value;
    default:
      return asText(value);
  }
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof current[key] !== 'object' || current[key] === null) current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
  current[keys[keys.length - 1]!] = value;
}

/**
 * The rules' fields as a nested object of normalized values, in the rules' order, null where
 * absent or not applicable. Two rules may share a name under conditions that exclude each other
 * (a ZIP code at home, a postcode abroad): the one that applies gives the value.
 */
export function pickFields(rules: readonly FieldRule[], values: Values, context: RuleContext, picking: Picking = 'stored'): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const rule of rules) {
    if (seen.has(rule.name)) continue;
    seen.add(rule.name);
    const applying = applicableRule(rules, rule.name, values, context);
    setPath(picked, rule.name, applying ? normalizeValue(applying, getPath(values, rule.name), picking) : normalizeValue(rule, null));
  }
  return picked;
}

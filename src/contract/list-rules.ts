import { checkFields, pickFields, type Picking } from './field-check';
import { getPath, isEmptyValue, toId, type FieldErrors, type FieldRule, type RuleContext, type Values } from './field-rules';
import { FIELD_MESSAGES } from './field-messages';
import type { Message } from './translate';

/**
 * A repeatable block (other identifiers, contacts, benefits, bills). Items arrive as an
 * array, or as an object keyed by index when the form skipped numbers.
 */
export interface ListSpec {
  name: string;
  /** The list in its messages ('The {label} must be a list.'); the summary numbers its items in words of their own. */
  label: Message;
  max: number;
  min?: number;
  /** The rules of one item, with names relative to the item. */
  itemRules: (item: Values) => readonly FieldRule[];
  /** A blank item is dropped, not checked (an empty contact block). */
  isBlank?: (item: Values) => boolean;
  /**
   * What a form sends for a blank item, where it sends one at all (spec section 4: an empty
   * contact block goes as its physical address's international flag alone); others are left out.
   */
  blankSentAs?: Values;
  /** The key of an item's errors, e.g. the benefit id for active benefits; default its index. */
  errorKey?: (item: Values, index: string) => string;
}

/** A step's rules: its fields and its repeatable lists, as the checks, the forms and the summary read them. */
export interface StepRuleSet {
  fields: readonly FieldRule[];
  lists: readonly ListSpec[];
}

export type ListEntry = [key: string, item: Values];

/** The list's entries, or null when the value is not a list at all. */
export function listEntries(value: unknown): ListEntry[] | null {
  if (isEmptyValue(value)) return [];
  if (typeof value !== 'object' || value === null) return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return entries.map(([key, item]) => [key, (typeof item === 'object' && item !== null && !Array.isArray(item) ? item : { __invalid: item }) as Values]);
}

function keptEntries(spec: ListSpec, values: Values): ListEntry[] | null {
  const entries = listEntries(getPath(values, spec.name));
  return entries && entries.filter(([, item]) => !(spec.isBlank?.(item) ?? false));
}

export function checkList(spec: ListSpec, values: Values, context: RuleContext): FieldErrors {
  const { t } = context;
  const label = spec.label;
  const entries = keptEntries(spec, values);
  if (entries === null) return { [spec.name]: t(FIELD_MESSAGES.list, { label }) };
  if (entries.length > spec.max) return { [spec.name]: t(FIELD_MESSAGES.tooMany, { label, max: spec.max }) };
  if (entries.length < (spec.min ?? 0)) return { [spec.name]: t(FIELD_MESSAGES.required, { label }) };
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  for (const [index, item] of entries) {
    const key = spec.errorKey?.(item, index) ?? index;
    if ('__invalid' in item) {
      errors[`${spec.name}.${key}`] = t(FIELD_MESSAGES.invalidOption, { label });
      continue;
    }
    if (seen.has(key)) errors[`${spec.name}.${key}`] = t(FIELD_MESSAGES.distinct, { label });
    seen.add(key);
    for (const [field, message] of Object.entries(checkFields(spec.itemRules(item), item, context))) {
      errors[`${spec.name}.${key}.${field}`] ??= message;
    }
  }
  return errors;
}

/**
 * The kept items, normalized, each with its `id` (an existing row) or null (a new one). As sent,
 * a blank item goes as the list's `blankSentAs`, in its place, where the list has one.
 */
export function pickList(spec: ListSpec, values: Values, context: RuleContext, picking: Picking = 'stored'): Record<string, unknown>[] {
  const entries = picking === 'sent' && spec.blankSentAs ? (listEntries(getPath(values, spec.name)) ?? []) : (keptEntries(spec, values) ?? []);
  return entries.map(([, item]) =>
    spec.isBlank?.(item) && spec.blankSentAs ? { ...spec.blankSentAs } : { id: toId(item.id), ...pickFields(spec.itemRules(item), item, context, picking) },
  );
}

/** The positions of a list's items that are sent (a blank item is left out unless the list sends it), in order. */
export function sentPositions(spec: ListSpec, items: readonly Values[]): number[] {
  return items.flatMap((item, index) => (spec.isBlank?.(item) && !spec.blankSentAs ? [] : [index]));
}

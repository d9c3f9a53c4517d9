import { INTEGER_BOUNDS, KIND_PATTERNS, maxLengthOf } from '../../src/contract/field-check';
import { ID_TEXT, sentenceCase, type FieldRule } from '../../src/contract/field-rules';
import { FILE_MAX_MEGABYTES } from '../../src/contract/limits';
import type { ListSpec } from '../../src/contract/list-rules';
import { UPLOAD_KINDS } from '../../src/contract/upload-rules';
import { listAddress } from './list-sources';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type Schema = { [keyword: string]: unknown };
export interface ObjectSchema extends Schema {
  type: 'object';
  properties: Record<string, Schema>;
  required?: string[];
}

/** What `toFlag` reads as 1 or 0. */
const FLAG_VALUES = [0, 1, '0', '1', true, false, 'true', 'false'];

const ID: Schema = { type: ['integer', 'string'], minimum: 1, maximum: INTEGER_BOUNDS.max, pattern: ID_TEXT.source };

const CONDITIONAL = 'Checked only when the other answers call for it (a type chosen, an "Other" option, an address abroad).';

export const objectSchema = (properties: Record<string, Schema> = {}, required: string[] = []): ObjectSchema =>
  required.length > 0 ? { type: 'object', properties, required } : { type: 'object', properties };

/** Whether the rule always applies and must always be filled in, whatever else the form holds. */
export const alwaysRequired = (rule: FieldRule) => rule.required === true && !rule.when;

function notes(rule: FieldRule): string {
  const parts = [`${sentenceCase(rule.label.message)}.`];
  if (rule.list) parts.push(`An id from ${listAddress(rule.list)}.`);
  if (rule.parentField) parts.push(`It must belong to the option chosen in \`${rule.parentField}\`.`);
  if (rule.kind === 'phone') parts.push('10 digits; spaces and ( ) - + . are allowed and dropped.');
  if (rule.kind === 'ssn') parts.push('9 digits; spaces and dashes are allowed and dropped.');
  if (rule.notFuture) parts.push('Not in the future.');
  if (rule.notBefore) parts.push(`Not before \`${rule.notBefore.field}\`.`);
  if (rule.upload) parts.push(`${UPLOAD_KINDS[rule.upload].names}, recognised by content; at most ${FILE_MAX_MEGABYTES} MB.`);
  if (rule.when || typeof rule.required === 'function') parts.push(CONDITIONAL);
  return parts.join(' ');
}

function kindSchema(rule: FieldRule): Schema {
  const maxLength = maxLengthOf(rule);
  switch (rule.kind) {
    case 'text':
      return { type: 'string', maxLength };
    case 'numberText':
    case 'email':
    case 'phone':
    case 'ssn':
    case 'zip':
      return { type: 'string', maxLength, pattern: KIND_PATTERNS[rule.kind].source };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'amount':
      return { type: ['number', 'string'], minimum: 0, maxLength, pattern: KIND_PATTERNS.amount.source };
    case 'integer':
      return { type: ['integer', 'string'], minimum: rule.min ?? INTEGER_BOUNDS.min, maximum: rule.max ?? INTEGER_BOUNDS.max, pattern: KIND_PATTERNS.integer.source };
    case 'option':
      return { ...ID };
    case 'options':
      return { type: 'array', items: ID, uniqueItems: true, ...(rule.maxItems === undefined ? {} : { maxItems: rule.maxItems }) };
    case 'flag':
      return { enum: FLAG_VALUES };
    case 'choice': {
      const choices = rule.choices ?? [];
      const numbers = choices.every((choice) => /^\d+$/.test(choice)) ? choices.map(Number) : [];
      return { enum: [...choices, ...numbers] };
    }
    case 'file':
      return { type: 'string', contentMediaType: 'application/octet-stream' };
  }
}

/** A field's schema as a request carries it: the pattern, length and bounds its rule checks. */
export function fieldSchema(rule: FieldRule): Schema {
  return { ...kindSchema(rule), description: notes(rule) };
}

/** A field's schema as an answer gives it back once saved (normalizeValue): ids as numbers, digits only, empty as null. */
export function savedFieldSchema(rule: FieldRule): Schema {
  switch (rule.kind) {
    case 'option':
      return { type: ['integer', 'null'] };
    case 'options':
      return { type: 'array', items: { type: 'integer' } };
    case 'flag':
      return { enum: [0, 1, null] };
    case 'amount':
    case 'integer':
      return { type: ['number', 'null'] };
    case 'phone':
    case 'ssn':
      return { type: ['string', 'null'], pattern: '^[0-9]*$' };
    case 'choice':
      return { type: ['string', 'integer', 'null'] };
    default:
      return { type: ['string', 'null'] };
  }
}

const sameSchema = (a: Schema, b: Schema) => JSON.stringify(a) === JSON.stringify(b);

/** Two rules may share a name under conditions that exclude each other (a ZIP code at home, a postcode abroad): either schema. */
function merged(existing: Schema | undefined, added: Schema): Schema {
  if (!existing || sameSchema(existing, added)) return added;
  const options = Array.isArray(existing.anyOf) ? (existing.anyOf as Schema[]) : [existing];
  return options.some((option) => sameSchema(option, added)) ? existing : { anyOf: [...options, added] };
}

function markRequired(target: ObjectSchema, name: string): void {
  target.required ??= [];
  if (!target.required.includes(name)) target.required.push(name);
}

/** Places a schema at a dotted name (`representative.primary_phone`, `files.0`) in a nested object schema. */
export function place(target: ObjectSchema, dotted: string, schema: Schema, required: boolean): void {
  const [head = '', next, ...rest] = dotted.split('.');
  if (next === undefined) {
    target.properties[head] = merged(target.properties[head], schema);
  } else if (/^\d+$/.test(next)) {
    const array = (target.properties[head] ??= { type: 'array', items: schema }) as Schema;
    if (required) array.minItems = Math.max(Number(array.minItems ?? 0), Number(next) + 1);
  } else {
    const child = (target.properties[head] ??= objectSchema()) as ObjectSchema;
    place(child, [next, ...rest].join('.'), schema, required);
  }
  if (required) markRequired(target, head);
}

/** The object a list of rules checks, each field with its schema; `saved` gives the shape an answer reads back. */
export function rulesSchema(rules: readonly FieldRule[], { saved = false, into = objectSchema() }: { saved?: boolean; into?: ObjectSchema } = {}): ObjectSchema {
  for (const rule of rules) {
    place(into, rule.name, saved ? savedFieldSchema(rule) : fieldSchema(rule), !saved && alwaysRequired(rule));
  }
  return into;
}

/**
 * A repeatable block: a list of items, each checked by the block's rules. `stored` gives the
 * same block's rules once the server holds earlier uploads: a field required in one and not
 * the other is required only for a new item.
 */
export function listSchema(spec: ListSpec, stored?: ListSpec): Schema {
  const rules = spec.itemRules({});
  const later = stored?.itemRules({ id: '1' }) ?? rules;
  const item = objectSchema({ id: { ...ID, description: 'The id of a saved item, to change it; none for a new one.' } });
  for (const rule of rules) {
    const requiredLater = later.some((other) => other.name === rule.name && alwaysRequired(other));
    const schema = fieldSchema(rule);
    if (alwaysRequired(rule) && !requiredLater) schema.description = `${String(schema.description)} Required for a new item; a saved one keeps its file.`;
    place(item, rule.name, schema, alwaysRequired(rule) && requiredLater);
  }
  return {
    type: 'array',
    items: item,
    maxItems: spec.max,
    ...(spec.min ? { minItems: spec.min } : {}),
    description: `The ${spec.label.message} list: it replaces the saved one. Items may also be sent keyed by number (\`${spec.name}[3][…]\`).`,
  };
}

import { FILE_MAX_BYTES } from '../../../src/contract/limits';

/**
 * The shared table of bad input: each mutation is applied to each field of each endpoint's
 * valid request. A strict field (id, SSN, date, phone, flag, step, token) refuses them all;
 * a free-text field accepts unicode and SQL-looking text as text, and refuses the rest.
 */
export type FieldKind = 'strict' | 'text';

export interface Field {
  path: string;
  kind: FieldKind;
  required: boolean;
}

export interface Mutation {
  name: string;
  /** The value put at the field's path; undefined removes the field. */
  value: unknown;
  appliesTo: (field: Field) => boolean;
}

const everyField = () => true;
const strictOnly = (field: Field) => field.kind === 'strict';

export const MUTATIONS: Mutation[] = [
  { name: 'missing', value: undefined, appliesTo: (field) => field.required },
  { name: 'array for a scalar', value: ['1', '2'], appliesTo: everyField },
  { name: 'object for a scalar', value: { nested: 'x' }, appliesTo: everyField },
  { name: '10 000 characters', value: '9'.repeat(10_000), appliesTo: everyField },
  { name: 'deeply nested brackets', value: { a: { b: { c: { d: { e: { f: { g: '1' } } } } } } }, appliesTo: everyField },
  { name: 'SQL-looking text', value: "1' OR '1'='1'; DROP TABLE people; --", appliesTo: strictOnly },
  { name: 'unicode', value: '１２３４５６７８９ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u202e😀', appliesTo: strictOnly },
  { name: 'negative number', value: '-1', appliesTo: strictOnly },
];

/** JSON bodies can carry types a form cannot. */
export const JSON_VALUES: { name: string; value: unknown }[] = [
  { name: 'true', value: true },
  { name: 'an empty object', value: {} },
  { name: 'a huge number', value: 1e300 },
  { name: 'a fake file description', value: { size: 10, type: 'image/png', path: '/etc/passwd', sha256: 'x' } },
];

/** The value at a dotted path replaced (or removed), in a deep copy. */
export function mutate(values: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(values);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  const last = keys.at(-1)!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** Files whose name says one thing and whose content another. */
export const LYING_FILES = {
  scriptAsPng: () => new File(['<?php system($_GET["c"]); ?>'], 'photo.png', { type: 'image/png' }),
  htmlAsPdf: () => new File(['<html><script>alert(1)</script></html>'], 'bill.pdf', { type: 'application/pdf' }),
  pdfAsPhoto: () => new File(['%PDF-1.4\n%fake'], 'photo.jpg', { type: 'image/jpeg' }),
  oversized: () => new File([new Uint8Array(FILE_MAX_BYTES + 1).fill(0xff)], 'big.jpg', { type: 'image/jpeg' }),
};

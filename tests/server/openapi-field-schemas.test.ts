import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_RULES } from '../../src/contract/enquiry-rules';
import { checkField, maxLengthOf } from '../../src/contract/field-check';
import type { FieldKind, FieldRule } from '../../src/contract/field-rules';
import { INTAKE_STEP_RULES } from '../../src/contract/intake-rules';
import { onboardingStepRules } from '../../src/contract/onboarding-rules';
import { ONBOARDING_STEP_SLUGS } from '../../src/contract/steps';
import { fieldSchema, rulesSchema } from '../../server/openapi/field-schemas';
import { ENGLISH } from '../../src/contract/english';

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

const everyRule: FieldRule[] = [
  ...ENQUIRY_RULES,
  ...Object.values(INTAKE_STEP_RULES).flat(),
  ...ONBOARDING_STEP_SLUGS.flatMap((slug) => {
    const { fields, lists } = onboardingStepRules(slug);
    return [...fields, ...lists.flatMap((list) => list.itemRules({}))];
  }),
];

/** Values of each kind a client might send: well-formed ones and near misses. */
const SAMPLES: Record<Exclude<FieldKind, 'file'>, unknown[]> = {
  text: ['Ann', 'Ann-Marie O\'Neil'],
  numberText: ['123-45 (6)', '+1.2', '12a', 'VA#1'],
  email: ['ann@example.org', 'ann@mail.example.org', 'ann@example', 'ann example.org', 'a@b@c.org', '@example.org'],
  phone: ['4105550100', '(410) 555-0100', '410.555.0100', '+1 410 555 010', '410-555-01OO', '4105550100x'],
  ssn: ['987654320', '987-65-4320', '987 65 4320', '98765-432O', '987_65_4320'],
  zip: ['21201', '21201-1234', '212011234', '2120', '21201-12', 'ABCDE'],
  date: ['2000-01-01', '2000-02-29', '1999-02-29', '2000-13-01', '01/15/1950', '2000-1-1'],
  amount: ['1250.00', '0', '1250.5', 1250.5, '1,250', '-1', -1, '1250.001', '.5'],
  integer: ['1', '52', '0', '53', 52, 53, '1.5', '-1', 'ten'],
  option: ['1', '12', 7, '1234567890', '-1', 'a', 1.5],
  options: [['1', '2'], [3], ['1', 'a'], [1.5], 'x'],
  flag: ['0', '1', 0, 1, true, false, 'true', 'false', '2', 'yes'],
  choice: ['myself', 'case_manager', 'relative', 'someone', '0', '1', '2', '3', 1, '4'],
};

/**
 * Kinds whose schema refuses all that the check refuses. The check is stricter for the others:
 * a count of digits among the separators, a whole number in range written as text, an id above 0.
 */
const EXACT: FieldKind[] = ['text', 'numberText', 'email', 'zip', 'amount', 'flag', 'choice'];

function withValue(name: string, value: unknown): Record<string, unknown> {
  return name
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

describe("the OpenAPI document's field schemas", () => {
  const checked = everyRule.filter((rule): rule is FieldRule & { kind: Exclude<FieldKind, 'file'> } => rule.kind !== 'file');

  it.each(checked.map((rule) => [rule.name, rule.kind, rule] as const))('%s (%s) accepts every value its rule accepts', (_name, kind, rule) => {
    const validate = ajv.compile(fieldSchema(rule));
    // Whether the value is needed, or the field applies, is the form's business: here only its shape.
    const bare: FieldRule = { ...rule, required: false, when: undefined, notFuture: false, notBefore: undefined };
    const limit = maxLengthOf(rule);
    const samples = [...SAMPLES[kind], ...(limit && (kind === 'text' || kind === 'numberText') ? ['1'.repeat(limit), '1'.repeat(limit + 1)] : [])];
    // An empty value is one not given: whether that may be is the rule's `required`, not the value's shape.
    for (const value of samples.filter((sample) => sample !== '')) {
      const accepted = checkField(bare, withValue(rule.name, value), { today: '2099-12-31', t: ENGLISH }) === null;
      const valid = validate(value);
      if (accepted) expect(valid, `${JSON.stringify(value)}: the rule accepts it, the schema refuses it`).toBe(true);
      if (!accepted && EXACT.includes(kind)) {
        expect(valid, `${JSON.stringify(value)}: the rule refuses it, the schema accepts it`).toBe(false);
      }
    }
  });

  it('make a nested block required when one of its fields always is, and name those fields', () => {
    const schema = rulesSchema(INTAKE_STEP_RULES.emergency_contact);
    expect(schema.required).toEqual(['emergency_contact']);
    expect((schema.properties.emergency_contact as { required: string[] }).required).toEqual(['name', 'contact_category_id', 'primary_phone', 'primary_email']);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@/contract/field-rules';
import type { ListSpec } from '@/contract/list-rules';
import { formValue, formValuesOf, startingValuesOf } from '@/components/form/form-values';
import { styledLabel } from '@/components/form/label-style';

const m = (message: string) => ({ id: `test.${message}`, message });
const rule = (name: string, kind: FieldRule['kind'], more: Partial<FieldRule> = {}): FieldRule => ({ name, label: m(name), kind, ...more });

const BILLS: ListSpec = {
  name: 'bills',
  label: m('bill'),
  max: 3,
  itemRules: () => [rule('amount', 'amount', { required: true }), rule('is_recursive', 'flag', { initial: '0' })],
};
const STEP = {
  fields: [rule('person.phone', 'phone'), rule('person.ssn', 'ssn'), rule('person.agree', 'flag'), rule('country_id', 'option', { initial: 233 }), rule('person.note', 'text')],
  lists: [BILLS],
};

describe('form values from the rules', () => {
  it('shows a stored value as the form holds it', () => {
    expect(formValue(rule('x', 'phone'), '4105550150')).toBe('(410) 555-0150');
    expect(formValue(rule('x', 'ssn'), '987654320')).toBe('987-65-4320');
    expect(formValue(rule('x', 'amount'), 950)).toBe('950.00');
    expect(formValue(rule('x', 'flag'), 1)).toBe('1');
    expect(formValue(rule('x', 'flag'), false)).toBe('0');
    expect(formValue(rule('x', 'option'), '12')).toBe(12);
    expect(formValue(rule('x', 'options'), ['5', 4])).toEqual([5, 4]);
    expect(formValue(rule('x', 'file'), { file_path: '/f' })).toBeUndefined();
    expect(formValue(rule('x', 'text'), '')).toBeUndefined();
  });

  it("reads a record by its rules, each list's items with their ids, and a list with none as one new item", () => {
    const record = { person: { phone: '4105550150', note: null, agree: 1, unknown: 'kept out' }, bills: [{ id: 8, amount: 84.2, is_recursive: 1, extra: 'x' }] };
    expect(formValuesOf(STEP, record)).toEqual({ person: { phone: '(410) 555-0150', agree: '1' }, bills: [{ id: 8, amount: '84.20', is_recursive: '1' }] });
    expect(formValuesOf(STEP, {})).toEqual({ bills: [{ is_recursive: '0' }] });
  });

  it("starts a new form with each rule's starting value and one new item per list", () => {
    expect(startingValuesOf(STEP)).toEqual({ country_id: 233, bills: [{ is_recursive: '0' }] });
  });
});

describe("a label in the form's style", () => {
  it('capitalises each word of an English title, and writes a Spanish one as a sentence', () => {
    expect(styledLabel('mailing ZIP code', 'title', 'en')).toBe('Mailing ZIP Code');
    expect(styledLabel("mother's name", 'title', 'en')).toBe("Mother's Name");
    expect(styledLabel('mailing ZIP code', 'sentence', 'en')).toBe('Mailing ZIP code');
    expect(styledLabel('código postal de la dirección postal', 'title', 'es')).toBe('Código postal de la dirección postal');
  });
});

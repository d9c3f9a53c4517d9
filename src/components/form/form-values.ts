import { setIn } from 'final-form';
import { getPath, isEmptyValue, toFlag, toId, type FieldRule, type Values } from '@/contract/field-rules';
import { listEntries, type ListSpec, type StepRuleSet } from '@/contract/list-rules';
import { formatPhone } from '@/lib/phone';
import { formatSsn } from '@/lib/ssn';

/**
 * A stored value (the server's answer) as a form holds it: phones and the SSN formatted, an
 * amount with its cents ('950.00'), a flag as '1' or '0' (a box once clicked holds true or false:
 * both read the same), ids as numbers; nothing for an empty value or a file the server holds.
 */
export function formValue(rule: FieldRule, value: unknown): unknown {
  if (isEmptyValue(value)) return undefined;
  switch (rule.kind) {
    case 'phone':
      return formatPhone(String(value));
    case 'ssn':
      return formatSsn(String(value));
    case 'flag': {
      const flag = toFlag(value);
      return flag === null ? undefined : String(flag);
    }
    case 'amount': {
      const amount = Number(value);
      return Number.isFinite(amount) ? amount.toFixed(2) : String(value);
    }
    case 'integer':
      return String(value);
    case 'option':
      return toId(value) ?? undefined;
    case 'options':
      return Array.isArray(value) ? value.map(toId).filter((id): id is number => id !== null) : undefined;
    case 'file':
      return undefined;
    default:
      return value;
  }
}

/** A new item of a list: its rules' starting values (a bill is not recurring until said so). */
export function newItemOf(list: ListSpec): Values {
  return startingValues(list.itemRules({}));
}

/** The starting values of a new form: each rule's `initial`, and one new item in each list. */
export function startingValuesOf({ fields, lists }: StepRuleSet): Values {
  let values = startingValues(fields);
  for (const list of lists) values = setIn(values, list.name, [newItemOf(list)]) as Values;
  return values;
}

function startingValues(rules: readonly FieldRule[]): Values {
  let values: Values = {};
  for (const rule of rules) if (rule.initial !== undefined) values = setIn(values, rule.name, formValue(rule, rule.initial)) as Values;
  return values;
}

/**
 * A step's form values from a stored record (the server's answer): every rule's value as the
 * form holds it, and each list's items with their ids; a list with no items starts with one new
 * item, which a person may leave blank.
 */
export function formValuesOf({ fields, lists }: StepRuleSet, record: Values): Values {
  let values: Values = {};
  const seen = new Set<string>();
  for (const rule of fields) {
    if (seen.has(rule.name)) continue;
    seen.add(rule.name);
    const value = formValue(rule, getPath(record, rule.name));
    if (value !== undefined) values = setIn(values, rule.name, value) as Values;
  }
  for (const list of lists) {
    const items = (listEntries(getPath(record, list.name)) ?? []).map(([, item]) => {
      const id = toId(item.id);
      return { ...(id === null ? {} : { id }), ...formValuesOf({ fields: list.itemRules(item), lists: [] }, item) };
    });
    values = setIn(values, list.name, items.length > 0 ? items : [newItemOf(list)]) as Values;
  }
  return values;
}

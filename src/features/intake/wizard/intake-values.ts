import { setIn } from 'final-form';
import { getPath, type FieldRule } from '@/contract/field-rules';
import { UNITED_STATES_COUNTRY_ID } from '@/contract/ids';
import { INTAKE_STEP_RULES } from '@/contract/intake-rules';
import { DEFAULT_PREFERRED_COMMUNICATION } from '@/contract/ids';
import { formatPhone } from '@/lib/phone';
import { formatSsn } from '@/lib/ssn';
import type { IntakeChoices } from '../intake-query';

/** The form's values: the application's nested fields, phones and SSN shown formatted. */
export type IntakeValues = Record<string, unknown>;

const ALL_RULES: readonly FieldRule[] = Object.values(INTAKE_STEP_RULES).flat();

/** A new application: the selection screens' choices and the spec's defaults. */
export function newApplicationValues(choices: IntakeChoices): IntakeValues {
  return {
    branch_id: choices.stateId ?? undefined,
    program_id: choices.programIds,
    birth_country_id: UNITED_STATES_COUNTRY_ID,
    representative: { preferred_communication: DEFAULT_PREFERRED_COMMUNICATION },
    // Spec section 9: the physical address is always sent as not international.
    physical_address: { is_international: '0' },
    mailing_address: { is_same_as_primary_address: false, is_international: false, country_id: UNITED_STATES_COUNTRY_ID },
  };
}

function formValue(rule: FieldRule, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  switch (rule.kind) {
    case 'phone':
      return formatPhone(String(value));
    case 'ssn':
      return formatSsn(String(value));
    case 'flag':
      return value === 1 || value === '1' || value === true;
    case 'amount':
    case 'integer':
      return rule.name.endsWith('preferred_communication') ? Number(value) : String(value);
    default:
      return value;
  }
}

/** The server's application (GET /website/intake) as form values. */
export function valuesFromApplication(application: Record<string, unknown>): IntakeValues {
  let values: IntakeValues = {};
  const seen = new Set<string>();
  for (const rule of ALL_RULES) {
    if (seen.has(rule.name)) continue;
    seen.add(rule.name);
    const value = formValue(rule, getPath(application, rule.name));
    if (value !== undefined) values = setIn(values, rule.name, value) as IntakeValues;
  }
  return { ...values, physical_address: { ...(values.physical_address as object), is_international: '0' } };
}

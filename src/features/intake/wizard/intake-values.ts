import type { FieldRule } from '@/contract/field-rules';
import { INTAKE_STEP_RULES } from '@/contract/intake-rules';
import { formValuesOf, startingValuesOf } from '@/components/form/form-values';
import type { IntakeChoices } from '../intake-query';

/** The form's values: the application's nested fields, phones and SSN shown formatted. */
export type IntakeValues = Record<string, unknown>;

/** Every step's rules: the intake is one form across its steps. */
const APPLICATION = { fields: Object.values(INTAKE_STEP_RULES).flat() as readonly FieldRule[], lists: [] };

/** A new application: the rules' starting values and the selection screens' choices. */
export function newApplicationValues(choices: IntakeChoices): IntakeValues {
  return { ...startingValuesOf(APPLICATION), branch_id: choices.stateId ?? undefined, program_id: choices.programIds };
}

/** The server's application (GET /website/intake) as form values, read by the rules. */
export function valuesFromApplication(application: Record<string, unknown>): IntakeValues {
  return formValuesOf(APPLICATION, application);
}

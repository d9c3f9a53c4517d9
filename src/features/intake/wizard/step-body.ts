import { INTAKE_CREATE_RULES, INTAKE_STEP_RULES, pickIntakeStep } from '@/contract/intake-rules';
import type { RuleContext } from '@/contract/field-rules';
import { INTAKE_CREATE_STEP, type IntakeStepSlug } from '@/contract/steps';
import type { Body } from '@/offline/outbox-item';
import { ssnForApi } from '@/lib/ssn';
import type { IntakeValues } from './intake-values';

/** Who the application belongs to: what an update must repeat for the server to match it. */
export interface Applicant {
  ssn: string;
  date_of_birth: string;
}

export function applicantOf(values: IntakeValues): Applicant {
  return { ssn: ssnForApi(String(values.ssn ?? '')), date_of_birth: String(values.date_of_birth ?? '') };
}

/**
 * The body of one step's save (spec section 7): its slug and its fields as the shared rules
 * pick them to send (digits for phones and SSN, 1/0 flags, ids as numbers, amounts as typed,
 * nothing for empty values).
 * The create ('About you' before the application exists) carries step 1 too (docs/architecture.md
 * section 8); an update repeats the applicant's SSN and birth date.
 */
export function stepBody(slug: IntakeStepSlug, values: IntakeValues, context: RuleContext, creating: boolean, applicant: Applicant | null): Body {
  if (creating) return { step: INTAKE_CREATE_STEP, ...pickIntakeStep(INTAKE_CREATE_RULES, values, context, 'sent') } as Body;
  const picked = pickIntakeStep(INTAKE_STEP_RULES[slug], values, context, 'sent');
  return { step: slug, ...picked, ...(applicant ?? {}) } as Body;
}

/** Which step owns a field the server named in an error, so the person is taken there. */
export function stepOfField(field: string, steps: readonly IntakeStepSlug[]): IntakeStepSlug | null {
  return steps.find((slug) => INTAKE_STEP_RULES[slug].some((rule) => rule.name === field)) ?? null;
}

import { randomInt } from 'node:crypto';
import { INTAKE_CREATE_RULES, INTAKE_STEP_RULES, missingIntakeSteps, pickIntakeStep } from '../../src/contract/intake-rules';
import type { RuleContext, Values } from '../../src/contract/field-rules';
import { pickFields } from '../../src/contract/field-check';
import { INTAKE_STEPS, INTAKE_FINAL_STEP, type IntakeStepSlug } from '../../src/contract/steps';
import type { Tx } from '../db/connect';
import { validationError } from '../http/errors';
import { missingStepsError } from './process';
import { findBySsn, insertPerson, updatePerson, type IntakeState, type NewPerson, type Person } from '../repos/people';

const NAME_FIELDS = { title: 'title', first_name: 'firstName', middle_name: 'middleName', last_name: 'lastName', suffix: 'suffix' } as const;
/** Kept in their own columns (names) or never in the intake record (SSN, birth date). */
const OUTSIDE_INTAKE = new Set<string>([...Object.keys(NAME_FIELDS), 'ssn', 'date_of_birth']);

export const SSN_TAKEN = /*i18n*/ {
  id: 'intake.ssn_taken',
  message: "An application with this SSN already exists. Use 'Resume Your Application' with your SSN and birth date to continue it.",
};

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new application code: 40 random bits, so codes cannot be guessed to look up names. */
export function newApplicationCode(): string {
  let code = 'INT-';
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A step's values laid over the stored ones, nested objects merged one level deep (benefit spans two steps). */
export function mergeIntake(stored: Fields, picked: Fields): Fields {
  const merged: Fields = { ...stored };
  for (const [key, value] of Object.entries(picked)) {
    if (OUTSIDE_INTAKE.has(key)) continue;
    merged[key] = isRecord(value) && isRecord(stored[key]) ? { ...stored[key], ...value } : value;
  }
  return merged;
}

function namesOf(picked: Fields): Partial<NewPerson> {
  const names: Partial<NewPerson> = {};
  for (const [field, column] of Object.entries(NAME_FIELDS)) {
    if (field in picked) (names as Fields)[column] = picked[field] ?? null;
  }
  return names;
}

/** Creates the application from steps 1 and 2 (architecture.md section 8). */
export async function createApplication(tx: Tx, values: Values, context: RuleContext, ssnHash: string, now: Date): Promise<Person> {
  if (await findBySsn(tx, ssnHash)) throw validationError({ ssn: SSN_TAKEN });
  const picked = pickIntakeStep(INTAKE_CREATE_RULES, values, context);
  const ssn = String(picked.ssn);
  return insertPerson(tx, {
    applicationCode: newApplicationCode(),
    ssnHash,
    ssnLast4: ssn.slice(-4),
    dateOfBirth: String(picked.date_of_birth),
    ...(namesOf(picked) as Pick<NewPerson, 'firstName' | 'lastName'>),
    processType: 'intake',
    currentProcess: 'pending',
    intake: mergeIntake({}, picked),
    intakeSteps: ['representative', 'about_you'],
    createdAt: now,
  });
}

const titleOf = (slug: string) => INTAKE_STEPS.find((step) => step.slug === slug)!.title;

/**
 * What saving one step of an existing application writes. The final step submits it: only
 * once every required step is saved, and then it goes (back) to in-progress with its
 * reasons cleared.
 */
export function intakeStepState(person: Person, slug: IntakeStepSlug, values: Values, context: RuleContext, now: Date): IntakeState {
  const picked = pickIntakeStep(INTAKE_STEP_RULES[slug], values, context);
  const intake = mergeIntake(person.intake, picked);
  const saved = [...new Set([...person.intakeSteps, slug])];
  const state: IntakeState = {
    intake,
    intakeSteps: saved,
    title: person.title,
    firstName: person.firstName,
    middleName: person.middleName,
    lastName: person.lastName,
    suffix: person.suffix,
    currentProcess: person.currentProcess,
    rejectionReasons: person.rejectionReasons,
    submittedAt: person.submittedAt,
    ...(namesOf(picked) as Partial<IntakeState>),
  };
  if (slug === INTAKE_FINAL_STEP) {
    const representativeType = (intake.representative as Fields | undefined)?.representative_type;
    const missing = missingIntakeSteps(representativeType, saved);
    if (missing.length > 0) {
      throw missingStepsError(missing.map(titleOf), context.t);
    }
    Object.assign(state, { currentProcess: 'in-progress', rejectionReasons: [], submittedAt: now });
  }
  return state;
}

/** Saves one step inside a transaction (the seed's demo applications). */
export async function saveIntakeStep(tx: Tx, person: Person, slug: IntakeStepSlug, values: Values, context: RuleContext, now: Date): Promise<Person> {
  const state = intakeStepState(person, slug, values, context, now);
  await updatePerson(tx, person.id, state);
  return { ...person, ...state };
}

const ALL_RULES = Object.values(INTAKE_STEP_RULES).flat();

/** GET /website/intake: every intake field of spec section 3 (null when not given yet). */
export function intakeDetail(person: Person, ssnDigits: string, context: RuleContext, caseManager: (id: number) => Fields | null): Fields {
  const blank = pickFields(ALL_RULES, {}, { today: context.today, t: context.t });
  const intake = mergeIntake(blank, person.intake);
  const representative = isRecord(intake.representative) ? intake.representative : {};
  const caseManagerId = typeof representative.case_manager_id === 'number' ? representative.case_manager_id : null;
  return {
    ...intake,
    representative: { ...representative, case_manager: caseManagerId ? caseManager(caseManagerId) : null },
    id: person.id,
    application_code: person.applicationCode,
    client_id: person.processType === 'client' ? person.id : null,
    client_group_id: null,
    process_type: person.processType,
    current_process: person.currentProcess,
    is_draft: person.processType === 'intake' && person.currentProcess === 'pending',
    is_rejected: person.processType === 'intake' && person.currentProcess === 'rejected',
    rejection_reason: person.rejectionReasons.map((message) => ({ message })),
    saved_steps: person.intakeSteps,
    title: person.title,
    first_name: person.firstName,
    middle_name: person.middleName,
    last_name: person.lastName,
    suffix: person.suffix,
    ssn: ssnDigits,
    ssn_number_partial: person.ssnLast4,
    date_of_birth: person.dateOfBirth,
  };
}

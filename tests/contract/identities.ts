import { readFileSync } from 'node:fs';
import { DEMO_PEOPLE } from '../../server/db/seed-data/people';

export interface Person {
  ssn: string;
  date_of_birth: string;
  application_code: string;
}

/**
 * The people the probes act as. The backend must hold the first three as the reference seeds
 * them; `newApplicant` and `stranger` must have no application (the probes create one for
 * `newApplicant`, so a second run needs fresh data or another SSN).
 */
export interface Identities {
  /** An intake application, pending, with steps 1 and 2 saved. */
  intakePending: Person;
  /** An onboarding, pending: its sign-in opens the wizard. */
  onboardingPending: Person;
  /** A client with at least one program and a year of transactions. */
  client: Person;
  newApplicant: { ssn: string; date_of_birth: string };
  stranger: { ssn: string; date_of_birth: string };
}

function demo(code: string): Person {
  const person = DEMO_PEOPLE.find((candidate) => candidate.code === code);
  if (!person) throw new Error(`The reference seed has no ${code}.`);
  return { ssn: person.ssn, date_of_birth: person.dateOfBirth, application_code: person.code };
}

/** The reference API's demo people (README, "Demo identities"). */
export function referenceIdentities(): Identities {
  return {
    intakePending: demo('INT-4320'),
    onboardingPending: demo('ONB-4323'),
    client: demo('CLI-4327'),
    newApplicant: { ssn: '987654328', date_of_birth: '1951-04-04' },
    stranger: { ssn: '987654329', date_of_birth: '1950-01-01' },
  };
}

/** The reference identities with those of a JSON file laid over them (any of the keys above). */
export function identitiesFrom(file: string | undefined): Identities {
  const base = referenceIdentities();
  if (!file) return base;
  const given = JSON.parse(readFileSync(file, 'utf8')) as Partial<Identities>;
  const merged = { ...base };
  for (const key of Object.keys(base) as (keyof Identities)[]) {
    if (given[key]) merged[key] = { ...base[key], ...given[key] } as Person;
  }
  return merged;
}

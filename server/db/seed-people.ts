import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { checkFields } from '../../src/contract/field-check';
import type { RuleContext } from '../../src/contract/field-rules';
import { INTAKE_CREATE_RULES, INTAKE_STEP_RULES, pickIntakeStep } from '../../src/contract/intake-rules';
import { pickOnboardingStep, validateOnboardingStep } from '../../src/contract/onboarding-rules';
import { INTAKE_STEPS, ONBOARDING_STEP_SLUGS } from '../../src/contract/steps';
import type { ReceivedFile } from '../http/body';
import { insertPerson, updatePerson } from '../repos/people';
import type { Keyring } from '../security/keyring';
import type { FileStore } from '../services/file-store';
import { sniffType } from '../services/file-types';
import { mergeIntake, saveIntakeStep } from '../services/intake';
import { FileChanges, saveOnboardingStep, storedUploads } from '../services/onboarding';
import type { Tx } from './connect';
import { clientPrograms, transactions } from './schema';
import { billPdf, solidPng } from './seed-data/demo-files';
import { demoIntakeValues, type DemoPerson } from './seed-data/people';
import { demoTransactions } from './seed-data/transactions';

export interface SeedDeps {
  keyring: Keyring;
  files: FileStore;
  now: () => Date;
}

/** The demo data goes through the same rules and services as the API's saves, so it is always valid. */
function assertValid(errors: Record<string, string>, what: string): void {
  if (Object.keys(errors).length > 0) throw new Error(`Demo data for ${what} breaks the rules: ${JSON.stringify(errors)}`);
}

function received(deps: SeedDeps, data: Buffer, originalName: string): ReceivedFile {
  const path = deps.files.incomingPath();
  writeFileSync(path, data, { mode: 0o600 });
  return { path, originalName, size: data.length, type: sniffType(data), sha256: createHash('sha256').update(data).digest('hex') };
}

let demoFiles: Promise<{ photo: Buffer; rent: Buffer; electric: Buffer }> | null = null;

/** Made once per process: a reset (every server test) would otherwise redraw them each time. */
function files() {
  demoFiles ??= billPdf('Maple Court Apartments - rent statement', ['Monthly rent: $850.00', 'Due on the 5th of each month']).then((rent) => ({
    photo: solidPng(64, [90, 130, 200]),
    rent,
    electric: solidPng(32, [240, 240, 240]),
  }));
  return demoFiles;
}

async function onboardingValues(demo: DemoPerson, deps: SeedDeps): Promise<Record<string, Record<string, unknown>>> {
  const { photo, rent, electric } = await files();
  return {
    document_proof: { image: received(deps, photo, 'photo.png') },
    identifier: {
      identifiers: { identification_type_id: '2', photo_id: `S-${demo.ssn.slice(-4)}-7781`, debit_card_no: '4000 1234 5678 9010' },
      other_identifiers: [{ identity_code: `MC-${demo.ssn.slice(-4)}`, identity_type: 'Medicare card' }],
    },
    diagnosis: { health_info: { diagnosis: 'Type 2 diabetes', medications: 'Metformin 500 mg twice a day', guardianship: 'None' } },
    active_benefits: { active_benefits: [{ reporting_account_id: '1', benefit_amount: '1482.00', effective_from: '2010-03-01' }] },
    client_contacts: {
      client_contacts: [
        {
          name: 'Dr. Alicia Moore',
          contact_category_id: '1',
          personal_contact: { primary_phone: '4105550123', website: 'https://clinic.example.org' },
          physical_address: { line_1: '200 Health Way', city_name: 'Towson', state_id: '21', county: 'Baltimore County', zip_code: '21204' },
          mailing_address: { is_same_as_primary_address: '1' },
          description: 'Primary care doctor',
        },
      ],
    },
    client_bills: {
      client_bills: [
        { reporting_account_id: '11', amount: '850.00', is_recursive: '1', bill_repeat_frequency_id: '3', repeat_intervals: '1', files: { 0: received(deps, rent, 'rent-statement.pdf') } },
        { reporting_account_id: '12', amount: '96.40', is_recursive: '0', files: { 0: received(deps, electric, 'electric-bill.png') } },
      ],
    },
  };
}

async function seedAccounts(tx: Tx, personId: number, demo: DemoPerson, today: string): Promise<void> {
  for (const program of demo.programs ?? []) {
    await tx.insert(clientPrograms).values({ personId, programId: program.id, status: program.status });
    const months = demo.processType === 'client' ? 12 : 3;
    const rows = demoTransactions(program.kind, today, months).map((row) => ({ ...row, personId, programId: program.id }));
    if (rows.length > 0) await tx.insert(transactions).values(rows);
  }
}

export async function seedDemoPerson(tx: Tx, demo: DemoPerson, context: RuleContext, deps: SeedDeps): Promise<void> {
  const values = demoIntakeValues(demo);
  assertValid(checkFields(INTAKE_CREATE_RULES, values, context), demo.code);
  const picked = pickIntakeStep(INTAKE_CREATE_RULES, values, context);
  let person = await insertPerson(tx, {
    applicationCode: demo.code,
    ssnHash: deps.keyring.hashSsn(demo.ssn),
    ssnLast4: demo.ssn.slice(-4),
    dateOfBirth: demo.dateOfBirth,
    title: demo.title,
    firstName: demo.firstName,
    lastName: demo.lastName,
    processType: 'intake',
    currentProcess: 'pending',
    intake: mergeIntake({}, picked),
    intakeSteps: ['representative', 'about_you'],
  });
  if (demo.intakeSteps !== 'first-two') {
    for (const { slug } of INTAKE_STEPS.slice(2)) {
      assertValid(checkFields(INTAKE_STEP_RULES[slug], values, context), `${demo.code} ${slug}`);
      person = await saveIntakeStep(tx, person, slug, values, context, deps.now());
    }
  }
  if (demo.onboarding === 'all') {
    const steps = await onboardingValues(demo, deps);
    for (const slug of ONBOARDING_STEP_SLUGS) {
      const stored = await storedUploads(tx, person.id);
      assertValid(validateOnboardingStep(slug, steps[slug]!, context, stored), `${demo.code} ${slug}`);
      await saveOnboardingStep(tx, person, slug, pickOnboardingStep(slug, steps[slug]!, context, stored), new FileChanges(deps.files), deps.now());
      person = { ...person, onboardingSteps: [...person.onboardingSteps, slug] };
    }
  }
  await updatePerson(tx, person.id, { processType: demo.processType, currentProcess: demo.currentProcess, rejectionReasons: demo.rejectionReasons ?? [] });
  await seedAccounts(tx, person.id, demo, context.today);
}

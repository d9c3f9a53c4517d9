import { asc, eq } from 'drizzle-orm';
import { PROGRAM_IDS } from '../../src/contract/ids';
import type { Db } from '../db/connect';
import { clientPrograms, people, tokens } from '../db/schema';
import { fullName, type Person } from '../repos/people';
import { review, type ReviewAction } from './process';

/** An operator's decision on an application (`npm run review`); every step says what it changed. */
export interface ReviewResult {
  ok: boolean;
  lines: string[];
}

const stateOf = (person: Pick<Person, 'processType' | 'currentProcess'>) => `${person.processType} / ${person.currentProcess}`;
const fail = (line: string): ReviewResult => ({ ok: false, lines: [line] });

export async function listApplications(db: Db): Promise<ReviewResult> {
  const rows = await db.select().from(people).orderBy(asc(people.id));
  const lines = rows.map((person) =>
    [person.applicationCode.padEnd(13), fullName(person).padEnd(26), stateOf(person).padEnd(24), person.submittedAt ? `submitted ${person.submittedAt.toISOString().slice(0, 10)}` : 'not submitted'].join(' '),
  );
  return { ok: true, lines: [`${rows.length} application(s):`, ...lines] };
}

async function findByCode(db: Db, code: string): Promise<Person | undefined> {
  const [person] = await db.select().from(people).where(eq(people.applicationCode, code.trim().toUpperCase()));
  return person;
}

function programIdsFor(person: Person, given: number[]): number[] | string {
  const chosen = given.length > 0 ? given : ((person.intake.program_id as number[] | undefined) ?? []);
  const unknown = chosen.filter((id) => !PROGRAM_IDS.includes(id));
  if (unknown.length > 0) return `Unknown program id(s): ${unknown.join(', ')}. Programs are ${PROGRAM_IDS.join(', ')}.`;
  return chosen.length > 0 ? chosen : `${person.applicationCode} chose no program: name them, e.g. npm run review -- finish ${person.applicationCode} 10 6`;
}

export async function decide(db: Db, action: ReviewAction, code: string, extra: string[], now: Date): Promise<ReviewResult> {
  const person = await findByCode(db, code);
  if (!person) return fail(`No application with the code ${code}.`);
  const next = review(person, action);
  if (typeof next === 'string') return fail(`${person.applicationCode}: ${next}`);
  const reasons = extra.map((reason) => reason.trim()).filter(Boolean);
  if (action === 'reject' && reasons.length === 0) return fail('Give at least one reason, e.g. npm run review -- reject CODE "The ZIP code is missing"');
  const programs = action === 'finish' ? programIdsFor(person, extra.map(Number)) : [];
  if (typeof programs === 'string') return fail(programs);

  const lines = [`${person.applicationCode} (${fullName(person)}): ${stateOf(person)} -> ${stateOf(next)}`];
  await db.transaction(async (tx) => {
    await tx
      .update(people)
      .set({ ...next, rejectionReasons: action === 'reject' ? reasons : [], updatedAt: now })
      .where(eq(people.id, person.id));
    // The person signs in again and gets a session of the kind the new state allows.
    const revoked = await tx.delete(tokens).where(eq(tokens.personId, person.id)).returning({ id: tokens.id });
    if (revoked.length > 0) lines.push(`  signed out ${revoked.length} session(s)`);
    for (const programId of programs) {
      const added = await tx.insert(clientPrograms).values({ personId: person.id, programId, status: 1 }).onConflictDoNothing().returning();
      if (added.length > 0) lines.push(`  program ${programId} added (active)`);
    }
  });
  if (action === 'reject') lines.push(...reasons.map((reason) => `  reason: ${reason}`));
  return { ok: true, lines };
}

const USAGE = [
  'Usage:',
  '  npm run review -- list                          every application and its state',
  '  npm run review -- approve CODE                  submitted intake -> onboarding; submitted onboarding -> approved',
  '  npm run review -- reject CODE "reason" ...      submitted intake or onboarding -> rejected, with the reasons shown to the applicant',
  '  npm run review -- finish CODE [PROGRAM_ID ...]  approved onboarding -> client, with its programs (default: those chosen at intake)',
];

/** The command line of `npm run review`, as arguments in and lines out (tested without a shell). */
export async function runReview(db: Db, args: string[], now: Date = new Date()): Promise<ReviewResult> {
  const [command, code, ...rest] = args;
  if (command === 'list') return listApplications(db);
  if ((command === 'approve' || command === 'reject' || command === 'finish') && code) return decide(db, command, code, rest, now);
  return { ok: false, lines: USAGE };
}

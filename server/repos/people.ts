import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { people } from '../db/schema';

export type Person = typeof people.$inferSelect;
export type NewPerson = typeof people.$inferInsert;

/**
 * Statements of the hot paths (identity look-up and login), built once per database (or
 * transaction) and sent as prepared statements: the database skips parsing and planning them
 * again on a connection that has seen them.
 */
function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}

const byIdentity = preparedFor((db) =>
  db
    .select()
    .from(people)
    .where(and(eq(people.ssnHash, sql.placeholder('ssnHash')), eq(people.dateOfBirth, sql.placeholder('dateOfBirth'))))
    .prepare('people_by_identity'),
);

export async function findByIdentity(db: Db | Tx, ssnHash: string, dateOfBirth: string): Promise<Person | undefined> {
  const [person] = await byIdentity(db as Db).execute({ ssnHash, dateOfBirth });
  return person;
}

/** The columns an intake save writes. */
export type IntakeState = Pick<Person, 'intake' | 'intakeSteps' | 'title' | 'firstName' | 'middleName' | 'lastName' | 'suffix' | 'currentProcess' | 'rejectionReasons' | 'submittedAt'>;

export async function findBySsn(db: Db | Tx, ssnHash: string): Promise<Person | undefined> {
  const [person] = await db.select().from(people).where(eq(people.ssnHash, ssnHash));
  return person;
}

export async function findById(db: Db | Tx, id: number): Promise<Person | undefined> {
  const [person] = await db.select().from(people).where(eq(people.id, id));
  return person;
}

/** The row, locked until the transaction ends, so two saves of one application do not interleave. */
export async function lockById(tx: Tx, id: number): Promise<Person | undefined> {
  const [person] = await tx.select().from(people).where(eq(people.id, id)).for('update');
  return person;
}

export async function findByCode(db: Db | Tx, code: string): Promise<Person | undefined> {
  const [person] = await db.select().from(people).where(eq(sql`upper(${people.applicationCode})`, code.trim().toUpperCase()));
  return person;
}

export async function insertPerson(db: Db | Tx, values: NewPerson): Promise<Person> {
  const [person] = await db.insert(people).values(values).returning();
  return person!;
}

export async function updatePerson(db: Db | Tx, id: number, patch: Partial<NewPerson>): Promise<void> {
  await db
    .update(people)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(people.id, id));
}

/** The names of a person as the status record and login answer carry them (spec section 3). */
export function namesOf(person: Person) {
  return {
    title: person.title,
    first_name: person.firstName,
    middle_name: person.middleName,
    last_name: person.lastName,
    suffix: person.suffix,
  };
}

export function fullName(person: Person): string {
  return [person.firstName, person.middleName, person.lastName, person.suffix].filter(Boolean).join(' ');
}

import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { people } from '../db/schema';

export type Person = typeof people.$inferSelect;
export type NewPerson = typeof people.$inferInsert;

/**
 * Statements of the hot paths (identity look-up and login, intake saves), built once per
 * database and sent as prepared statements: Drizzle skips rebuilding the SQL, and the
 * database skips parsing and planning it again.
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

export async function findByIdentity(db: Db, ssnHash: string, dateOfBirth: string): Promise<Person | undefined> {
  const [person] = await byIdentity(db).execute({ ssnHash, dateOfBirth });
  return person;
}

/** A person with the row's version (PostgreSQL's xmin: it changes with every committed update). */
export type VersionedPerson = Person & { version: string };

const byIdVersioned = preparedFor((db) =>
  db
    .select({ ...getTableColumns(people), version: sql<string>`xmin::text` })
    .from(people)
    .where(eq(people.id, sql.placeholder('id')))
    .prepare('people_by_id_versioned'),
);

export async function findVersionedById(db: Db, id: number): Promise<VersionedPerson | undefined> {
  const [person] = await byIdVersioned(db).execute({ id });
  return person;
}

/** The columns an intake save writes, all of them every time (so one prepared statement serves every step). */
export type IntakeState = Pick<Person, 'intake' | 'intakeSteps' | 'title' | 'firstName' | 'middleName' | 'lastName' | 'suffix' | 'currentProcess' | 'rejectionReasons' | 'submittedAt'>;

/** Placeholders for `set()`: Drizzle fills them through each column's encoder (its types only admit values). */
const placeholders = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as unknown as Partial<NewPerson>;
const INTAKE_STATE_KEYS = ['intake', 'intakeSteps', 'title', 'firstName', 'middleName', 'lastName', 'suffix', 'currentProcess', 'rejectionReasons', 'updatedAt'] as const;

const intakeSaveIfUnchanged = preparedFor((db) =>
  db
    .update(people)
    // submitted_at may be null, which its column's encoder refuses: sent as it is.
    .set({ ...placeholders(INTAKE_STATE_KEYS), submittedAt: sql`${sql.placeholder('submittedAt')}` })
    .where(and(eq(people.id, sql.placeholder('id')), sql`xmin = ${sql.placeholder('version')}::text::xid`))
    .returning({ id: people.id })
    .prepare('people_intake_save'),
);

/**
 * Writes an intake save only if the row is still the version that was read (optimistic
 * locking): false when another save came in between, and the caller reads it again.
 */
export async function saveIntakeIfUnchanged(db: Db | Tx, person: VersionedPerson, state: IntakeState, now: Date): Promise<boolean> {
  const rows = await intakeSaveIfUnchanged(db as Db).execute({ ...state, updatedAt: now, id: person.id, version: person.version });
  return rows.length > 0;
}

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

export async function findByCode(db: Db, code: string): Promise<Person | undefined> {
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

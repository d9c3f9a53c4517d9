import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { people } from '../db/schema';

export type Person = typeof people.$inferSelect;
export type NewPerson = typeof people.$inferInsert;

export async function findByIdentity(db: Db, ssnHash: string, dateOfBirth: string): Promise<Person | undefined> {
  const [person] = await db.select().from(people).where(and(eq(people.ssnHash, ssnHash), eq(people.dateOfBirth, dateOfBirth)));
  return person;
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

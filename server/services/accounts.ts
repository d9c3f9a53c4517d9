import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { clientPrograms, programs, transactions } from '../db/schema';

export interface ClientProgram {
  id: number;
  name: string;
  status: number;
  short_name: string;
}

export async function programsOf(db: Db, personId: number): Promise<ClientProgram[]> {
  return db
    .select({ id: programs.id, name: programs.name, status: clientPrograms.status, short_name: programs.shortName })
    .from(clientPrograms)
    .innerJoin(programs, eq(programs.id, clientPrograms.programId))
    .where(eq(clientPrograms.personId, personId))
    .orderBy(asc(programs.position));
}

export async function programOf(db: Db, personId: number, programId: number): Promise<ClientProgram | undefined> {
  return (await programsOf(db, personId)).find((program) => program.id === programId);
}

/** The balance in cents: every transaction up to (not including) `before`, or all of them. */
export async function balanceCents(db: Db, personId: number, programId: number, before?: string): Promise<number> {
  const conditions = [eq(transactions.personId, personId), eq(transactions.programId, programId)];
  if (before) conditions.push(lt(transactions.postedOn, before));
  const [row] = await db
    .select({ total: sql<string | null>`sum(${transactions.amountCents})` })
    .from(transactions)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

export interface StatementLine {
  postedOn: string;
  /** The movement's kind, said in the reader's language; null for a line written by hand. */
  code: string | null;
  description: string;
  amountCents: number;
}

export async function transactionsBetween(db: Db, personId: number, programId: number, from: string, to: string): Promise<StatementLine[]> {
  return db
    .select({ postedOn: transactions.postedOn, code: transactions.code, description: transactions.description, amountCents: transactions.amountCents })
    .from(transactions)
    .where(and(eq(transactions.personId, personId), eq(transactions.programId, programId), gte(transactions.postedOn, from), lte(transactions.postedOn, to)))
    .orderBy(asc(transactions.postedOn), asc(transactions.id));
}

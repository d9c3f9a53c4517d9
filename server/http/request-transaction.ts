import type { Db, Tx } from '../db/connect';
import { HttpError } from './errors';

/**
 * One transaction per request: what a request counts (its rate limits), what it writes (a
 * session's use, the write itself, its stored answer) commit together or not at all.
 *
 * The counts come first and the work after them runs in a savepoint: a refusal of the work
 * (any 4xx, such as a birth date that does not match, or a field error) undoes the work but
 * commits the counts with it, so a failed identity check is counted; a refusal by the counts
 * themselves (429) undoes everything, so a refused try counts nothing. A refusal that must
 * keep what the work did (the counts it took back when a person proved who they are, before a
 * later refusal) is thrown wrapped in `afterCommit`.
 */
export class AnswerAfterCommit extends Error {
  constructor(readonly answer: HttpError) {
    super(answer.message);
    this.name = 'AnswerAfterCommit';
  }
}

/** A refusal answered once the work done so far is committed. */
export const afterCommit = (answer: HttpError) => new AnswerAfterCommit(answer);

/** Turns a refusal of `work` into one that keeps what was done before it. */
export async function keepingWhatWasDone<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof HttpError ? afterCommit(error) : error;
  }
}

const isRefusal = (error: unknown): error is HttpError => error instanceof HttpError && error.statusCode < 500;

export async function inRequestTransaction<C, T>(db: Db, count: ((tx: Tx) => Promise<C>) | null, work: (tx: Tx, counted: C) => Promise<T>): Promise<T> {
  let answer: HttpError | null = null;
  const keep = async (tx: Tx, counted: C): Promise<T | undefined> => {
    try {
      return await work(tx, counted);
    } catch (error) {
      if (!(error instanceof AnswerAfterCommit)) throw error;
      answer = error.answer;
      return undefined;
    }
  };
  const result = await db.transaction(async (tx) => {
    if (!count) return keep(tx, undefined as C);
    const counted = await count(tx);
    try {
      return await tx.transaction((inner) => keep(inner, counted));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      answer = error;
      return undefined;
    }
  });
  if (answer) throw answer;
  return result as T;
}

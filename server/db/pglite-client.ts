import { protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * What Drizzle's PGlite driver calls on its client, answered in one call into PGlite's
 * WebAssembly per statement instead of six.
 *
 * `PGlite.query()` sends Parse, Describe, Bind, Describe, Execute and Sync as six separate
 * calls (to learn the parameters' types before serialising them), and its result parser
 * copies every known type parser into a fresh object per query. On the API's hot paths that
 * was most of a request's CPU time (docs/benchmarks.md). Here, as node-postgres does on a
 * real PostgreSQL, the parameters go as untyped text (the same SQL already runs that way on
 * PostgreSQL through `pg`), all messages of a statement go in one batch, and a statement
 * seen twice becomes a named prepared statement, so later runs skip parsing and planning.
 *
 * PGlite's own mutexes still serialise statements and transactions, and anything unusual
 * (parameters that are arrays or bytes, COPY, multi-statement text) goes to PGlite itself.
 */
export interface PgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteClient) => Promise<T>): Promise<T>;
}

const { serialize } = protocol;

/** Named statements kept per database; beyond this, statements run unnamed (parsed each time). */
const MAX_NAMED = 500;
/** Statement texts seen once (seed inserts are one-offs: they never get a name). */
const MAX_SEEN = 2000;

type Param = string | null;
type Parser = (value: string, typeId: number) => unknown;

interface BackendMessage {
  name: string;
}
interface RowDescription extends BackendMessage {
  fields: { name: string; dataTypeID: number }[];
}
interface DataRow extends BackendMessage {
  fields: (string | null)[];
}
interface CommandComplete extends BackendMessage {
  text: string;
}

/** Parameters as node-postgres sends them; null when one needs PGlite's own typed path. */
function textParams(params: readonly unknown[]): Param[] | null {
  const values: Param[] = new Array<Param>(params.length);
  for (let i = 0; i < params.length; i += 1) {
    const value = params[i];
    if (value === null || value === undefined) values[i] = null;
    else if (typeof value === 'string') values[i] = value;
    else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') values[i] = String(value);
    else if (value instanceof Date) values[i] = value.toISOString();
    else if (Array.isArray(value) || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
    else values[i] = JSON.stringify(value);
  }
  return values;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

export function fastPgliteClient(pglite: PGlite): PgliteClient {
  const named = new Map<string, string>();
  const seen = new Set<string>();
  const defaultParsers = pglite.parsers as Record<number, Parser>;

  /** The statement's name if it is to be (or already is) prepared; '' for unnamed. */
  function nameFor(text: string): { name: string; parse: boolean } {
    const known = named.get(text);
    if (known) return { name: known, parse: false };
    if (named.size < MAX_NAMED && seen.has(text)) {
      seen.delete(text);
      return { name: `payee_${named.size + 1}`, parse: true };
    }
    if (seen.size >= MAX_SEEN) seen.clear();
    seen.add(text);
    return { name: '', parse: true };
  }

  function results<T>(messages: readonly BackendMessage[], options: QueryOptions | undefined): Results<T> {
    const custom = options?.parsers as Record<number, Parser> | undefined;
    const arrays = options?.rowMode === 'array';
    let fields: { name: string; dataTypeID: number }[] = [];
    let parsers: (Parser | undefined)[] = [];
    const rows: unknown[] = [];
    let affectedRows = 0;
    let command: string | undefined;
    let rowCount: number | undefined;
    for (const message of messages) {
      if (message.name === 'rowDescription') {
        fields = (message as RowDescription).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
        parsers = fields.map(({ dataTypeID }) => custom?.[dataTypeID] ?? defaultParsers[dataTypeID]);
      } else if (message.name === 'dataRow') {
        const values = (message as DataRow).fields;
        if (arrays) {
          const row = new Array<unknown>(values.length);
          for (let i = 0; i < values.length; i += 1) {
            const value = values[i]!;
            const parser = parsers[i];
            row[i] = value === null ? null : parser ? parser(value, fields[i]!.dataTypeID) : value;
          }
          rows.push(row);
        } else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < values.length; i += 1) {
            const value = values[i]!;
            const parser = parsers[i];
            row[fields[i]!.name] = value === null ? null : parser ? parser(value, fields[i]!.dataTypeID) : value;
          }
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') {
        const words = (message as CommandComplete).text.split(' ');
        command = words[0];
        rowCount = Number.parseInt(words[words.length - 1]!, 10);
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command!)) affectedRows += rowCount;
      }
    }
    return { rows: rows as T[], fields, affectedRows, command, rowCount };
  }

  /** One statement, in one call into PGlite; the caller holds PGlite's query mutex. */
  async function run<T>(text: string, params: readonly unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    const values = textParams(params);
    const { name, parse } = nameFor(text);
    const parts: Uint8Array[] = [];
    if (parse) parts.push(serialize.parse({ text, name }));
    parts.push(serialize.bind({ statement: name, values: values! }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
    const { messages } = await pglite.execProtocol(concat(parts), { syncToFs: false, throwOnError: false });
    const failure = messages.find((message) => message.name === 'error') as (Error & { query?: string; params?: unknown }) | undefined;
    if (parse && name && messages.some((message) => message.name === 'parseComplete')) named.set(text, name);
    if (!inTransaction) await pglite.syncToFs();
    if (failure) {
      failure.query = text;
      failure.params = params;
      throw failure;
    }
    return results<T>(messages as BackendMessage[], options);
  }

  const needsPglite = (params: readonly unknown[] | undefined, options: QueryOptions | undefined) =>
    (params !== undefined && textParams(params) === null) || options?.blob !== undefined || options?.paramTypes !== undefined;

  function clientFor(inTransaction: boolean): PgliteClient {
    return {
      query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
        if (needsPglite(params, options)) {
          if (inTransaction) throw new Error('Arrays, bytes, blobs and typed parameters are not supported inside a transaction here.');
          return pglite.query<T>(text, params, options);
        }
        const statement = () => pglite._runExclusiveQuery(() => run<T>(text, params, options, inTransaction));
        return inTransaction ? statement() : pglite._runExclusiveTransaction(statement);
      },
      exec: (text, options) => (inTransaction ? simple(text, options) : pglite.exec(text, options)),
      transaction: <T>(callback: (tx: PgliteClient) => Promise<T>) => (inTransaction ? callback(clientFor(true)) : transaction(callback)),
    };
  }

  /** A simple-protocol statement inside our transaction (BEGIN, COMMIT, ROLLBACK, savepoints). */
  async function simple(text: string, options?: QueryOptions): Promise<Results[]> {
    return pglite._runExclusiveQuery(async () => {
      const { messages } = await pglite.execProtocol(serialize.query(text), { syncToFs: false, throwOnError: false });
      const failure = messages.find((message) => message.name === 'error');
      if (failure) throw failure;
      return [results(messages as BackendMessage[], options)];
    });
  }

  async function transaction<T>(callback: (tx: PgliteClient) => Promise<T>): Promise<T> {
    return pglite._runExclusiveTransaction(async () => {
      await simple('BEGIN');
      try {
        const result = await callback(clientFor(true));
        const [commit] = await simple('COMMIT');
        if (commit?.command === 'ROLLBACK') throw new Error('The transaction was aborted and rolled back.');
        return result;
      } catch (error) {
        await simple('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        await pglite.syncToFs();
      }
    });
  }

  return clientFor(false);
}

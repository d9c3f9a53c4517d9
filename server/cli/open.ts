import { configFromEnv } from '../config';
import { openDatabase, type Database } from '../db/connect';
import { DataDirInUseError } from '../db/data-dir';
import { seedReference } from '../db/seed';
import { runOperatorCommand, sendOperatorCommand, type OperatorCommand } from '../operator';
import { createKeyring, loadSecret } from '../security/keyring';
import { createFileStore } from '../services/file-store';
import type { ReviewResult } from '../services/review';

/**
 * Runs an operator command on the database the server uses (same DATA_DIR / DATABASE_URL):
 * on the database itself when this process can open it (PostgreSQL always; the embedded one
 * when no server holds it), otherwise through the server that holds it (operator.ts).
 */
export async function operate(order: OperatorCommand): Promise<ReviewResult> {
  const config = configFromEnv();
  if (!config.databaseUrl && !config.dataDir) throw new Error('DATA_DIR=memory has no data to work on: point DATA_DIR at the server\'s data folder.');
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const answer = await sendOperatorCommand(error.dataDir, order);
    if (answer) return answer;
    const holder = error.pid ? ` (pid ${error.pid})` : '';
    return { ok: false, lines: [`DATA_DIR ${error.dataDir} is in use by another process${holder} that takes no operator commands (another npm run review or npm run seed?): try again once it has finished.`] };
  }
  const files = createFileStore();
  try {
    const keyring = await database.exclusively(async () => {
      await database.migrate();
      await seedReference(database.db);
      return createKeyring(await loadSecret(database.db, config.appSecret, database.keyFile));
    });
    return await runOperatorCommand(database.db, { keyring, files, now: () => new Date() }, order);
  } finally {
    files.close();
    await database.close();
  }
}

/** Prints what the command did and sets the exit code. */
export function report(result: ReviewResult): void {
  for (const line of result.lines) console.log(line);
  process.exitCode = result.ok ? 0 : 1;
}

import { configFromEnv } from '../config';
import { openDatabase, type Database } from '../db/connect';
import { DataDirInUseError } from '../db/data-dir';
import { seedReference } from '../db/seed';
import type { SeedDeps } from '../db/seed-people';
import { createKeyring, loadSecret } from '../security/keyring';
import { createFileStore } from '../services/file-store';

/** The database the server would use (same DATA_DIR / DATABASE_URL), migrated, for the operator commands. */
export async function openForCli(): Promise<{ database: Database; deps: SeedDeps }> {
  const config = configFromEnv();
  if (!config.databaseUrl && !config.dataDir) throw new Error('DATA_DIR=memory has no data to work on: point DATA_DIR at the server\'s data folder.');
  const database = await openDatabase(config).catch((error: unknown) => {
    // The server holds the embedded database: say so plainly, without a stack trace.
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const keyring = await database.exclusively(async () => {
    await database.migrate();
    await seedReference(database.db);
    return createKeyring(await loadSecret(database.db, config.appSecret, database.keyFile));
  });
  const files = createFileStore();
  const close = database.close;
  database.close = async () => {
    files.close();
    await close();
  };
  return { database, deps: { keyring, files, now: () => new Date() } };
}

import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { createFileStore } from '../../server/services/file-store';
import { databaseState, openTestDatabase, TEST_DATABASE_URL } from './support/database';
import { DEMO, login } from './support/demo';
import { GENEROUS_LIMITS } from './support/test-app';

// The embedded database a test file gets may be one an earlier file of the same worker used:
// it must hold exactly what a new one from the template holds.
describe.skipIf(TEST_DATABASE_URL)('a test file’s embedded database', () => {
  it('is handed on as the template left it, whatever the file before did with it', async () => {
    const first = await openTestDatabase();
    const fresh = await databaseState(first.database.db);

    // What a test file does: an app seeds the demo people and its key, a sign-in adds a
    // session and counts a look-up, and the sequences move on.
    const files = createFileStore();
    const app = await buildApp(
      { ...configFromEnv({ DATA_DIR: 'memory', STATIC_DIR: '', LOG_LEVEL: 'silent' }), rateLimits: GENEROUS_LIMITS },
      { database: first.database, files },
    );
    await login(app, DEMO.client);
    await app.close();
    files.close();
    expect(await databaseState(first.database.db)).not.toEqual(fresh);
    await first.drop();

    const next = await openTestDatabase();
    try {
      // The same embedded database again (no second one started), as new.
      expect(next.database).toBe(first.database);
      expect(await databaseState(next.database.db)).toEqual(fresh);
    } finally {
      await next.drop();
    }
  });
});

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium';
import { E2E_DIST, buildApp, startProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A migrated and seeded database folder that a test's own product starts from a copy of. */
    seededDatabase: string;
  }
}

/**
 * Once per run: make sure Chromium is there, build the app, create and seed one database
 * (every product of the run starts from a copy of it), and start the shared product. Set
 * E2E_SKIP_BUILD=1 to reuse the last build while iterating on tests only.
 */
export default async function setup(project: TestProject) {
  ensureChromium('tests');
  if (!(process.env.E2E_SKIP_BUILD === '1' && existsSync(join(E2E_DIST, 'index.html')))) buildApp();
  const seeded = join(mkdtempSync(join(tmpdir(), 'payee-seeded-')), 'data');
  await (await startProduct()).stop({ keepDatabaseIn: seeded });
  const product = await startProduct({ database: seeded });
  project.provide('baseUrl', product.url);
  project.provide('seededDatabase', seeded);
  return async () => {
    await product.stop();
    rmSync(join(seeded, '..'), { recursive: true, force: true });
  };
}

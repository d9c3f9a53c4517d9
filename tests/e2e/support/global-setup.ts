import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium';
import { E2E_DIST, buildApp, startProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Once per run: make sure Chromium is there, build the app, start the product on a fresh
 * database. Set E2E_SKIP_BUILD=1 to reuse the last build while iterating on tests only.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  if (!(process.env.E2E_SKIP_BUILD === '1' && existsSync(join(E2E_DIST, 'index.html')))) buildApp();
  const product = await startProduct();
  project.provide('baseUrl', product.url);
  return async () => {
    await product.stop();
  };
}

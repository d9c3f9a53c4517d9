import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, openApiDocument, openApiText } from '../../server/openapi/document';
import { ROOT } from '../e2e/support/product';
import { useTestApp } from './support/test-app';

const t = useTestApp();

/** The app's routes under the API's base, as `GET /dropdown/{name}` (HEAD, which Fastify adds to every GET, left out). */
function apiRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter((name) => name && name !== 'HEAD')) {
      if (path.startsWith(`${API_BASE_PATH}/`)) routes.push(`${method} ${path.slice(API_BASE_PATH.length).replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes.sort();
}

const documented = () =>
  Object.entries(openApiDocument().paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe('the OpenAPI document of the contract', () => {
  it('is committed as docs/openapi.json exactly as the code makes it (npm run generate:openapi)', () => {
    const committed = readFileSync(join(ROOT, 'docs', 'openapi.json'), 'utf8');
    expect(committed === openApiText(), 'docs/openapi.json is stale: run `npm run generate:openapi` and commit it').toBe(true);
  });

  it('is served at /api/v1/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(openApiDocument());
  });

  it('describes every route the API has, and no route it does not have', async () => {
    expect(apiRoutes(t.app.printRoutes({ commonPrefix: false }))).toEqual(documented());
  });

  it("passes Redocly's recommended-strict rules with no error and no warning", () => {
    const folder = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, openApiText());
      const lint = spawnSync(
        process.execPath,
        [join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js'), 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json'],
        { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, timeout: 60_000 },
      );
      const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
      expect(report.problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(lint.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

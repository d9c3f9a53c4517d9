import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../e2e/support/product';

/** A backend that knows none of the contract: every call answers 404 in the contract's error shape. */
let backend: Server;
let base: string;
const folder = mkdtempSync(join(tmpdir(), 'contract-'));

beforeAll(async () => {
  backend = createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ message: 'Not found.' }));
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(backend.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => backend.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

function contract(args: string[]): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests', 'contract', 'run.ts'), ...args], { cwd: ROOT });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout }));
  });
}

describe('npm run contract', () => {
  it('prints a line per probe and the total, writes its report, and exits non-zero when the backend fails the contract', async () => {
    const report = join(folder, 'contract.json');
    const { status, stdout } = await contract(['--base', base, '--report', report]);
    expect(status).toBe(1);
    expect(stdout).toContain('FAIL  GET /health says the API and its database answer\n      GET /health: answered 404, which the document does not give for this call (200, ');
    const total = /^contract: (\d+) passed, (\d+) failed$/m.exec(stdout);
    expect(total).not.toBeNull();
    const summary = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    expect([summary.numPassedTests, summary.numFailedTests]).toEqual([Number(total![1]), Number(total![2])]);
    expect(summary.numFailedTests).toBeGreaterThan(30);
  }, 60_000);

  it('says how to use it when no base is given', async () => {
    const { status, stdout } = await contract([]);
    expect(status).toBe(2);
    expect(stdout).toContain('npm run contract -- --base URL');
  }, 60_000);
});

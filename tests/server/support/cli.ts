import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT } from '../../e2e/support/product';

const SCRIPTS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;

/**
 * A form POST on a connection of its own: a command run between two requests can outlast the
 * server's keep-alive on a busy machine, and a POST sent on the socket the server is closing
 * then fails ("other side closed"), as a client reusing it would not retry a POST.
 */
export function postForm(url: string, form: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end(new URLSearchParams(form).toString());
  });
}

/**
 * `npm run NAME -- ARGS` with `env` added, run as its script says but without npm's own
 * start-up time. Its time limit is a bound against a hang: a first seed creates and migrates
 * a database, which took over three minutes beside a load average of 35.
 */
export function npm(env: Record<string, string>, name: 'seed' | 'review', ...args: string[]): { status: number | null; out: string } {
  const [node, ...script] = SCRIPTS[name]!.split(' ');
  expect(node).toBe('node');
  const result = spawnSync(process.execPath, [...script, ...args], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 600_000 });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

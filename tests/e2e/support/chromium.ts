import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian builds two programs from one Chromium source, both at the same version: `chromium`, the
 * whole browser, and `chromium-headless-shell`, the same engine (Blink, V8, the network stack,
 * service workers, storage) without the browser's windows and profile services, which is what
 * Playwright itself runs for headless tests. The browser tests drive the shell: it does the same
 * work in about 60 % of the CPU, and the suite keeps both cores busy from start to end. The
 * benchmarks drive the whole browser, as a phone runs it, and CI walks the user journeys in it as
 * well (`npm run test:e2e:chromium`). CHROMIUM_PATH names another program for either.
 */
const PROGRAMS = {
  tests: { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  bench: { path: '/usr/bin/chromium', pkg: 'chromium' },
} as const;

export type ChromiumUse = keyof typeof PROGRAMS;

/** The Chromium program for the browser tests or for the benchmarks. */
export function chromiumPath(use: ChromiumUse): string {
  return process.env.CHROMIUM_PATH ?? PROGRAMS[use].path;
}

/** The benchmarks' Chromium: the whole browser. */
export const CHROMIUM_PATH = chromiumPath('bench');

/**
 * The tests and benchmarks drive Debian's Chromium, never a downloaded one. On a fresh machine
 * its package is installed when we can (root with apt-get); otherwise we stop and say exactly
 * what to run.
 */
export function ensureChromium(use: ChromiumUse = 'bench'): void {
  const path = chromiumPath(use);
  if (existsSync(path)) return;
  // CHROMIUM_PATH may name either of Debian's programs (npm run test:e2e:chromium names the whole browser).
  const program = Object.values(PROGRAMS).find((candidate) => candidate.path === path);
  if (!program) throw new Error(`CHROMIUM_PATH names ${path}, which is not there.`);
  const command = `apt-get update && apt-get install -y ${program.pkg}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    throw new Error(`Chromium is missing at ${path}. Install Debian's package, then run the tests again:\n  sudo sh -c '${command}'`);
  }
  console.log(`Chromium is missing: installing Debian's package (${command})…`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(path)) throw new Error(`Installing ${program.pkg} did not provide ${path}.`);
}

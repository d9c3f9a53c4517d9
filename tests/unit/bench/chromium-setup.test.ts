// @vitest-environment node
// (it decides which Debian package a missing Chromium needs: no page is needed)
import type * as ChildProcess from 'node:child_process';
import type * as Fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const machine = vi.hoisted(() => ({ present: new Set<string>(), installed: [] as string[] }));
vi.mock('node:fs', async (importOriginal) => ({
  ...(await importOriginal<typeof Fs>()),
  existsSync: (path: string) => machine.present.has(path),
}));
vi.mock('node:child_process', async (importOriginal) => ({
  ...(await importOriginal<typeof ChildProcess>()),
  execSync: (command: string) => {
    machine.installed.push(command);
    for (const pkg of command.split(' install -y ')[1]!.split(' ')) machine.present.add(`/usr/bin/${pkg}`);
    return '';
  },
}));

const { ensureChromium } = await import('../../e2e/support/chromium');

beforeEach(() => {
  machine.present = new Set(['/usr/bin/apt-get']);
  machine.installed = [];
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the Chromium the tests and the benchmarks need', () => {
  it('installs the headless shell for the browser tests and the whole browser for the benchmarks, each only when missing', () => {
    vi.spyOn(process, 'getuid').mockReturnValue(0);
    ensureChromium('tests');
    expect(machine.installed).toEqual(['apt-get update && apt-get install -y chromium-headless-shell']);
    ensureChromium('tests');
    ensureChromium('bench');
    expect(machine.installed).toEqual(['apt-get update && apt-get install -y chromium-headless-shell', 'apt-get update && apt-get install -y chromium']);
  });

  it('installs the whole browser when CHROMIUM_PATH names it for the tests, as the journeys run asks', () => {
    vi.spyOn(process, 'getuid').mockReturnValue(0);
    vi.stubEnv('CHROMIUM_PATH', '/usr/bin/chromium');
    ensureChromium('tests');
    expect(machine.installed).toEqual(['apt-get update && apt-get install -y chromium']);
  });

  it('says the exact command to run when it cannot install, and what is wrong with a CHROMIUM_PATH it does not know', () => {
    vi.spyOn(process, 'getuid').mockReturnValue(1000);
    expect(() => ensureChromium('tests')).toThrow("sudo sh -c 'apt-get update && apt-get install -y chromium-headless-shell'");
    vi.stubEnv('CHROMIUM_PATH', '/opt/chrome/chrome');
    expect(() => ensureChromium('tests')).toThrow('CHROMIUM_PATH names /opt/chrome/chrome, which is not there.');
    expect(machine.installed).toEqual([]);
  });
});

import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/**
 * The browser tests drive Debian's Chromium, never a downloaded one. On a fresh machine it is
 * installed when we can (root with apt-get); otherwise we stop and say exactly what to run.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package, then run the tests again:\n  sudo sh -c '${INSTALL_COMMAND}'`,
    );
  }
  console.log(`Chromium is missing: installing Debian's package (${INSTALL_COMMAND})…`);
  execSync(INSTALL_COMMAND, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Installing chromium did not provide ${CHROMIUM_PATH}.`);
}

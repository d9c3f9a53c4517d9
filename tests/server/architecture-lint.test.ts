import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../e2e/support/product';

const eslint = new ESLint({ cwd: ROOT });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint reads the app's whole module graph (no-cycle follows every import): slow on
// two shared cores, and not what is under test.
describe('lint keeps the import direction of architecture.md section 3', { timeout: 120_000 }, () => {
  it('refuses a shared folder importing the app shell', async () => {
    expect(await rulesBroken('src/components/probe.ts', "import { AppRouter } from '@/app/router';\nexport const x = AppRouter;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses lib reaching up to the API client', async () => {
    expect(await rulesBroken('src/lib/probe.ts', "import { apiRequest } from '@/api/client';\nexport const x = apiRequest;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses the API client reaching up to the toasts, the session or the device storage', async () => {
    for (const code of [
      "import { toastError } from '@/components/toast';\nexport const x = toastError;\n",
      "import { getAuthToken } from '@/session/session-store';\nexport const x = getAuthToken;\n",
      "import { isOnline } from '@/offline/online-status';\nexport const x = isOnline;\n",
    ]) {
      expect(await rulesBroken('src/api/probe.ts', code)).toContain('import-x/no-restricted-paths');
    }
  });

  it('refuses the offline folder drawing a banner or reaching up to the toasts', async () => {
    expect(await rulesBroken('src/offline/probe.tsx', "import Alert from '@mui/material/Alert';\nexport const x = Alert;\n")).toContain('no-restricted-imports');
    expect(await rulesBroken('src/offline/probe.ts', "import { showNotice } from '@/components/toast';\nexport const x = showNotice;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses shared components or the device side reaching up to the session', async () => {
    const code = "import { getSession } from '@/session/session-store';\nexport const x = getSession;\n";
    expect(await rulesBroken('src/components/probe.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('src/offline/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a failure toast raised outside the API client and the outbox', async () => {
    expect(await rulesBroken('src/features/account/probe.ts', "import { toastError } from '@/components/toast';\nexport const x = toastError;\n")).toContain(
      'no-restricted-imports',
    );
    expect(await rulesBroken('src/features/account/probe.ts', "import { showToast } from '@/components/toast';\nexport const x = (m: string) => showToast(m, 'error');\n")).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesBroken('src/features/account/probe.ts', "import { toastSuccess } from '@/components/toast';\nexport const x = toastSuccess;\n")).toEqual([]);
  });

  it('refuses the server importing app code other than the contract', async () => {
    expect(await rulesBroken('server/probe.ts', "import { formatSsn } from '../src/lib/ssn';\nexport const x = formatSsn;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken('server/probe.ts', "import { MESSAGES } from '../src/contract/messages';\nexport const x = MESSAGES;\n")).toEqual([]);
  });

  it('refuses a second library for a job the stack already does', async () => {
    expect(await rulesBroken('src/api/probe.ts', "import axios from 'axios';\nexport const x = axios;\n")).toContain('no-restricted-imports');
  });

  it('refuses phone styles under the xs key, which the spec starts at 480 px', async () => {
    expect(await rulesBroken('src/components/probe.tsx', 'export const sx = { p: { xs: 1, md: 2 } };\n')).toContain('no-restricted-syntax');
  });

  it('refuses an import circle, also when one side of it is an import()', async () => {
    // connectivity.ts imports online-status.ts: online-status loading it back closes a circle.
    expect(await rulesBroken('src/offline/online-status.ts', "export const probe = () => import('./connectivity');\n")).toContain('import-x/no-cycle');
  });

  it('refuses a store written by hand instead of the one store helper', async () => {
    expect(await rulesBroken('src/session/probe.ts', 'const listeners = new Set<() => void>();\nexport const count = () => listeners.size;\n')).toContain(
      'no-restricted-syntax',
    );
    expect(await rulesBroken('src/session/probe.ts', "import { createStore } from '@/lib/store';\nexport const count = createStore(0);\n")).toEqual([]);
  });

  it("refuses a list's address written outside the one record the app and the service worker share", async () => {
    expect(await rulesBroken('src/features/intake/probe.ts', "export const states = { path: '/master/states' };\n")).toContain('no-restricted-syntax');
    expect(await rulesBroken('sw/probe.ts', "const api = '/api/v1';\nexport const url = `${api}/dropdown/programs`;\n")).toContain('no-restricted-syntax');
  });

  it('accepts code that follows the direction', async () => {
    expect(await rulesBroken('src/api/probe.ts', "import { formatSsn } from '@/lib/ssn';\nexport const x = formatSsn;\n")).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'sw', 'public', 'build', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Builds the PWA when there is no build yet or a source file is newer than it. */
export function buildIfNeeded(root: string, staticDir: string): void {
  const built = join(staticDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(join(root, source))));
  if (builtAt > changedAt) return;
  console.log(builtAt ? 'Sources changed since the last build: building the app…' : 'Building the app (first start)…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', staticDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The app build failed; see the output above.');
}

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
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

/**
 * Whether PUBLIC_ORIGIN names another origin than the one the built home page's canonical link
 * was written with (build/prerender.ts). Unset, any build will do: a build made with
 * `PUBLIC_ORIGIN=… npm run build` is kept.
 */
export function builtForAnotherOrigin(homeHtml: string, publicOrigin: string | undefined): boolean {
  const wanted = publicOrigin?.trim();
  if (!wanted) return false;
  const written = /<link rel="canonical" href="([^"]*)\/"/.exec(homeHtml)?.[1];
  // One that is no origin is the build's to refuse, with its reason.
  return !URL.canParse(wanted) || new URL(wanted).origin !== written;
}

/** Builds the PWA when there is no build yet, a source file is newer than it, or PUBLIC_ORIGIN changed. */
export function buildIfNeeded(root: string, staticDir: string): void {
  const built = join(staticDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(join(root, source))));
  const otherOrigin = builtAt > 0 && builtForAnotherOrigin(readFileSync(built, 'utf8'), process.env.PUBLIC_ORIGIN);
  if (builtAt > changedAt && !otherOrigin) return;
  console.log(
    otherOrigin
      ? 'PUBLIC_ORIGIN differs from the last build\'s: building the app…'
      : builtAt
        ? 'Sources changed since the last build: building the app…'
        : 'Building the app (first start)…',
  );
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', staticDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The app build failed; see the output above.');
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, LOCALES } from '../src/contract/locales';
import { ERROR_MESSAGES } from './http/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built PWA. Hashed assets are cached for a year; everything else (index.html,
 * sw.js, the manifest, icons) is revalidated on each use, so a new version is never hidden
 * behind a stale shell. A prerendered page (about-us/index.html, …) is served at its own
 * address; every other non-API path gets the empty shell (shell.html), so a deep link never
 * hydrates against another page's markup. The app routes it itself. Spanish pages live under
 * /es (es/about-us/index.html, es/shell.html), one address per language.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`No built app in ${staticDir}: run "npm run build" first (npm start does it for you).`);
  }
  const assetsDir = join(staticDir, 'assets');
  // A build from before prerendering has no shell.html: its index.html is the empty shell.
  const shell = existsSync(join(staticDir, 'shell.html')) ? 'shell.html' : 'index.html';
  // Each other language's addresses (/es/…) get that language's shell (es/shell.html), when built.
  const localeShells = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE && existsSync(join(staticDir, locale, 'shell.html')));
  const shellFor = (path: string) => {
    const locale = localeShells.find((candidate) => path === `/${candidate}` || path.startsWith(`/${candidate}/`));
    return locale ? `${locale}/shell.html` : shell;
  };
  await app.register(fastifyStatic, {
    root: staticDir,
    // Files are looked up per request: a new build copied in place is served at once.
    wildcard: true,
    // The build writes .br and .gz copies of its text files (vite.config.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (an old hashed asset, an icon) is a 404: answering it with the shell
    // would let a service worker cache HTML under a script's name.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) {
      return reply.code(404).header('Cache-Control', 'no-store').send({ message: request.t(ERROR_MESSAGES.notFound) });
    }
    return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').sendFile(shellFor(path));
  });
}

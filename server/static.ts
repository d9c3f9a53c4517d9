import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { choiceInCookies } from '../src/contract/locale-cookie';
import { pathIn, samePage } from '../src/contract/locale-paths';
import { DEFAULT_LOCALE, LOCALES } from '../src/contract/locales';
import { anyPageFile, folderOf } from '../src/contract/page-patterns';
import { ERROR_MESSAGES } from './http/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A page's address as a browser sends it: plain segments, so a redirect can only stay on this site. */
const PAGE_ADDRESS = /^(?:\/[a-z0-9-]+)*\/?$/i;

/**
 * Serves the built PWA. Hashed assets are cached for a year; everything else (index.html,
 * sw.js, the manifest, icons) is revalidated on each use, so a new version is never hidden
 * behind a stale shell. A prerendered page (about-us/index.html, …) is served at its own
 * address; every other non-API path gets the empty shell (shell.html), so a deep link never
 * hydrates against another page's markup. The app routes it itself. A page built for every
 * address of a folder (client/onboarding/any.html: each person's onboarding opens with the same
 * first state) answers each address one segment below it that has no page of its own. Spanish
 * pages live under /es (es/about-us/index.html, es/shell.html), one address per language.
 *
 * A prerendered page's address is answered according to the language chosen with the switch
 * (the `lang` cookie, src/contract/locale-cookie.ts): in the other language, with a redirect to
 * that language's address, so the page that arrives is already the chosen one and nothing in
 * the other language is drawn first. Its answers say `Vary: Cookie`.
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
  /** The page built for every address of the address's folder (client/onboarding/any.html), if any. */
  const anyPageFor = (address: string) => {
    // Only a folder of plain segments: the file is looked up on disk.
    const file = anyPageFile(address);
    return file !== null && PAGE_ADDRESS.test(folderOf(address)!) && existsSync(join(staticDir, file)) ? file : null;
  };
  const isPrerendered = (address: string) =>
    PAGE_ADDRESS.test(address) && (existsSync(join(staticDir, address, 'index.html')) || anyPageFor(address) !== null);
  app.addHook('onRequest', async (request, reply) => {
    const [path = '', query] = request.url.split(/\?(.*)/s, 2);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isPrerendered(path)) return;
    reply.header('Vary', 'Cookie');
    const chosen = choiceInCookies(request.headers.cookie);
    // Only a page the browser is opening: the service worker's own fetches (its precache) and
    // scripts' fetches keep the address they asked for.
    const dest = request.headers['sec-fetch-dest'];
    if (!chosen || (dest !== undefined && dest !== 'document')) return;
    const target = pathIn(chosen, path);
    if (samePage(target, path) || !isPrerendered(target)) return;
    return reply
      .header('Cache-Control', REVALIDATE)
      .redirect(query ? `${target}?${query}` : target, 302);
  });
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
    return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').sendFile(anyPageFor(path) ?? shellFor(path));
  });
}

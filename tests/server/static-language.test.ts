import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtForAnotherOrigin } from '../../server/build-if-needed';
import { registerStatic } from '../../server/static';

/**
 * A built app in miniature: the home and one page prerendered in each language, the onboarding's
 * first state for every code and its success page, and the shells.
 */
const FILES: Record<string, string> = {
  'index.html': '<html lang="en"><body>Helping You</body></html>',
  'about-us/index.html': '<html lang="en"><body>We Are</body></html>',
  'es/index.html': '<html lang="es"><body>Le ayudamos</body></html>',
  'es/about-us/index.html': '<html lang="es"><body>Somos</body></html>',
  'client/onboarding/any.html': '<html lang="en"><body>Set up your account</body></html>',
  'es/client/onboarding/any.html': '<html lang="es"><body>Prepare su cuenta</body></html>',
  'client/onboarding/success/index.html': '<html lang="en"><body>Thank you</body></html>',
  'shell.html': '<html lang="en"><body><div id="root"></div></body></html>',
  'es/shell.html': '<html lang="es"><body><div id="root"></div></body></html>',
  'assets/app-1234.js': 'export {};',
};

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'payee-static-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  app = Fastify();
  await registerStatic(app, dir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const open = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { 'sec-fetch-dest': 'document', ...headers } });

describe('a public page, answered in the language chosen with the switch (the lang cookie)', () => {
  it('sends a person who chose Spanish from / to /es/ before any English arrives, keeping the query', async () => {
    const home = await open('/', { cookie: 'lang=es' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/es/');
    expect(home.body).not.toContain('Helping You');
    expect(home.headers.vary).toMatch(/\bCookie\b/i);
    expect(home.headers['cache-control']).toBe('no-cache');

    const page = await open('/about-us?from=link', { cookie: 'session=x; lang=es' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/es/about-us?from=link');

    const spanish = await open('/es/', { cookie: 'lang=es' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.headers.vary).toMatch(/\bCookie\b/i);
  });

  it('sends a person who chose English from a Spanish address to the English one', async () => {
    const page = await open('/es/about-us', { cookie: 'lang=en' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/about-us');
    const home = await open('/es', { cookie: 'lang=en' });
    expect(home.headers.location).toBe('/');
  });

  it('answers each address in its own language without a choice, or with an unknown one', async () => {
    for (const cookie of [undefined, 'lang=fr', 'language=es']) {
      const home = await open('/', cookie ? { cookie } : {});
      expect(home.statusCode, cookie).toBe(200);
      expect(home.body, cookie).toContain('Helping You');
      expect(home.headers.vary, cookie).toMatch(/\bCookie\b/i);
      const spanish = await open('/es/about-us', cookie ? { cookie } : {});
      expect(spanish.statusCode, cookie).toBe(200);
      expect(spanish.body, cookie).toContain('Somos');
    }
  });

  it("leaves what is not a page being opened alone: the worker's and scripts' fetches, files, the shell's addresses", async () => {
    // The service worker fills its precache with fetch(): an English page must stay English there.
    const fetched = await open('/', { cookie: 'lang=es', 'sec-fetch-dest': 'empty' });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.body).toContain('Helping You');
    expect((await open('/index.html', { cookie: 'lang=es' })).statusCode).toBe(200);
    expect((await open('/assets/app-1234.js', { cookie: 'lang=es' })).statusCode).toBe(200);
    // No page is prerendered there: the shell is empty and the app moves it (src/app/head-script.ts).
    const shell = await open('/client/intake', { cookie: 'lang=es' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
    expect(shell.headers.vary ?? '').not.toMatch(/\bCookie\b/i);
  });

  it('never redirects off the site, whatever the address', async () => {
    // '/es//about-us' in English would be '//about-us': another host, to a browser.
    for (const url of ['/es//about-us', '/es//evil.example/', '/es/%2F%2Fevil.example', '/es/../..', '/es/..%2F..%2Fetc']) {
      const answer = await open(url, { cookie: 'lang=en' });
      expect(answer.statusCode, url).not.toBe(302);
    }
  });
});

describe("a person's onboarding address, answered with the onboarding's first state built once for every code", () => {
  it('answers any code with the first state, in its language, revalidated like every page', async () => {
    for (const [url, text, lang] of [
      ['/client/onboarding/ANY-CODE', 'Set up your account', 'en'],
      ['/client/onboarding/ONB-4323', 'Set up your account', 'en'],
      ['/es/client/onboarding/ANY-CODE', 'Prepare su cuenta', 'es'],
    ] as const) {
      const answer = await open(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(FILES[`${lang === 'es' ? 'es/' : ''}client/onboarding/any.html`]);
      expect(answer.body, url).toContain(text);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers.vary, url).toMatch(/\bCookie\b/i);
    }
  });

  it('keeps the success page its own, and gives the shell to what is not one code below the folder', async () => {
    expect((await open('/client/onboarding/success')).body).toContain('Thank you');
    for (const url of ['/client/onboarding', '/client/onboarding/', '/client/onboarding/ONB-4323/more', '/client/other/ONB-4323', '/es/client/onboarding']) {
      const answer = await open(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<div id="root"></div>');
    }
  });

  it('moves it to the language chosen with the switch, keeping the code', async () => {
    const spanish = await open('/client/onboarding/ONB-4323', { cookie: 'lang=es' });
    expect(spanish.statusCode).toBe(302);
    expect(spanish.headers.location).toBe('/es/client/onboarding/ONB-4323');
    const english = await open('/es/client/onboarding/ONB-4323', { cookie: 'lang=en' });
    expect(english.headers.location).toBe('/client/onboarding/ONB-4323');
  });
});

describe('PUBLIC_ORIGIN, written into the pages when the app is built', () => {
  const builtWith = (origin: string) => `<head><link rel="canonical" href="${origin}/" />\n<link rel="alternate" hreflang="en" href="${origin}/" /></head>`;

  it('has npm start build again when the server is given another origin than the build was', () => {
    expect(builtForAnotherOrigin(builtWith('https://apply.example.org'), 'https://apply.example.org')).toBe(false);
    expect(builtForAnotherOrigin(builtWith('https://apply.example.org'), 'https://Apply.example.org/')).toBe(false);
    expect(builtForAnotherOrigin(builtWith('https://apply.example.org'), 'https://payee.example.org')).toBe(true);
    expect(builtForAnotherOrigin(builtWith(''), 'https://apply.example.org')).toBe(true);
    // Not an origin: the build says why.
    expect(builtForAnotherOrigin(builtWith(''), 'apply.example.org')).toBe(true);
  });

  it('keeps any build when the server is given none', () => {
    expect(builtForAnotherOrigin(builtWith('https://apply.example.org'), undefined)).toBe(false);
    expect(builtForAnotherOrigin(builtWith(''), '')).toBe(false);
  });
});

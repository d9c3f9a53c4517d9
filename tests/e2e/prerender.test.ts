import { request } from 'node:http';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { visit, type Visit, type VisitOptions } from './public/visit';
import { clientSession, PEOPLE } from './portal/portal';
import type { Page } from 'playwright-core';
import { openBrowser, type Screen } from './support/browser';
import { expectNoA11yViolations } from './support/a11y';
import { lookUpThenReload, PENDING_APPLICANT, REJECTED_APPLICANT } from './intake/look-up';
import { queuedTasksRun, screenSettled } from './support/settle';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

/** The document as the server sends it, before any script runs. */
function getDocument(path: string): Promise<{ status: number; html: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      // React separates adjacent text with <!-- -->; the reader sees one text.
      res.on('end', () => resolve({ status: res.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8').replaceAll('<!-- -->', '') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

const PRERENDERED: [string, string][] = [
  ['/', 'Helping You Manage Your Benefits Effectively'],
  ['/about-us', 'We Are Provider Payee Services'],
  ['/contact-us', "Got a question? Let's talk!"],
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/client/intake', 'Apply for our services'],
  ['/client/intake/new/state-selection', 'Where do you live?'],
  ['/auth/login', 'Find your Finance details'],
];

/** The task screens' first states: the address they are built for, where a person opens them, their heading. */
const FIRST_STATES: [string, string, string][] = [
  ['/client/intake/new/program-selection', '/client/intake/new/program-selection?state_id=1&is_aware_checked=0', 'Which program do you need?'],
  ['/client/intake/new', '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0', 'Your application'],
  ['/client/intake/resume-verification', '/client/intake/resume-verification', 'Resume Your Application'],
  ['/client/onboarding/success', '/client/onboarding/success', 'Thank you'],
  ['/my-account', '/my-account', 'Hello'],
];

/**
 * The page built once for every address of a pattern's folder (`builtFor`, its English pattern), as
 * the server answers `path`: in the address's language, and naming neither the code in the
 * address nor any address of its own.
 */
async function pageForEveryCode(path: string, builtFor: string): Promise<{ html: string; spanish: boolean }> {
  const { status, html } = await getDocument(path);
  const spanish = path.startsWith('/es/');
  expect(status).toBe(200);
  expect(html).toContain(`<html lang="${spanish ? 'es' : 'en'}"`);
  expect(html).toContain(`data-prerendered="${spanish ? '/es' : ''}${builtFor}"`);
  expect(html).not.toContain(path.split('/').pop());
  expect(html).not.toMatch(/ONB-\d|rel="canonical"|hreflang=/);
  return { html, spanish };
}

/** The visit's page was adopted as built for `builtFor`: hydrated with no spinner, no error and nothing in the console. */
async function expectAdoptedAsBuilt(visit: Visit, builtFor: string): Promise<void> {
  const { page } = visit;
  await hydrated(page);
  // React reports a refused hydration as an uncaught error and redraws the page; let it.
  await queuedTasksRun(page);
  expect(visit.problems, builtFor).toEqual([]);
  expect(visit.consoleMessages, builtFor).toEqual([]);
  expect(await page.evaluate(() => (window as { spinnerSeen?: boolean }).spinnerSeen ?? false), builtFor).toBe(false);
  expect(await page.locator('#root').getAttribute('data-prerendered')).toBe(builtFor);
}

describe('the prerendered pages', () => {
  it.each([...PRERENDERED, ...FIRST_STATES.map(([path, , heading]) => [path, heading] as [string, string])])('%s comes with its heading and styles in the HTML, no inline script and no personal data', async (path, heading) => {
    const { status, html } = await getDocument(path);
    expect(status).toBe(200);
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(heading).replace(/[?]/g, '\\?')}</h1>`));
    // Emotion's rules sit in <head> (extracted by @emotion/server), none in the page's markup.
    const [head, body] = html.split('<div id="root"');
    expect(head).toContain('<style data-emotion="mui ');
    expect(body).not.toContain('<style');
    // Roboto's faces are declared before the first layout, not by a stylesheet that comes later.
    expect(head).toMatch(/<style>@font-face\{font-family:Roboto;/);
    expect(html).not.toContain('rel="stylesheet"');
    // No face is written in as a data URL: each is a file, fetched by a page that needs it.
    expect(html).not.toContain('data:font/');
    // The CSP allows no inline script: each script is a file. First the head script, a classic
    // one that runs before anything is drawn (the language's address); then the app's module.
    expect(html.match(/<script[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script src="\/assets\/head-script-[0-9a-f]{8}\.js">$/),
      expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/[^"]+\.js">$/),
    ]);
    // Built once for everyone: no SSN-shaped number, no greeting by name.
    expect(html).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b/);
    expect(html).not.toMatch(/>Hey /);
  });

  it.each(['/contact-us', '/auth/login', '/client/intake/new/state-selection', '/client/intake/new/program-selection', '/client/intake/new', '/client/intake/resume-verification'])(
    '%s sends its form with every field and button inside a disabled fieldset, so nothing can be typed or sent before the app',
    async (path) => {
      const { html } = await getDocument(path);
      const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(html)![1]!;
      const fieldset = /<fieldset[^>]*>/.exec(form)![0];
      expect(fieldset).toMatch(/\sdisabled(=""|\s|>)/);
      const [beforeFieldset] = form.split(fieldset);
      expect(beforeFieldset).not.toMatch(/<(input|button|textarea|select)\b/);
      expect(beforeFieldset).toContain('Getting the form ready');
    },
  );

  it('My Account comes as its first state: no name, no program, every field disabled', async () => {
    const { html } = await getDocument('/my-account');
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(/<h1[^>]*>Hello<\/h1>/);
    expect(root).not.toContain('Total Balance for');
    const [beforeFieldset, inFieldset] = root.split(/<fieldset[^>]*\sdisabled[^>]*>/);
    expect(inFieldset).toContain('aria-label="Loading your programs"');
    expect(beforeFieldset).not.toMatch(/<(input|textarea|select)\b/);
  });

  it.each(['/client/onboarding/ANY-CODE', '/client/onboarding/ONB-4323', '/es/client/onboarding/ANY-CODE'])(
    "%s comes as the onboarding's first state built once for every code: no code, no name, no link to itself",
    async (path) => {
      const { html, spanish } = await pageForEveryCode(path, '/client/onboarding/:applicationCode');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${spanish ? 'Prepare su cuenta' : 'Set up your account'}</h1>`));
      expect(html).toContain(`aria-label="${spanish ? 'Cargando sus pasos' : 'Loading your steps'}"`);
      expect(html).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b|Hello, |Hola, /);
      expect(html).not.toMatch(/<(input|textarea|select)\b/);
    },
  );

  it.each([
    ['/client/onboarding/ANY-CODE', 'Loading your steps'],
    ['/es/client/onboarding/ANY-CODE', 'Cargando sus pasos'],
    ['/client/intake/resume/90210', 'Opening your application'],
    ['/es/client/intake/resume/90210', 'Abriendo su solicitud'],
    ['/client/intake/status/rejected', 'Loading your application'],
    ['/es/client/intake/status/rejected', 'Cargando su solicitud'],
  ])('%s: the first state built for every address passes axe as its HTML draws it, before any script', async (path, loading) => {
    const browser = await openBrowser('mobile');
    try {
      await browser.page.route('**/*.js', (route) => route.abort());
      await browser.page.goto(`${baseUrl}${path}`);
      await browser.page.getByRole('progressbar', { name: loading }).waitFor();
      await expectNoA11yViolations(browser.page);
    } finally {
      await browser.close();
    }
  });

  it.each(['/auth/login/ONB-4323', '/auth/login/ANY-CODE', '/es/auth/login/ANY-CODE'])(
    '%s comes as sign-in with a code built once for every code: the greeting without a name, the form, no code',
    async (path) => {
      const { html, spanish } = await pageForEveryCode(path, '/auth/login/:id');
      // The name comes from the API: its place is a skeleton inside the greeting.
      expect(html).toMatch(new RegExp(`<h1[^>]*>${spanish ? '¡Hola, ' : 'Hey '}<span class="MuiSkeleton-root[^"]*"[^>]*></span>${spanish ? '!' : ','}</h1>`));
      expect(html).toContain('id="field-ssn"');
      expect(html).toContain('id="field-date_of_birth-label"');
      // No way to apply from a link sent to someone who has applied.
      expect(html).not.toContain(spanish ? 'Solicitar ahora' : 'Apply Now');
    },
  );

  it.each(['/client/intake/resume/90210', '/client/intake/resume/ANY', '/es/client/intake/resume/90210'])(
    "%s comes as a resumed application's first state built once for every application: its step a skeleton, no field",
    async (path) => {
      const { html, spanish } = await pageForEveryCode(path, '/client/intake/resume/:id');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${spanish ? 'Su solicitud' : 'Your application'}</h1>`));
      // Which step opens is the draft's to say: no step's header is drawn before it.
      expect(html).toContain(`role="progressbar" aria-label="${spanish ? 'Abriendo su solicitud' : 'Opening your application'}"`);
      expect(html).not.toMatch(/Step \d|Paso \d|<(input|textarea|select)\b/);
    },
  );

  it.each(['/client/intake/status/rejected', '/client/intake/status/in-progress', '/es/client/intake/status/approved'])(
    '%s comes as the status page built once for every status: its heading, a skeleton for the answer, the way home',
    async (path) => {
      const { html, spanish } = await pageForEveryCode(path, '/client/intake/status/:status');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${spanish ? 'Su solicitud' : 'Your application'}</h1>`));
      expect(html).toContain(`aria-label="${spanish ? 'Cargando su solicitud' : 'Loading your application'}"`);
      expect(html).toMatch(new RegExp(`<a [^>]*href="${spanish ? '/es/' : '/'}"[^>]*>${spanish ? 'Volver al inicio' : 'Back to Home'}</a>`));
      expect(html).not.toMatch(/Re-Apply|Volver a solicitar/);
    },
  );

  it.each(['/client/intake/resume/123/more', '/client/intake/status/rejected/more', '/client/onboarding', '/client/onboarding/ONB-4323/more', '/auth/login/ONB-4323/more'])(
    'a deep link (%s) gets the empty shell, never another page',
    async (path) => {
      const { status, html } = await getDocument(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('data-prerendered');
      expect(html).toMatch(/<style>@font-face\{font-family:Roboto;/);
    },
  );

  describe.each<Screen>(['mobile', 'desktop'])('on %s', (screen) => {
    it('hydrate without a loading spinner, console errors or React errors', async () => {
      for (const [path, heading] of PRERENDERED) {
        await current?.close();
        current = await visitWatchingSpinners(screen, path);
        const { page } = current;
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await hydrated(page);
        // React reports a refused hydration as an uncaught error and redraws the page; let it.
        await queuedTasksRun(page);
        expect(current.problems, path).toEqual([]);
        expect(current.consoleMessages, path).toEqual([]);
        expect(await page.evaluate(() => (window as { spinnerSeen?: boolean }).spinnerSeen ?? false), path).toBe(false);
        expect(await page.locator('#root').getAttribute('data-prerendered'), path).toBe(path);
      }
    });
  });

  it.each(FIRST_STATES)('%s hydrates its first state without a spinner or an error, then shows the screen', async (path, address, heading) => {
    current = await visitWatchingSpinners('mobile', address, path === '/my-account' ? { storageState: await clientSession(baseUrl) } : {});
    const { page } = current;
    await expectAdoptedAsBuilt(current, path);
    await page.getByRole('heading', { level: 1, name: path === '/my-account' ? /^Hello, / : heading }).waitFor();
  });

  it.each(['/auth/login/ONB-4323', '/es/auth/login/ONB-4323'])('%s hydrates its first state without a spinner or an error, then greets the person by name', async (address) => {
    const spanish = address.startsWith('/es/');
    current = await visitWatchingSpinners('mobile', address);
    const { page } = current;
    await expectAdoptedAsBuilt(current, `${spanish ? '/es' : ''}/auth/login/:id`);
    await page.getByRole('heading', { level: 1, name: spanish ? '¡Hola, Raymond!' : 'Hey Raymond,' }).waitFor();
  });

  it.each(['/client/onboarding/ONB-4323', '/es/client/onboarding/ONB-4323'])(
    '%s, signed in as the person, hydrates its first state without a spinner or an error, then opens the step',
    async (address) => {
      const spanish = address.startsWith('/es/');
      current = await visitWatchingSpinners('mobile', address, { storageState: await clientSession(baseUrl, PEOPLE.onboardingPending) });
      const { page } = current;
      await expectAdoptedAsBuilt(current, `${spanish ? '/es' : ''}/client/onboarding/:applicationCode`);
      await page.getByText(spanish ? /^Paso \d de 6$/ : /^Step \d of 6$/).waitFor();
      await page.getByText(spanish ? /^Hola, Raymond / : /^Hello, Raymond /).waitFor();
    },
  );

  it.each([
    ['a resumed application', PENDING_APPLICANT, '/client/intake/resume/:id', /\/client\/intake\/resume\/\d+$/, 'Address Details'],
    ['a status page', REJECTED_APPLICANT, '/client/intake/status/:status', /\/client\/intake\/status\/rejected$/, /^Oops, .+! Your Request Was Not Approved\.$/],
  ])('%s, reloaded, hydrates its first state without a spinner or an error, then shows what it is for', async (_, person, builtFor, address, heading) => {
    current = await visitWatchingSpinners('mobile', '/client/intake/resume-verification');
    const { page } = current;
    await lookUpThenReload(page, person, address);
    await expectAdoptedAsBuilt(current, builtFor);
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();
  });

  it('hydrate in Spanish at their /es addresses too, without a spinner or an error', async () => {
    for (const [path, heading] of [
      ['/es/', 'Le ayudamos a administrar bien sus beneficios'],
      ['/es/about-us', 'Somos Provider Payee Services'],
      ['/es/contact-us', '¿Tiene una pregunta? ¡Hablemos!'],
      ['/es/auth/login', null],
    ] as const) {
      await current?.close();
      current = await visitWatchingSpinners('desktop', path);
      const { page } = current;
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await hydrated(page);
      await queuedTasksRun(page);
      expect(current.problems, path).toEqual([]);
      expect(current.consoleMessages, path).toEqual([]);
      expect(await page.evaluate(() => (window as { spinnerSeen?: boolean }).spinnerSeen ?? false), path).toBe(false);
      expect(await page.locator('#root').getAttribute('data-prerendered'), path).toBe(path);
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe('es');
    }
  });

  it('reloaded far down, open at their top from the first paint, as the app shows every screen: no jump when it starts', async () => {
    current = await visit(baseUrl, 'mobile', '/terms-and-conditions');
    const { page } = current;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Every scroll of the reloaded page, from before its first paint.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as { scrolledTo?: number[] }).scrolledTo = seen;
      window.addEventListener('scroll', () => seen.push(window.scrollY));
    });
    await page.reload();
    await hydrated(page);
    await queuedTasksRun(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as { scrolledTo?: number[] }).scrolledTo)).toEqual([]);
  });

  it('are live once hydrated: the menu opens', async () => {
    current = await visit(baseUrl, 'mobile', '/about-us');
    await hydrated(current.page);
    const menu = current.page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await current.page.getByRole('link', { name: 'Contact Us' }).first().waitFor();
  });
});

/** Opens a page noting whether the route's loading spinner was ever drawn. */
function visitWatchingSpinners(screen: Screen, path: string, options: VisitOptions = {}): Promise<Visit> {
  return visit(baseUrl, screen, path, { ...options, beforeLoad: () => {
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading"], [aria-label="Cargando"]')) (window as { spinnerSeen?: boolean }).spinnerSeen = true;
    }).observe(document, { childList: true, subtree: true });
  } });
}

/** React has hydrated the prerendered markup (the app marks the page ready) and the page is whole. */
async function hydrated(page: Page): Promise<void> {
  await screenSettled(page);
}

import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectNoA11yViolations } from '../support/a11y';
import { waitForApp } from '../support/browser';
import { TEST_PUBLIC_ORIGIN } from '../support/product';
import { waitForWorker } from '../support/worker';
import { visit, type Visit } from './visit';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

const SPANISH_HOME = 'Le ayudamos a administrar bien sus beneficios';
const SPANISH_ABOUT = 'Somos Provider Payee Services';

/** The page's address without the origin. */
const address = (visit: Visit) => {
  const url = new URL(visit.page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * Notes a page of the context whenever English text could be drawn: an English document, not
 * hidden, with text in its body. Checked as the parser adds each part of the page (a
 * MutationObserver: so a fast machine that happens not to paint between the parts cannot hide a
 * flash a slow phone would show) and before every frame drawn (requestAnimationFrame).
 */
async function recordEnglishShown(context: BrowserContext, shown: string[]): Promise<void> {
  await context.exposeFunction('englishShown', (what: string) => void shown.push(what));
  await context.addInitScript(() => {
    const check = () => {
      const root = document.documentElement;
      const text = document.body?.innerText.trim() ?? '';
      if (root?.lang === 'en' && !root.hidden && text) void (window as unknown as { englishShown(what: string): Promise<void> }).englishShown(`${location.pathname}: ${text.slice(0, 40)}`);
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    const everyFrame = () => {
      check();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

describe('the language switch', () => {
  it('on the desktop bar: shows the page in Spanish at its /es address, remembered across reloads and English addresses', async () => {
    current = await visit(baseUrl, 'desktop', '/about-us');
    const { page } = current;
    const bar = page.getByRole('navigation', { name: 'Main' });
    expect(await bar.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await bar.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: SPANISH_ABOUT }).waitFor();
    expect(address(current)).toBe('/es/about-us');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.title()).toBe('Quiénes somos | Provider Payee Services');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/es/manifest.webmanifest');

    // Links inside a Spanish page stay Spanish.
    const principal = page.getByRole('navigation', { name: 'Principal' });
    expect(await principal.getByRole('link', { name: 'Contáctenos' }).getAttribute('href')).toBe('/es/contact-us');
    expect(await principal.getByRole('link', { name: 'Solicitar ahora' }).getAttribute('href')).toBe('/es/client/intake');
    expect(await principal.getByRole('link', { name: 'Nuestros programas' }).getAttribute('href')).toBe('/es/#services-section');
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href')).toBe('/es/terms-and-conditions');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: SPANISH_ABOUT }).waitFor();
    expect(address(current)).toBe('/es/about-us');

    // An English address (a shared link) opens in the language chosen on this device.
    await page.goto(`${baseUrl}/?from=link#areas-section`);
    await page.waitForURL(`${baseUrl}/es/?from=link#areas-section`);
    await page.getByRole('heading', { level: 1, name: SPANISH_HOME }).waitFor();
    await waitForApp(page);

    await principal.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Helping You Manage Your Benefits Effectively' }).waitFor();
    expect(address(current)).toBe('/?from=link#areas-section');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto(`${baseUrl}/es/about-us`);
    await page.waitForURL(`${baseUrl}/about-us`);
    await page.getByRole('heading', { level: 1, name: 'We Are Provider Payee Services' }).waitFor();
  });

  it('keeps Spanish in a cookie the server reads: / is answered with the Spanish page, no English drawn', async () => {
    const english: string[] = [];
    current = await visit(baseUrl, 'desktop', '/', { serviceWorkers: 'block', prepare: (context) => recordEnglishShown(context, english) });
    const { page, context } = current;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: SPANISH_HOME }).waitFor();
    const [cookie] = (await context.cookies()).filter(({ name }) => name === 'lang');
    expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);
    english.length = 0;

    for (const path of ['/', '/about-us']) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.request().redirectedFrom()?.url(), path).toBe(`${baseUrl}${path}`);
      expect(address(current), path).toBe(`/es${path}`);
      expect(await response!.text(), path).toContain('<html lang="es">');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(english).toEqual([]);
  });

  it('keeps Spanish when the service worker answers / from its cache, offline: no English drawn', async () => {
    const english: string[] = [];
    current = await visit(baseUrl, 'mobile', '/', { serviceWorkers: 'allow', prepare: (context) => recordEnglishShown(context, english) });
    const { page, context } = current;
    await waitForWorker(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: SPANISH_HOME }).waitFor();
    // The English home was drawn before the choice: what is recorded is what the page drew.
    expect(english.length).toBeGreaterThan(0);
    english.length = 0;

    // Offline, so that only the worker answers: its copy of / is the English page.
    await context.setOffline(true);
    const response = await page.goto(`${baseUrl}/?from=app#areas-section`);
    expect(response?.fromServiceWorker()).toBe(true);
    await page.waitForURL(`${baseUrl}/es/?from=app#areas-section`);
    await page.getByRole('heading', { level: 1, name: SPANISH_HOME }).waitFor();
    await waitForApp(page);
    expect(english).toEqual([]);
  });

  it('in the phone menu', async () => {
    current = await visit(baseUrl, 'mobile', '/');
    const { page } = current;
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: SPANISH_HOME }).waitFor();
    expect(address(current)).toBe('/es/');
    await page.getByRole('button', { name: 'Menú' }).waitFor();
  });

  it('in the simple header, keeping what was typed in the middle of a form', async () => {
    current = await visit(baseUrl, 'desktop', '/auth/login');
    const { page } = current;
    const header = page.getByRole('banner');
    const field = page.locator('main input').first();
    await field.click();
    await field.pressSequentially('123');
    const typed = await field.inputValue();
    expect(typed).not.toBe('');
    await header.getByRole('button', { name: 'Español' }).click();
    await page.waitForURL(`${baseUrl}/es/auth/login`);
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(await field.inputValue()).toBe(typed);
    expect(await header.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the enquiry typed on Contact Us', async () => {
    current = await visit(baseUrl, 'desktop', '/contact-us');
    const { page } = current;
    const firstName = page.locator('input[name="first_name"]');
    const description = page.locator('textarea[name="description"]');
    await firstName.fill('Evelyn');
    await description.fill('Una pregunta sobre mi cuenta');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Español' }).click();
    await page.waitForURL(`${baseUrl}/es/contact-us`);
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await page.getByRole('heading', { level: 1, name: '¿Tiene una pregunta? ¡Hablemos!' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Nombre' }).inputValue()).toBe('Evelyn');
    expect(await firstName.inputValue()).toBe('Evelyn');
    expect(await description.inputValue()).toBe('Una pregunta sobre mi cuenta');
  });
});

describe('the first visit', () => {
  it("opens in Spanish when the browser's languages prefer it, loading only the Spanish catalogue", async () => {
    const scripts: string[] = [];
    current = await visit(baseUrl, 'desktop', '/about-us', {
      beforeLoad: () => Object.defineProperty(navigator, 'languages', { get: () => ['es-MX', 'es', 'en'] }),
      prepare: async (context) => context.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))),
    });
    const { page } = current;
    await page.getByRole('heading', { level: 1, name: SPANISH_ABOUT }).waitFor();
    expect(address(current)).toBe('/es/about-us');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // A page's language is the shell's catalogue and its area's of screens (this area has no forms,
    // whose texts are two more: the contract's and the forms' parts').
    expect(scripts.filter((path) => /\/assets\/es-[\w-]+\.js$/.test(path))).toHaveLength(2);
    expect(scripts.filter((path) => /\/assets\/en-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  it('in English loads only the English catalogue', async () => {
    const scripts: string[] = [];
    current = await visit(baseUrl, 'desktop', '/about-us', {
      prepare: async (context) => context.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))),
    });
    expect(address(current)).toBe('/about-us');
    expect(scripts.filter((path) => /\/assets\/en-[\w-]+\.js$/.test(path))).toHaveLength(2);
    expect(scripts.filter((path) => /\/assets\/es-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  it('at a Spanish address is in Spanish, deep links and redirects staying under /es', async () => {
    current = await visit(baseUrl, 'desktop', '/es/about-us');
    const { page } = current;
    await page.getByRole('heading', { level: 1, name: SPANISH_ABOUT }).waitFor();
    await page.goto(`${baseUrl}/es/client/intake/no-such-screen`);
    await page.getByRole('heading', { level: 1, name: '404: Página no encontrada' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // A signed-out person at an unknown address goes home: the Spanish home.
    await page.goto(`${baseUrl}/es/no-such-page`);
    await page.waitForURL(`${baseUrl}/es/`);
    await page.getByRole('heading', { level: 1, name: SPANISH_HOME }).waitFor();
    // A guarded screen sends a signed-out person to the sign-in, in Spanish.
    await page.goto(`${baseUrl}/es/my-account`);
    await page.waitForURL((url) => url.pathname.startsWith('/es/auth/login'));
  });
});

describe('the Spanish pages as built', () => {
  const PAGES: [string, string][] = [
    ['/', 'Provider Payee Services'],
    ['/about-us', 'Quiénes somos | Provider Payee Services'],
    ['/terms-and-conditions', 'Términos y condiciones | Provider Payee Services'],
    ['/contact-us', 'Contáctenos | Provider Payee Services'],
  ];

  it('are served at /es with lang="es", a Spanish title and links to both languages', async () => {
    for (const [path, title] of PAGES) {
      const spanish = path === '/' ? '/es/' : `/es${path}`;
      const html = await (await fetch(`${baseUrl}${spanish}`)).text();
      expect(html, spanish).toContain('<html lang="es">');
      expect(html, spanish).toContain(`<title>${title}</title>`);
      expect(html, spanish).toContain(`data-prerendered="${spanish}"`);
      expect(html, spanish).toContain('<link rel="manifest" href="/es/manifest.webmanifest">');
      expect(html, spanish).toContain('<noscript>Esta aplicación necesita JavaScript para funcionar.');
      const english = await (await fetch(`${baseUrl}${path}`)).text();
      expect(english, path).toContain('<html lang="en">');
      // Absolute, with the origin the build was given (PUBLIC_ORIGIN).
      for (const page of [html, english]) {
        expect(page, path).toContain(`<link rel="alternate" hreflang="en" href="${TEST_PUBLIC_ORIGIN}${path}" />`);
        expect(page, path).toContain(`<link rel="alternate" hreflang="es" href="${TEST_PUBLIC_ORIGIN}${spanish}" />`);
        expect(page, path).toContain(`<link rel="alternate" hreflang="x-default" href="${TEST_PUBLIC_ORIGIN}${path}" />`);
      }
      expect(html, spanish).toContain(`<link rel="canonical" href="${TEST_PUBLIC_ORIGIN}${spanish}" />`);
      expect(english, path).toContain(`<link rel="canonical" href="${TEST_PUBLIC_ORIGIN}${path}" />`);
    }
    // An address with no prerendered page: the empty shell, in Spanish.
    const shell = await (await fetch(`${baseUrl}/es/client/intake/resume/123/more`)).text();
    expect(shell).toContain('<html lang="es">');
    expect(shell).toContain('<div id="root"></div>');
  });

  it('have a Spanish web app manifest, the English one unchanged', async () => {
    const spanish = (await (await fetch(`${baseUrl}/es/manifest.webmanifest`)).json()) as Record<string, unknown>;
    const english = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(spanish).toMatchObject({ id: '/', scope: '/', start_url: '/es/', lang: 'es-US', name: english.name, short_name: english.short_name });
    expect(spanish.description).toMatch(/^Servicios de Representante de Beneficiario/);
    expect(spanish.shortcuts).toEqual([
      expect.objectContaining({ name: 'Solicitar ahora', url: '/es/client/intake' }),
      expect.objectContaining({ name: 'Mi cuenta', url: '/es/my-account' }),
    ]);
    expect(english).toMatchObject({ start_url: '/', lang: 'en-US' });
  });

  it('pass axe', async () => {
    current = await visit(baseUrl, 'desktop', '/es/');
    for (const path of ['/es/', '/es/about-us', '/es/contact-us', '/es/terms-and-conditions', '/es/privacy-policy']) {
      await current.page.goto(`${baseUrl}${path}`);
      await current.page.getByRole('heading', { level: 1 }).first().waitFor();
      await waitForApp(current.page);
      await expectNoA11yViolations(current.page);
    }
  });

  it('reload offline from the service worker, in Spanish', async () => {
    current = await visit(baseUrl, 'mobile', '/es/about-us', { serviceWorkers: 'allow' });
    const { page, context } = current;
    await waitForWorker(page);
    await context.setOffline(true);
    for (const [path, heading, built] of [
      ['/es/about-us', SPANISH_ABOUT, '/es/about-us'],
      ['/es/', SPANISH_HOME, '/es/'],
      ['/es', SPANISH_HOME, '/es/'],
    ] as const) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.fromServiceWorker(), path).toBe(true);
      const html = await response!.text();
      expect(html, path).toContain('<html lang="es">');
      expect(html, path).toContain(`data-prerendered="${built}"`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    const shell = await page.goto(`${baseUrl}/es/client/intake/resume-verification`);
    expect(shell?.fromServiceWorker()).toBe(true);
    expect(await shell!.text()).toContain('<html lang="es">');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  });
});

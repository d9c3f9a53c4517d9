import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from '../support/browser';
import { waitForWorker } from '../support/worker';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

describe('the service worker', () => {
  it('installs, and the public pages and intake screens reload from it with no connection', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page, context } = browser;
    // The install downloads the whole app: it waits until the app has adopted the page.
    await page.addInitScript({
      content: `
        const register = ServiceWorkerContainer.prototype.register;
        ServiceWorkerContainer.prototype.register = function (...args) {
          window.registeredWhenReady = document.documentElement.dataset.appReady === 'true';
          return register.apply(this, args);
        };`,
    });
    await page.goto(`${baseUrl}/`);
    await waitForWorker(page);
    expect(await page.evaluate(() => (window as unknown as { registeredWhenReady?: boolean }).registeredWhenReady)).toBe(true);

    await context.setOffline(true);
    // [address, heading, the page the worker answers with: its own prerendered one or the empty shell]
    const pages: [string, string, 'prerendered' | 'shell'][] = [
      ['/', 'Helping You Manage Your Benefits Effectively', 'prerendered'],
      ['/about-us', 'We Are Provider Payee Services', 'prerendered'],
      ['/contact-us', "Got a question? Let's talk!", 'prerendered'],
      ['/client/intake', 'Apply for our services', 'prerendered'],
      ['/client/intake/new/state-selection', 'Where do you live?', 'prerendered'],
      ['/client/intake/new/program-selection?state_id=1&is_aware_checked=0', 'Which program do you need?', 'prerendered'],
      ['/client/intake/resume-verification', 'Resume Your Application', 'prerendered'],
    ];
    for (const [path, heading, kind] of pages) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.fromServiceWorker(), path).toBe(true);
      const html = (await response!.text()).replaceAll('<!-- -->', '');
      if (kind === 'prerendered') {
        expect(html, path).toContain(`data-prerendered="${new URL(path, baseUrl).pathname}"`);
        expect(html, path).toContain(heading.replace("'", '&#x27;'));
      } else {
        expect(html, path).toContain('<div id="root"></div>');
      }
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    // The link an onboarding person is sent: the page built once for every code.
    const link = await page.goto(`${baseUrl}/auth/login/ONB-4323`);
    expect(link?.fromServiceWorker()).toBe(true);
    expect(await link!.text()).toContain('data-prerendered="/auth/login/:id"');
    await page.getByRole('heading', { level: 1, name: /^Hey / }).waitFor();
    await page.getByRole('textbox', { name: 'SSN' }).waitFor();
    await page.getByText('You are offline.', { exact: false }).waitFor();
  });

  it('serves a list fetched once online when offline', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page, context } = browser;
    await page.goto(`${baseUrl}/client/intake/new/state-selection`);
    await waitForWorker(page);
    await page.reload();
    await page.getByRole('radio', { name: 'Maryland' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('radio', { name: 'Ohio' }).waitFor();
    // Warmed in both languages, at the addresses the app asks for.
    const programs = await page.evaluate(async () =>
      Promise.all(['en', 'es'].map(async (lang) => (await fetch(`/api/v1/dropdown/programs?lang=${lang}`)).status)),
    );
    expect(programs).toEqual([200, 200]);
  });

  it('never answers an API navigation with the app shell', async () => {
    browser = await openBrowser('desktop', { serviceWorkers: 'allow' });
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await waitForWorker(page);
    const response = await page.goto(`${baseUrl}/api/v1/no-such-call`);
    expect(response?.fromServiceWorker()).toBe(false);
    expect(await page.content()).not.toContain('id="root"');
  });

  it('precaches the app shell, the prerendered pages and the fonts, and nothing personal', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await waitForWorker(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached).toContain('/shell.html');
    expect(cached).toContain('/about-us/index.html');
    expect(cached).toContain('/auth/login/index.html');
    expect(cached.some((url) => /roboto-core-400-.*\.woff2/.test(url))).toBe(true);
    // The full Latin face too: a name with an accent still draws in Roboto offline.
    expect(cached.some((url) => /roboto-latin-400-normal.*\.woff2/.test(url))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api/v1/website/'))).toEqual([]);
  });
});

describe('the web app manifest', () => {
  it('has what Chrome needs to install the app, with icons of the sizes it names', async () => {
    browser = await openBrowser('mobile', { serviceWorkers: 'allow' });
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(`${baseUrl}${href}`)).json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { url: string }[];
      screenshots: { src: string; sizes: string; form_factor: string }[];
    };
    const naturalSize = (src: string) =>
      page.evaluate(async (source) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, src);
    expect(manifest).toMatchObject({ name: 'Provider Payee Services', short_name: 'Payee Services', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/client/intake', '/my-account']);
    for (const purpose of ['any', 'maskable']) {
      expect(manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    }
    for (const icon of manifest.icons) expect(await naturalSize(icon.src), icon.src).toBe(icon.sizes);
    // Chrome's richer install sheet: one narrow and one wide screenshot, of the sizes they say.
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) expect(await naturalSize(shot.src), shot.src).toBe(shot.sizes);
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await page.request.get(`${baseUrl}${appleIcon}`)).status()).toBe(200);
  });
});

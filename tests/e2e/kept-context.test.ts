import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, waitForApp, type Browser } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser | null = null;

afterEach(async () => {
  await browser?.close();
  browser = null;
});

describe("a test file's kept context", () => {
  it('gives the next test the same context with nothing the last one stored', async () => {
    browser = await openBrowser('mobile', { kept: true });
    const { context } = browser;
    await browser.page.goto(`${baseUrl}/auth/login`);
    await waitForApp(browser.page);
    await browser.page.evaluate(async () => {
      localStorage.setItem('userInfo', '{}');
      document.cookie = 'authToken=left-behind; path=/';
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('payee-drafts');
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
      });
      await (await caches.open('left-behind')).put('/left-behind', new Response('x'));
    });
    await browser.close();

    browser = await openBrowser('mobile', { kept: true });
    expect(browser.context).toBe(context);
    await browser.page.goto(`${baseUrl}/auth/login`);
    await waitForApp(browser.page);
    const stored = await browser.page.evaluate(async () => ({
      localStorage: localStorage.length,
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((database) => database.name),
      caches: await caches.keys(),
    }));
    expect(stored).toEqual({ localStorage: 0, cookie: '', databases: [], caches: [] });
    expect(await context.cookies()).toEqual([]);
  });
});

import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Visit } from '../public/visit';
import { waitForApp } from '../support/browser';
import { personalDataInCaches, personalDataOnDevice, sealedEntries } from '../support/storage';
import { cookie, identify, openAccount, openLogin, openPortal, PEOPLE } from './portal';
import { choose, typeDate } from '../support/fields';
import { daysAgo } from './dates';

const baseUrl = inject('baseUrl');
let current: Visit | null = null;

afterEach(async () => {
  await current?.close();
  current = null;
});

/** Goes to a path as a person typing it would, and says where the app settled. */
async function landOn(current: Visit, path: string): Promise<string> {
  await current.page.goto(`${baseUrl}${path}`);
  // A prerendered page shows its heading before the app (and its guard) has started.
  await waitForApp(current.page);
  await current.page.getByRole('heading', { level: 1 }).first().waitFor();
  return new URL(current.page.url()).pathname;
}

/** Puts drafts in the device's store as the onboarding wizard keeps them (idb-keyval's 'payee-drafts'). */
function seedDrafts(current: Visit, keys: string[]) {
  return current.page.evaluate(
    (keys) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('payee-drafts');
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('drafts', 'readwrite');
          for (const key of keys) tx.objectStore('drafts').put({ savedAt: Date.now(), value: { step: 2 } }, key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    keys,
  );
}

function draftKeys(current: Visit) {
  return current.page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('payee-drafts');
        open.onsuccess = () => {
          const request = open.result.transaction('drafts').objectStore('drafts').getAllKeys();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result.map(String));
          };
        };
      }),
  );
}

describe('the session guard, lived', () => {
  it('sends a signed-out visitor from /my-account to the sign-in screen, and from an onboarding route to /', async () => {
    current = await openPortal(baseUrl, 'mobile', '/');
    expect(await landOn(current, '/my-account')).toBe('/auth/login');
    expect(await landOn(current, '/client/onboarding/ONB-4323')).toBe('/');
  });

  it('keeps a client token on /my-account wherever the client tries to go', async () => {
    current = await openAccount(baseUrl, 'mobile');
    for (const path of ['/', '/contact-us', '/auth/login', '/client/intake', '/client/onboarding/CLI-4327']) {
      expect(await landOn(current, path)).toBe('/my-account');
    }
  });

  it("takes a signed-in client from the home page, where the app's icon opens, to My Account before the app starts there", async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const [from, to, heading] of [
      ['/', '/my-account', 'Account Statement'],
      ['/es/', '/es/my-account', 'Estado de cuenta'],
    ] as const) {
      requested.length = 0;
      await page.goto(`${baseUrl}${from}`);
      await page.waitForURL(`${baseUrl}${to}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      // The head script moved on before the page's app started: the home page's code never came.
      expect(requested.filter((path) => path.startsWith('/assets/home-page-'))).toEqual([]);
    }
  });

  it('keeps an onboarding token on its own onboarding route', async () => {
    current = await openLogin(baseUrl, 'mobile');
    await identify(current.page, PEOPLE.onboardingPending);
    await current.page.waitForURL('**/client/onboarding/ONB-4323');
    for (const path of ['/my-account', '/', '/auth/login', '/client/onboarding/ONB-4325']) {
      await current.page.goto(`${baseUrl}${path}`);
      await current.page.waitForURL('**/client/onboarding/ONB-4323');
    }
  });

  it('returns to the login screen with a clear message when the server no longer accepts the token', async () => {
    current = await openAccount(baseUrl, 'desktop');
    const { page } = current;
    const token = await cookie(page, 'authToken');
    expect(token).toBeTruthy();
    // The token is revoked behind the page's back, as an expiry or a logout elsewhere would.
    const revoked = await fetch(`${baseUrl}/api/v1/website/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    expect(revoked.status).toBe(200);

    await choose(page, 'Program', 'Money Management');
    await page.waitForURL('**/auth/login/CLI-4327');
    await page.getByRole('alert').filter({ hasText: 'Your session has ended. Please sign in again.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Hey Franklin,' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    expect(await cookie(page, 'authToken')).toBeNull();
  });

  it("asks 'Logout?' before logging out; Cancel keeps the client on My Account", async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout?' });
    await dialog.getByText('Are you sure you want to logout?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/my-account');
    expect(await cookie(page, 'authToken')).toBeTruthy();
  });

  it("keeps a Logout press made before the question's code is in: 'Logout?' opens once it comes, and Logout signs out", async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    // The question's code is held on its way, as on a slow phone's first visit.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/confirm-question-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(/\/confirm-question-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await asked;
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    const dialog = page.getByRole('dialog', { name: 'Logout?' });
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alert').filter({ hasText: 'Logged out successfully' }).waitFor();
    await page.waitForURL('**/auth/login');
  });

  it("logs out after 'Logout?': 'Logged out successfully', and the device keeps no user info, no token and no drafts of that person", async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    await seedDrafts(current, ['onboarding:CLI-4327', 'onboarding:CLI-4327:photo', 'onboarding:ONB-4323']);
    await page.evaluate(async () => (await caches.open('private-answers')).put('/api/v1/website/client/programs', new Response('{}')));
    expect(await cookie(page, 'authToken')).toBeTruthy();
    // A program chosen and a date typed: the tab keeps them for a reload, until the logout.
    await choose(page, 'Program', 'Money Management');
    await typeDate(page, 'Start Date', daysAgo(30).typed);
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(1);

    const token = (await cookie(page, 'authToken'))!;
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout?' });
    await dialog.getByText('Are you sure you want to logout?').waitFor();
    expect(await cookie(page, 'authToken')).toBeTruthy();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alert').filter({ hasText: 'Logged out successfully' }).waitFor();
    await page.waitForURL('**/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await cookie(page, 'authToken')).toBeNull();
    expect(await draftKeys(current)).toEqual(['onboarding:ONB-4323']);
    expect(await page.evaluate(() => caches.has('private-answers'))).toBe(false);
    const secrets = [PEOPLE.client.ssn, '1940-02-29', 'Franklin', 'Hayes', token];
    expect(await personalDataInCaches(page, secrets)).toEqual([]);
    expect(await personalDataOnDevice(page, secrets)).toEqual([]);
    expect(await landOn(current, '/my-account')).toBe('/auth/login');
  });

  it('leaves nothing of a session whose token cookie expired while the app was closed, from its next start', async () => {
    current = await openAccount(baseUrl, 'mobile');
    const { page } = current;
    await seedDrafts(current, ['onboarding:CLI-4327', 'onboarding:ONB-4323']);
    await expect.poll(async () => (await sealedEntries(page))?.length ?? 0).toBe(2);
    const token = (await cookie(page, 'authToken'))!;
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key === 'userInfo' || key.startsWith('idle')).sort())).toEqual(['idleActivityAt', 'idleRenewAt', 'userInfo']);

    // The browser drops the cookie at its expiry; localStorage and IndexedDB keep what they hold.
    await page.context().clearCookies({ name: 'authToken' });
    expect(await landOn(current, '/my-account')).toBe('/auth/login');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await expect.poll(() => sealedEntries(page)).toEqual([]);
    expect(await draftKeys(current)).toEqual(['onboarding:ONB-4323']);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('idle')))).toEqual([]);
    expect(await personalDataOnDevice(page, [PEOPLE.client.ssn, '1940-02-29', 'Franklin', 'Hayes', token])).toEqual([]);
    expect(current.problems).toEqual([]);
  });
});

import type { Page } from 'playwright-core';

/** Every Cache Storage entry of the page's origin: its path and its body as text. */
export async function cachedEntries(page: Page): Promise<{ cache: string; path: string; body: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; path: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, path: new URL(request.url).pathname, body: response ? await response.clone().text() : '' });
      }
    }
    return entries;
  });
}

/**
 * What a journey may leave in Cache Storage: the app's own files and public lists, never an
 * answer about a person (docs/architecture.md's offline design) and never one of the secrets typed or
 * received during the journey (SSN, birth date, names, token) in any cached body.
 */
export async function personalDataInCaches(page: Page, secrets: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await cachedEntries(page)) {
    if (entry.path.startsWith('/api/v1/website/')) found.push(`${entry.cache}: ${entry.path} is a personal answer`);
    for (const secret of secrets) if (secret && entry.body.includes(secret)) found.push(`${entry.cache}: ${entry.path} holds "${secret}"`);
  }
  return found;
}

/** Whether IndexedDB, localStorage or cookies still hold any of the secrets after the journey. */
export async function personalDataOnDevice(page: Page, secrets: readonly string[]): Promise<string[]> {
  const stored = await page.evaluate(async () => {
    const texts: { where: string; text: string }[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index)!;
      texts.push({ where: `localStorage ${key}`, text: `${key}=${localStorage.getItem(key) ?? ''}` });
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
      });
      for (const storeName of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error ?? new Error(`cannot read ${storeName}`));
        });
        const text = JSON.stringify(values, (_key, value: unknown) => (value instanceof Blob ? `[blob ${value.size}]` : value));
        texts.push({ where: `IndexedDB ${name}/${storeName}`, text });
      }
      db.close();
    }
    return texts;
  });
  const cookies = (await page.context().cookies()).map((cookie) => ({ where: `cookie ${cookie.name}`, text: `${cookie.name}=${cookie.value}` }));
  const found: string[] = [];
  for (const { where, text } of [...stored, ...cookies]) {
    for (const secret of secrets) if (secret && text.includes(secret)) found.push(`${where} holds "${secret}"`);
  }
  return found;
}

/**
 * Whether one of the drafts the app keeps on the device (IndexedDB `payee-drafts`) holds every
 * text: what a test waits for before a reload that must find them. The database is only read
 * once the app has made it (opening a missing one would make an empty one under the app).
 */
export async function draftHolds(page: Page, texts: readonly string[]): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    if (!(await indexedDB.databases()).some(({ name }) => name === 'payee-drafts')) return false;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('payee-drafts');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('cannot open payee-drafts'));
    });
    try {
      if (!db.objectStoreNames.contains('drafts')) return false;
      const drafts = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction('drafts').objectStore('drafts').getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error('cannot read the drafts'));
      });
      return drafts.some((draft) => wanted.every((text) => JSON.stringify(draft).includes(text)));
    } finally {
      db.close();
    }
  }, texts);
}

/** Every value in the app's sealed account store ('payee-account'), or null when there is no such database. */
export function sealedEntries(page: Page) {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'payee-account')) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('payee-account');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('cannot open payee-account'));
    });
    const values = await new Promise<unknown[]>((resolve, reject) => {
      const request = db.transaction('sealed').objectStore('sealed').getAll();
      request.onsuccess = () => resolve(request.result as unknown[]);
      request.onerror = () => reject(request.error ?? new Error('cannot read'));
    });
    db.close();
    return values.map((value) => (value instanceof CryptoKey ? `key extractable=${value.extractable}` : JSON.stringify(value, (_key, inner: unknown) => (inner instanceof ArrayBuffer ? new TextDecoder().decode(inner) : inner))));
  });
}

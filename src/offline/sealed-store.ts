import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

/**
 * Values kept on this device encrypted at rest: AES-GCM under a key the page generates as
 * non-extractable (the browser can use it, no script can read its bytes out) and keeps in the
 * same IndexedDB store as the values it seals. Erasing the store removes the key with them,
 * so nothing sealed before can be opened again. Never Cache Storage: see docs/security.md.
 */
const KEY_ENTRY = 'key';
const RECORD_PREFIX = 'record:';
const FORMAT = 1;

interface SealedRecord {
  format: typeof FORMAT;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

export interface SealedStore<T> {
  /** The value under `name`, or null when there is none or it cannot be opened. */
  read(name: string): Promise<T | null>;
  write(name: string, value: T): Promise<void>;
  /** Every value and the key. */
  erase(): Promise<void>;
}

function isSealedRecord(value: unknown): value is SealedRecord {
  const record = value as Partial<SealedRecord> | undefined;
  // By internal slot, not instanceof: IndexedDB may hand back objects of another realm (tests).
  return record?.format === FORMAT && ArrayBuffer.isView(record.iv) && Object.prototype.toString.call(record.data) === '[object ArrayBuffer]';
}

async function createKey(store: UseStore): Promise<CryptoKey> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await set(KEY_ENTRY, key, store);
  return key;
}

/** A store of its own (one IndexedDB database) for one kind of sealed value. */
export function sealedStore<T>(databaseName: string): SealedStore<T> {
  const store = createStore(databaseName, 'sealed');
  // The record's name is bound to its ciphertext: a record copied under another name fails to open.
  const additionalData = (name: string) => new TextEncoder().encode(name);
  // Two first writes at once must not each make a key: the later one would orphan the other's record.
  let keyInCreation: Promise<CryptoKey> | null = null;
  const deviceKey = async (create: boolean): Promise<CryptoKey | null> => {
    const stored = await get<CryptoKey>(KEY_ENTRY, store);
    if (stored || !create) return stored ?? null;
    keyInCreation ??= createKey(store).finally(() => {
      keyInCreation = null;
    });
    return keyInCreation;
  };

  return {
    async read(name) {
      const record = await get<unknown>(`${RECORD_PREFIX}${name}`, store);
      if (!isSealedRecord(record)) return null;
      const key = await deviceKey(false);
      if (!key) return null;
      try {
        const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv, additionalData: additionalData(name) }, key, record.data);
        return JSON.parse(new TextDecoder().decode(plain)) as T;
      } catch {
        return null;
      }
    },
    async write(name, value) {
      const key = (await deviceKey(true))!;
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(value));
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(name) }, key, plain);
      await set(`${RECORD_PREFIX}${name}`, { format: FORMAT, iv, data } satisfies SealedRecord, store);
    },
    erase: () => clear(store),
  };
}

// @vitest-environment node
import 'fake-indexeddb/auto';
import { createStore, entries, get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { sealedStore } from '@/offline/sealed-store';

let databases = 0;
/** A store of the test's own: each test starts with an empty device. */
function freshStore<T>() {
  const name = `sealed-test-${(databases += 1)}`;
  return { name, sealed: sealedStore<T>(name), raw: createStore(name, 'sealed') };
}

/** Everything IndexedDB holds for the store, as text a person (or a script) could read. */
async function rawText(raw: ReturnType<typeof createStore>): Promise<string> {
  const all = await entries(raw);
  return JSON.stringify(all, (_key, value: unknown) => {
    if (value instanceof ArrayBuffer) return new TextDecoder().decode(value);
    if (value instanceof Uint8Array) return new TextDecoder().decode(value);
    return value;
  });
}

describe('the sealed store', () => {
  it('gives back what was written', async () => {
    const { sealed } = freshStore<{ value: number; name: string }>();
    await sealed.write('account', { value: 12345.67, name: 'Representative Payee' });
    expect(await sealed.read('account')).toEqual({ value: 12345.67, name: 'Representative Payee' });
    expect(await sealed.read('other')).toBeNull();
  });

  it('keeps only ciphertext: the number written is nowhere in what IndexedDB holds', async () => {
    const { sealed, raw } = freshStore<{ value: number }>();
    await sealed.write('account', { value: 98765.43 });
    const text = await rawText(raw);
    expect(text).not.toContain('98765');
    expect(text).not.toContain('value');
    const record = await get<{ iv: Uint8Array; data: ArrayBuffer }>('record:account', raw);
    expect(record?.iv).toHaveLength(12);
    expect(record?.data.byteLength).toBeGreaterThan(16);
  });

  it('seals with an AES-GCM key that no script can export', async () => {
    const { sealed, raw } = freshStore<number>();
    await sealed.write('account', 1);
    const key = await get<CryptoKey>('key', raw);
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key!.extractable).toBe(false);
    expect(key!.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
  });

  it('uses a fresh IV for every write', async () => {
    const { sealed, raw } = freshStore<number>();
    await sealed.write('account', 5);
    const first = await get<{ iv: Uint8Array }>('record:account', raw);
    await sealed.write('account', 5);
    const second = await get<{ iv: Uint8Array }>('record:account', raw);
    expect(Array.from(second!.iv)).not.toEqual(Array.from(first!.iv));
  });

  it('makes one key when two first writes come at once, so both can be read', async () => {
    const { sealed } = freshStore<number>();
    await Promise.all([sealed.write('a', 1), sealed.write('b', 2)]);
    expect(await sealed.read('a')).toBe(1);
    expect(await sealed.read('b')).toBe(2);
  });

  it('erases the values and the key; what was sealed before cannot be opened with a new key', async () => {
    const { sealed, raw } = freshStore<number>();
    await sealed.write('account', 42);
    const before = await get('record:account', raw);
    await sealed.erase();
    expect(await entries(raw)).toEqual([]);
    expect(await sealed.read('account')).toBeNull();
    await sealed.write('other', 1);
    await set('record:account', before, raw);
    expect(await sealed.read('account')).toBeNull();
  });

  it('refuses a record moved under another name, and one tampered with', async () => {
    const { sealed, raw } = freshStore<number>();
    await sealed.write('mine', 7);
    const record = await get<{ format: number; iv: Uint8Array; data: ArrayBuffer }>('record:mine', raw);
    await set('record:theirs', record, raw);
    expect(await sealed.read('theirs')).toBeNull();
    const bytes = new Uint8Array(record!.data.slice(0));
    bytes[0] = bytes[0]! ^ 0xff;
    await set('record:mine', { ...record, data: bytes.buffer }, raw);
    expect(await sealed.read('mine')).toBeNull();
  });
});

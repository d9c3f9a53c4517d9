// @vitest-environment node
import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { migrateItem, OUTBOX_SCHEMA_VERSION } from '@/offline/outbox-item';
import { harness, newDatabaseName } from './outbox-harness';

const v1Item = {
  v: 1,
  id: 'old-1',
  seq: 1,
  queue: 'app-9',
  step: 'about_you',
  kind: 'create',
  path: '/website/intake',
  body: { step: 'about_you', first_name: 'Ruth' },
  captcha: 'intake',
  idempotencyKey: 'key-from-v1',
  bodyHash: 'x',
  label: 'About you',
  createdAt: 1,
  updatedAt: 1,
  attempts: 2,
};

describe('outbox items from an older version of the app', () => {
  it('are migrated, not lost', () => {
    expect(migrateItem(v1Item)).toMatchObject({ v: OUTBOX_SCHEMA_VERSION, slot: 'about_you', problem: null, idempotencyKey: 'key-from-v1' });
  });

  it('are left in place when they come from a newer version', () => {
    expect(migrateItem({ ...v1Item, v: 99 })).toBeNull();
  });

  it('are sent with their original key after an upgrade', async () => {
    const database = newDatabaseName();
    await set('old-1', v1Item, createStore(`${database}-items`, 'items'));
    const h = harness({ database });
    h.transport.answerWith({ message: 'ok', data: { id: 3, application_id: 'INT-3' } });
    await h.outbox.replay();
    expect(h.transport.sent).toEqual([
      { path: '/website/intake', idempotencyKey: 'key-from-v1', body: { step: 'about_you', first_name: 'Ruth', 'g-recaptcha-response': 'local:intake' } },
    ]);
  });
});

// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from '@/offline/backoff';
import { fakeLocks, harness, invalid, offline, step, throttled } from './outbox-harness';

const created = { message: 'Application created.', data: { id: 41, application_id: 'INT-0041' } };

describe('the outbox', () => {
  let h: ReturnType<typeof harness>;
  beforeEach(() => {
    h = harness();
  });

  it('sends items in order per application, one at a time, and removes each once answered', async () => {
    h.transport.answerWith(created);
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await h.outbox.enqueue(step('app-1', 'address_details'));
    await h.outbox.enqueue(step('app-1', 'emergency_contact'));
    await h.outbox.replay();
    expect(h.transport.sent.map((request) => request.body.step)).toEqual(['about_you', 'address_details', 'emergency_contact']);
    expect(h.outbox.getSnapshot().items).toEqual([]);
  });

  it("rewrites a queue's updates with the id and application code the create returned", async () => {
    h.transport.answerWith(created);
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await h.outbox.enqueue(step('app-1', 'address_details'));
    await h.outbox.replay();
    const update = h.transport.sent[1]!;
    expect(update.path).toBe('/website/intake/update?id=41');
    expect(update.body).toMatchObject({ id: 41, application_code: 'INT-0041', step: 'address_details' });
    expect(await h.outbox.identityOf('app-1')).toEqual({ id: 41, application_code: 'INT-0041' });
  });

  it('does not send an update before its create has been answered', async () => {
    h.transport.answerWith(offline());
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await h.outbox.enqueue(step('app-1', 'address_details'));
    await h.outbox.replay();
    expect(h.transport.sent.map((request) => request.body.step)).toEqual(['about_you']);
    expect(h.outbox.getSnapshot().items).toHaveLength(2);
  });

  it('keeps the Idempotency-Key of the first try on every retry', async () => {
    h.transport.answerWith(offline());
    h.transport.answerWith(offline());
    h.transport.answerWith(created);
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await h.outbox.replay();
    await h.outbox.replay();
    await h.outbox.replay();
    const keys = h.transport.sent.map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives a changed item a new key, and keeps the key of an unchanged resave', async () => {
    const first = await h.outbox.enqueue(step('app-1', 'about_you', 'create', { first_name: 'Ada' }));
    const same = await h.outbox.enqueue(step('app-1', 'about_you', 'create', { first_name: 'Ada' }));
    const changed = await h.outbox.enqueue(step('app-1', 'about_you', 'create', { first_name: 'Adele' }));
    expect(same.idempotencyKey).toBe(first.idempotencyKey);
    expect(changed.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(changed.id).toBe(first.id);
    expect(h.outbox.getSnapshot().items).toHaveLength(1);
  });

  it('asks for a fresh captcha token for every send that needs one', async () => {
    h.transport.answerWith(offline());
    h.transport.answerWith(created);
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await h.outbox.enqueue(step('app-1', 'address_details'));
    await h.outbox.replay();
    await h.outbox.replay();
    expect(h.captchaCalls).toEqual(['intake', 'intake']);
    expect(h.transport.sent[0]!.body['g-recaptcha-response']).toBe('local:intake');
    expect(h.transport.sent[2]!.body['g-recaptcha-response']).toBeUndefined();
  });

  it('backs off after a failure, doubling up to a 5-minute cap', async () => {
    h.transport.alwaysAnswer(offline());
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    const delays: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await h.outbox.replay();
      delays.push(h.timers.at(-1)!.ms);
    }
    expect(delays.slice(0, 4)).toEqual([1500, 3000, 6000, 12000]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    expect(delays.at(-1)).toBe(backoffDelay(9, () => 0.5));
    expect(h.outbox.getSnapshot().nextAttemptAt).not.toBeNull();
  });

  /**
   * A pass whose first send is under way when 'Send now' comes (the connection is back), and
   * which then ends with `firstAnswer`; any later send is answered at once.
   */
  async function sendNowDuringFirstSend(firstAnswer: Error): Promise<string[]> {
    let answerFirst: (error: Error) => void = () => {};
    const sent: string[] = [];
    h = harness({
      transport: async ({ body }) => {
        sent.push(String(body.step));
        if (sent.length === 1) return new Promise((_resolve, reject) => (answerFirst = reject));
        return { message: 'Saved', data: null };
      },
    });
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    const pass = h.outbox.replay();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const sendNow = h.outbox.sendNow();
    answerFirst(firstAnswer);
    await Promise.all([pass, sendNow]);
    return sent;
  }

  it('tries again at once when the connection returns during a pass that then fails, instead of waiting out the back-off', async () => {
    expect(await sendNowDuringFirstSend(offline())).toEqual(['about_you', 'about_you']);
    expect(h.outbox.getSnapshot().items).toEqual([]);
    expect(h.timers).toEqual([]);
    expect(h.outbox.getSnapshot().nextAttemptAt).toBeNull();
  });

  it('keeps to Retry-After when a pass under way is throttled, even if Send now was pressed meanwhile', async () => {
    expect(await sendNowDuringFirstSend(throttled(42))).toHaveLength(1);
    expect(h.timers.map((timer) => timer.ms)).toEqual([42_000]);
  });

  it('does not lose a Send now that comes while a failed pass is letting go (the connection back just then)', async () => {
    let online = false;
    const sent: string[] = [];
    h = harness({
      transport: async ({ body }) => {
        sent.push(String(body.step));
        if (!online) throw offline();
        return { message: 'Saved', data: null };
      },
    });
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    let sendNow: Promise<void> | null = null;
    // The pass has decided to wait out its back-off and is tidying up: the online event lands now.
    h.outbox.subscribe(() => {
      if (h.outbox.getSnapshot().sending || online || sent.length !== 1) return;
      online = true;
      sendNow = h.outbox.sendNow();
    });
    await h.outbox.replay();
    await sendNow;

    expect(sent).toEqual(['about_you', 'about_you']);
    expect(h.outbox.getSnapshot().items).toEqual([]);
    expect(h.timers).toEqual([]);
  });

  it('jitters each delay between half and all of its ceiling', () => {
    expect(backoffDelay(0, () => 0)).toBe(1000);
    expect(backoffDelay(0, () => 1)).toBe(2000);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(20, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('waits as long as Retry-After says after a 429', async () => {
    h.transport.answerWith(throttled(42));
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await h.outbox.replay();
    expect(h.timers.at(-1)!.ms).toBe(42_000);
    expect(h.outbox.getSnapshot().items).toHaveLength(1);
  });

  it('stops an application on a 422, keeps every item, and goes on with other applications', async () => {
    h.transport.answerWith(created);
    h.transport.answerWith(invalid({ 'physical_address.county': 'The county field is required.' }));
    h.transport.answerWith({ message: 'ok', data: { id: 7, application_id: 'INT-0007' } });
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await h.outbox.enqueue(step('app-1', 'address_details'));
    await h.outbox.enqueue(step('app-1', 'emergency_contact'));
    await h.outbox.enqueue(step('app-2', 'about_you', 'create'));
    await h.outbox.replay();

    expect(h.transport.sent.map((request) => `${request.body.step}`)).toEqual(['about_you', 'address_details', 'about_you']);
    const items = h.outbox.getSnapshot().items;
    expect(items.map((item) => item.slot)).toEqual(['address_details', 'emergency_contact']);
    expect(items[0]!.problem).toMatchObject({ status: 422, fieldErrors: { 'physical_address.county': 'The county field is required.' } });

    await h.outbox.replay();
    expect(h.transport.sent).toHaveLength(3);
  });

  it('lets the person fix a refused step (a resave unblocks) or discard it on purpose', async () => {
    h.transport.answerWith(created);
    h.transport.answerWith(invalid({ county: 'Required' }));
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await h.outbox.enqueue(step('app-1', 'address_details'));
    await h.outbox.enqueue(step('app-1', 'emergency_contact'));
    await h.outbox.replay();

    await h.outbox.enqueue(step('app-1', 'address_details', 'update', { county: 'Howard' }));
    await h.outbox.replay();
    expect(h.transport.sent.slice(2).map((request) => request.body.step)).toEqual(['address_details', 'emergency_contact']);

    h.transport.answerWith(invalid({ name: 'Required' }));
    await h.outbox.enqueue(step('app-1', 'housing_details'));
    await h.outbox.enqueue(step('app-1', 'referral_details'));
    await h.outbox.replay();
    const stuck = h.outbox.getSnapshot().items.find((item) => item.problem)!;
    await h.outbox.discard(stuck.id);
    await h.outbox.replay();
    expect(h.outbox.getSnapshot().items).toEqual([]);
    expect(h.transport.sent.at(-1)!.body.step).toBe('referral_details');
  });

  it('tells an interactive save what happened to its item', async () => {
    h.transport.answerWith(created);
    expect(await h.outbox.save(step('app-1', 'about_you', 'create'))).toEqual({
      status: 'sent',
      message: 'Application created.',
      data: created.data,
      identity: { id: 41, application_code: 'INT-0041' },
    });

    h.transport.answerWith(offline());
    expect(await h.outbox.save(step('app-1', 'address_details'))).toEqual({ status: 'queued' });

    h.transport.answerWith(invalid({ zip: 'Bad zip' }));
    expect(await h.outbox.save(step('app-1', 'address_details', 'update', { zip: 'x' }))).toMatchObject({
      status: 'refused',
      problem: { fieldErrors: { zip: 'Bad zip' } },
    });
  });

  it("shows a save's item as a first send until the save hears of it, and as waiting once it stays", async () => {
    const seen: { slot: string; firstSend: boolean }[][] = [];
    h.outbox.subscribe(() => seen.push(h.outbox.getSnapshot().items.map(({ slot, firstSend }) => ({ slot, firstSend }))));
    const holding = (slot: string) => seen.filter((items) => items.some((item) => item.slot === slot)).map((items) => items.find((item) => item.slot === slot)!.firstSend);

    h.transport.answerWith(created);
    await h.outbox.save(step('app-1', 'about_you', 'create'));
    expect(holding('about_you').length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(h.outbox.getSnapshot().items).toEqual([]));
    expect(holding('about_you').every(Boolean)).toBe(true);

    h.transport.answerWith(offline());
    expect(await h.outbox.save(step('app-1', 'address_details'))).toEqual({ status: 'queued' });
    await vi.waitFor(() => expect(h.outbox.getSnapshot().items).toMatchObject([{ slot: 'address_details', firstSend: false }]));
    // Published as a first send from its first snapshot on: never as waiting before it was tried.
    const states = holding('address_details');
    expect(states[0]).toBe(true);
    expect(states.slice(0, states.indexOf(false)).every(Boolean)).toBe(true);

    // Saved again while it waits: it was waiting already, and says so throughout.
    seen.length = 0;
    h.transport.answerWith(offline());
    await h.outbox.save(step('app-1', 'address_details', 'update', { zip: '21201' }));
    expect(holding('address_details').every((firstSend) => !firstSend)).toBe(true);
  });

  it('asks the browser to keep its storage when the first item is queued', async () => {
    const persistStorage = vi.fn(async () => true);
    const withPersistence = harness({ persistStorage });
    await withPersistence.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await withPersistence.outbox.enqueue(step('app-1', 'address_details'));
    expect(persistStorage).toHaveBeenCalledTimes(1);
  });

  it('survives a reload: a new outbox over the same database sends what the old one stored', async () => {
    h.transport.answerWith(offline());
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await h.outbox.enqueue(step('app-1', 'address_details'));
    await h.outbox.replay();

    const reloaded = harness({ database: h.database });
    reloaded.transport.answerWith(created);
    await reloaded.outbox.replay();
    expect(reloaded.transport.sent.map((request) => request.body.step)).toEqual(['about_you', 'address_details']);
    expect(reloaded.transport.sent[0]!.idempotencyKey).toBe(h.transport.sent[0]!.idempotencyKey);
  });

  it('lets only one tab replay at a time, so nothing is sent twice', async () => {
    const locks = fakeLocks();
    const tabA = harness({ locks });
    const tabB = harness({ locks, database: tabA.database });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowSend = tabA.transport.send;
    tabA.transport.send = async (request) => {
      await gate;
      return slowSend(request);
    };
    tabA.transport.answerWith(created);
    await tabA.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await tabA.outbox.enqueue(step('app-1', 'address_details'));

    const replayA = tabA.outbox.replay();
    await tabB.outbox.replay();
    release();
    await replayA;
    expect(tabA.transport.sent).toHaveLength(2);
    expect(tabB.transport.sent).toHaveLength(0);
  });
});

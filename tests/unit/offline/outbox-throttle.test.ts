// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { harness, offline, step, throttled } from './outbox-harness';

const created = { message: 'Application created.', data: { id: 41, application_id: 'INT-0041' } };
const failed = (status: number, message: string) => new ApiError({ kind: 'http', status, message });

/** An outbox on a clock the test moves. */
function clocked() {
  return clockedWith({});
}

function clockedWith(options: Parameters<typeof harness>[0]) {
  let time = 1_000_000;
  const h = harness({ ...options, now: () => time });
  return {
    ...h,
    advance(ms: number) {
      time += ms;
    },
  };
}

describe("the outbox and the server's Retry-After", () => {
  it("holds the next step's save until Retry-After has passed, then sends both in order", async () => {
    const h = clocked();
    h.transport.answerWith(created);
    h.transport.answerWith(throttled(2));
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await h.outbox.enqueue(step('app-1', 'address_details'));
    await h.outbox.replay();
    expect(h.transport.sent.map((request) => request.body.step)).toEqual(['about_you', 'address_details']);
    expect(h.outbox.getSnapshot().throttledUntil).toBe(1_000_000 + 2_000);

    // 0.4 s later the person saves the next step: nothing goes before the 2 s are over.
    h.advance(400);
    const outcome = await h.outbox.save(step('app-1', 'emergency_contact'));
    expect(h.transport.sent).toHaveLength(2);
    expect(outcome).toEqual({ status: 'queued', reason: { kind: 'server', status: 429, message: 'Too many requests.' } });
    expect(h.timers.at(-1)!.ms).toBe(1_600);

    h.advance(1_600);
    h.timers.at(-1)!.run();
    await h.outbox.replay();
    expect(h.transport.sent.map((request) => request.body.step)).toEqual(['about_you', 'address_details', 'address_details', 'emergency_contact']);
    expect(h.outbox.getSnapshot().items).toEqual([]);
    expect(h.outbox.getSnapshot().throttledUntil).toBeNull();
  });

  it('does not send early on Send now (or the online event) during the wait; the snapshot says until when', async () => {
    const h = clocked();
    h.transport.answerWith(throttled(30));
    await h.outbox.enqueue(step('app-1', 'about_you', 'create'));
    await h.outbox.replay();
    h.advance(10_000);
    await h.outbox.sendNow();
    expect(h.transport.sent).toHaveLength(1);
    expect(h.outbox.getSnapshot().throttledUntil).toBe(1_000_000 + 30_000);
    expect(h.timers.map((timer) => timer.ms)).toContain(20_000);
    expect(h.outbox.getSnapshot().nextAttemptAt).toBe(1_000_000 + 30_000);
  });
});

describe('what a save is told when its step stays queued', () => {
  it("gives the server's message for a 500 and keeps the step", async () => {
    const h = harness();
    h.transport.answerWith(failed(500, 'The database is resting.'));
    expect(await h.outbox.save(step('app-1', 'about_you', 'create'))).toEqual({
      status: 'queued',
      reason: { kind: 'server', status: 500, message: 'The database is resting.' },
    });
    expect(h.outbox.getSnapshot().items).toHaveLength(1);
  });

  it("falls back to the spec's 'Something went Wrong!!!' when the server gives no message", async () => {
    const h = harness();
    h.transport.answerWith(failed(503, ''));
    expect(await h.outbox.save(step('app-1', 'about_you', 'create'))).toMatchObject({ reason: { message: 'Something went Wrong!!!' } });
  });

  it('says the bot-check failed when there is no captcha token, and sends nothing', async () => {
    const h = harness({ captcha: async () => null });
    expect(await h.outbox.save(step('app-1', 'about_you', 'create'))).toEqual({
      status: 'queued',
      reason: { kind: 'captcha', message: 'Captcha verification failed. Please try again!' },
    });
    expect(h.transport.sent).toHaveLength(0);
    expect(h.outbox.getSnapshot().items).toHaveLength(1);
  });

  it('gives no reason when there was no answer at all (the offline message is right then)', async () => {
    const h = harness();
    h.transport.answerWith(offline());
    expect(await h.outbox.save(step('app-1', 'about_you', 'create'))).toEqual({ status: 'queued' });
  });
});

describe('what the person is told (the outbox tells its own failures, once)', () => {
  it("tells a 500's message once, keeps the step, and sends it when the server accepts it", async () => {
    const notify = vi.fn();
    const h = harness({ notify });
    h.transport.answerWith(failed(500, 'The database is resting.'));
    h.transport.answerWith(failed(500, 'The database is resting.'));
    const outcome = await h.outbox.save(step('app-1', 'about_you', 'create'));
    expect(outcome).toMatchObject({ status: 'queued', reason: { message: 'The database is resting.' } });
    expect(notify.mock.calls).toEqual([['The database is resting.']]);

    // The back-off's retry meets the same failure: nobody waits on it, nothing more is said.
    h.timers.at(-1)!.run();
    await h.outbox.replay();
    expect(h.transport.sent).toHaveLength(2);
    expect(h.outbox.getSnapshot().items).toHaveLength(1);

    // The next retry is accepted: the step goes.
    h.timers.at(-1)!.run();
    await h.outbox.replay();
    expect(h.transport.sent).toHaveLength(3);
    expect(h.outbox.getSnapshot().items).toEqual([]);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("says 'Something went Wrong!!!' when the server gives no message", async () => {
    const notify = vi.fn();
    const h = harness({ notify });
    h.transport.answerWith(failed(500, ''));
    await h.outbox.save(step('app-1', 'about_you', 'create'));
    expect(notify.mock.calls).toEqual([['Something went Wrong!!!']]);
  });

  it("tells a 429's message once for the save it held back", async () => {
    const notify = vi.fn();
    const h = clockedWith({ notify });
    h.transport.answerWith(throttled(30));
    await h.outbox.save(step('app-1', 'about_you', 'create'));
    expect(notify.mock.calls).toEqual([['Too many requests.']]);
  });

  it('tells a refusal once, when the server refuses the step, also on a replay nobody waits for', async () => {
    const notify = vi.fn();
    const h = harness({ notify });
    h.transport.answerWith(offline());
    await h.outbox.save(step('app-1', 'about_you', 'create'));
    expect(notify).not.toHaveBeenCalled();
    h.transport.answerWith(new ApiError({ kind: 'http', status: 422, message: 'The given data was invalid.', fieldErrors: { ssn: 'Bad' } }));
    await h.outbox.sendNow();
    expect(notify.mock.calls).toEqual([['The given data was invalid.']]);
  });

  it('tells nothing when there was no answer at all: the screen says the step is kept on the device', async () => {
    const notify = vi.fn();
    const h = harness({ notify });
    h.transport.answerWith(offline());
    expect(await h.outbox.save(step('app-1', 'about_you', 'create'))).toEqual({ status: 'queued' });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('what the snapshot says a step waits for', () => {
  it('says the server, after a 500 or a 429 on a connection that works', async () => {
    const h = harness();
    h.transport.answerWith(failed(500, 'The database is resting.'));
    await h.outbox.save(step('app-1', 'about_you', 'create'));
    expect(h.outbox.getSnapshot().waitReason).toEqual({ kind: 'server', status: 500, message: 'The database is resting.' });

    const throttledOne = harness();
    throttledOne.transport.answerWith(throttled(30));
    await throttledOne.outbox.save(step('app-1', 'about_you', 'create'));
    expect(throttledOne.outbox.getSnapshot().waitReason).toMatchObject({ kind: 'server', status: 429 });
  });

  it('says nothing of the server when there was no answer, nor once the server has accepted the step', async () => {
    const h = harness();
    h.transport.answerWith(offline());
    await h.outbox.save(step('app-1', 'about_you', 'create'));
    expect(h.outbox.getSnapshot().waitReason).toBeNull();

    h.transport.answerWith(failed(503, ''));
    await h.outbox.sendNow();
    expect(h.outbox.getSnapshot().waitReason).toMatchObject({ kind: 'server', status: 503 });
    await h.outbox.sendNow();
    expect(h.outbox.getSnapshot().items).toEqual([]);
    expect(h.outbox.getSnapshot().waitReason).toBeNull();
  });
});

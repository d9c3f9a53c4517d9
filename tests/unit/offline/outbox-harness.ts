import 'fake-indexeddb/auto';
import { ApiError } from '@/api/errors';
import { createOutbox, type LockManagerLike, type OutboxDeps, type SendRequest } from '@/offline/outbox';
import type { EnqueueInput } from '@/offline/outbox-item';
import { idbOutboxStore } from '@/offline/outbox-store';

let databases = 0;

export type Reply = { message?: string; data?: unknown } | ApiError;

/** A transport that answers from a script and records every request it was given. */
export function fakeTransport(replies: Reply[] = []) {
  const sent: SendRequest[] = [];
  const queue = [...replies];
  let fallback: Reply = { message: 'Saved', data: null };
  return {
    sent,
    answerWith(reply: Reply) {
      queue.push(reply);
    },
    alwaysAnswer(reply: Reply) {
      fallback = reply;
    },
    async send(request: SendRequest) {
      sent.push(structuredClone(request));
      const reply = queue.shift() ?? fallback;
      if (reply instanceof ApiError) throw reply;
      return { message: reply.message ?? null, data: reply.data };
    },
  };
}

export const offline = () => new ApiError({ kind: 'network', message: 'offline' });
export const invalid = (fieldErrors: Record<string, string>) =>
  new ApiError({ kind: 'http', status: 422, message: 'The given data was invalid.', fieldErrors });
export const throttled = (seconds: number) =>
  new ApiError({ kind: 'http', status: 429, message: 'Too many requests.', retryAfterSeconds: seconds });

export function fakeLocks(): LockManagerLike {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

export function newDatabaseName(): string {
  databases += 1;
  return `outbox-test-${databases}-${Math.random().toString(36).slice(2)}`;
}

/** An outbox over a real (fake-indexeddb) store, with manual timers and counted ids. */
export function harness(options: Partial<OutboxDeps> & { database?: string } = {}) {
  const transport = fakeTransport();
  const timers: { ms: number; run: () => void }[] = [];
  let ids = 0;
  const captchaCalls: string[] = [];
  const database = options.database ?? newDatabaseName();
  const outbox = createOutbox({
    store: idbOutboxStore(database),
    transport: (request) => transport.send(request),
    captcha: async (action) => {
      captchaCalls.push(action);
      return `local:${action}`;
    },
    checkConnection: async () => true,
    randomId: () => `id-${database.slice(-4)}-${++ids}`,
    random: () => 0.5,
    setTimer: (run, ms) => {
      const timer = { ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
    ...options,
  });
  return { outbox, transport, timers, captchaCalls, database };
}

export function step(queue: string, slot: string, kind: 'create' | 'update' = 'update', body: Record<string, string> = {}): EnqueueInput {
  return {
    queue,
    slot,
    kind,
    path: kind === 'create' ? '/website/intake' : '/website/intake/update',
    body: { step: slot, ...body },
    captcha: kind === 'create' ? 'intake' : null,
    label: slot,
  };
}

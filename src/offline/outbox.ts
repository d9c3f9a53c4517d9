import { number, string, type, is } from 'superstruct';
import { ApiError } from '@/api/errors';
import type { CaptchaAction } from '@/contract/captcha';
import { CAPTCHA_FIELD } from '@/contract/captcha';
import { MESSAGES } from '@/contract/messages';
import { createStore } from '@/lib/store';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff';
import {
  EMPTY_SNAPSHOT,
  OUTBOX_SCHEMA_VERSION,
  hashBody,
  type Body,
  type EnqueueInput,
  type ItemProblem,
  type OutboxItem,
  type OutboxSnapshot,
  type QueueIdentity,
  type QueuedReason,
} from './outbox-item';
import type { OutboxStore } from './outbox-store';
import { t } from '@/i18n/i18n';

const outboxMessages = {
  refused: /*i18n*/ { id: 'outbox.step_refused', message: 'The server refused this step.' },
  notCreated: /*i18n*/ {
    id: 'outbox.not_created',
    message: 'This step belongs to an application the server has not created yet. Save the "About you" step again.',
  },
} as const;

/**
 * The outbox: every queued write is stored first and sent after, in order per application,
 * by one tab at a time, with the same Idempotency-Key on every retry. See docs/offline.md.
 */
export interface SendRequest {
  path: string;
  body: Body;
  idempotencyKey: string;
}
export interface SendAnswer {
  message: string | null;
  data: unknown;
}

export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export interface OutboxDeps {
  store: OutboxStore;
  /** Sends one request; throws an ApiError when there is no good answer. */
  transport(request: SendRequest): Promise<SendAnswer>;
  captcha(action: CaptchaAction): Promise<string | null>;
  /** A real request to the API (not navigator.onLine): true when it answers. */
  checkConnection(): Promise<boolean>;
  randomId(): string;
  locks?: LockManagerLike | null;
  now?: () => number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Asked once, when the first item is queued. */
  persistStorage?: () => Promise<unknown>;
  /** Tells other tabs that the outbox changed, and hears them. */
  broadcast?: { post(): void; listen(onChange: () => void): void } | null;
  /**
   * Tells the person a failure, once: a step the server refused (when it refuses it), and why a
   * saved step stays queued although the connection is fine. Sends are quiet, so this is the one
   * place besides the API client that tells a failure (docs/architecture.md section 4).
   */
  notify?: (message: string) => void;
}

export type ItemOutcome =
  | { status: 'sent'; message: string | null; data: unknown; identity: QueueIdentity | null }
  | { status: 'queued'; reason?: QueuedReason }
  | { status: 'refused'; problem: ItemProblem; itemId: string };

type Result = 'sent' | 'blocked' | { transient: QueuedReason | null } | { throttledForMs: number; reason: QueuedReason };

const createdIdentity = type({ id: number(), application_id: string() });
const submittedAnswer = type({ receipt_token: string() });

export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const outcomeWaiters = new Map<string, (outcome: ItemOutcome) => void>();
  /** Items a screen's save has just stored and is sending: not waiting, until their outcome is told. */
  const firstSends = new Set<string>();

  const status = createStore<OutboxSnapshot>(EMPTY_SNAPSHOT);
  let running: Promise<void> | null = null;
  let rerun = false;
  /** 'Send now' (the connection is back, or the person asked) came while a pass was running. */
  let sendNowDuringPass = false;
  let failures = 0;
  let timer: unknown = null;
  let inFlight: string | null = null;
  let askedForPersistence = false;
  /** A 429's Retry-After holds for every send until it has passed, whatever asks for one. */
  let throttle: { until: number; reason: QueuedReason } | null = null;
  /** What stopped the current pass, told to the saves that wait on it. */
  let passReason: QueuedReason | null = null;

  function publish(next: Partial<OutboxSnapshot>) {
    status.set({ ...status.getSnapshot(), ...next });
  }

  async function refresh(): Promise<void> {
    const items = await deps.store.items();
    publish({
      items: items.map(({ id, queue, slot, label, kind, problem }) => ({ id, queue, slot, label, kind, problem, firstSend: firstSends.has(id) })),
      loaded: true,
    });
  }

  function changed() {
    deps.broadcast?.post();
    return refresh();
  }

  function settle(itemId: string, outcome: ItemOutcome) {
    outcomeWaiters.get(itemId)?.(outcome);
    outcomeWaiters.delete(itemId);
    // If it stays, it is waiting now, and the banner says so.
    if (firstSends.delete(itemId)) void refresh();
  }

  function schedule(delayMs: number) {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void replay();
    }, delayMs);
    publish({ nextAttemptAt: now() + delayMs });
  }

  function clearBackoff(): void {
    failures = 0;
    if (timer !== null) clearTimer(timer);
    timer = null;
    publish({ nextAttemptAt: null });
  }

  function waitAfterFailure(): void {
    schedule(backoffDelay(failures, deps.random));
    failures += 1;
  }

  function refusal(error: unknown): ItemProblem {
    if (error instanceof ApiError) return { status: error.status, message: error.message, fieldErrors: error.fieldErrors };
    return { status: null, message: t(outboxMessages.refused), fieldErrors: {} };
  }

  async function block(item: OutboxItem, problem: ItemProblem): Promise<'blocked'> {
    await deps.store.putItem({ ...item, problem });
    const state = await deps.store.queue(item.queue);
    await deps.store.putQueue(item.queue, { ...state, blockedBy: item.id });
    deps.notify?.(problem.message);
    settle(item.id, { status: 'refused', problem, itemId: item.id });
    return 'blocked';
  }

  async function sendOne(item: OutboxItem, identity: QueueIdentity | null): Promise<Result> {
    if (item.kind === 'update' && !identity) {
      return block(item, {
        status: null,
        message: t(outboxMessages.notCreated),
        fieldErrors: {},
      });
    }
    const token = item.captcha ? await deps.captcha(item.captcha) : null;
    if (item.captcha && !token) return { transient: { kind: 'captcha', message: t(MESSAGES.captchaFailed) } };

    const path = item.kind === 'update' && identity ? `${item.path}?id=${identity.id}` : item.path;
    const body: Body = {
      ...item.body,
      ...(item.kind === 'update' && identity ? { id: identity.id, application_code: identity.application_code } : {}),
      ...(token ? { [CAPTCHA_FIELD]: token } : {}),
    };
    await deps.store.putItem({ ...item, attempts: item.attempts + 1 });
    inFlight = item.id;
    try {
      const answer = await deps.transport({ path, body, idempotencyKey: item.idempotencyKey });
      let created: QueueIdentity | null = null;
      if (item.kind === 'create' && is(answer.data, createdIdentity)) {
        created = { id: answer.data.id, application_code: answer.data.application_id };
        const state = await deps.store.queue(item.queue);
        await deps.store.putQueue(item.queue, { ...state, identity: created });
      }
      if (is(answer.data, submittedAnswer)) {
        // What the success page offers once a queued Submit is through: a copy of the application.
        const state = await deps.store.queue(item.queue);
        await deps.store.putQueue(item.queue, { ...state, receipt: answer.data.receipt_token });
      }
      await deps.store.deleteItem(item.id);
      settle(item.id, { status: 'sent', message: answer.message, data: answer.data, identity: created ?? identity });
      return 'sent';
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        return { throttledForMs: Math.min(BACKOFF_CAP_MS, (error.retryAfterSeconds ?? 30) * 1000), reason: serverReason(error) };
      }
      if (error instanceof ApiError && error.kind === 'captcha') return { transient: { kind: 'captcha', message: error.message } };
      if (error instanceof ApiError && error.isTransient) return { transient: error.kind === 'http' ? serverReason(error) : null };
      return block(item, refusal(error));
    } finally {
      inFlight = null;
    }
  }

  function serverReason(error: ApiError): QueuedReason {
    return { kind: 'server', status: error.status, message: error.message || t(MESSAGES.somethingWentWrong) };
  }

  function throttleFor(ms: number, reason: QueuedReason): void {
    throttle = { until: now() + ms, reason };
    publish({ throttledUntil: throttle.until });
    schedule(ms);
  }

  /** Still inside a Retry-After: the timer set for its end is the next try. */
  function stillThrottled(): boolean {
    if (!throttle) return false;
    const left = throttle.until - now();
    if (left <= 0) {
      throttle = null;
      publish({ throttledUntil: null });
      return false;
    }
    passReason = throttle.reason;
    schedule(left);
    return true;
  }

  /** 'stopped': the connection failed (a back-off is scheduled); 'throttled': the server said when. */
  async function replayOnce(): Promise<'done' | 'stopped' | 'throttled'> {
    const items = await deps.store.items();
    if (items.length === 0) return 'done';
    if (stillThrottled()) return 'throttled';
    // After a failure, ask the API's health check before sending real work again.
    if (failures > 0 && !(await deps.checkConnection())) {
      waitAfterFailure();
      return 'stopped';
    }
    const order = [...new Set(items.map((item) => item.queue))];
    for (const queue of order) {
      const state = await deps.store.queue(queue);
      if (state.blockedBy) continue;
      let identity = state.identity;
      for (const item of items.filter((candidate) => candidate.queue === queue)) {
        const result = await sendOne(item, identity);
        await changed();
        if (result === 'blocked') break;
        if (typeof result === 'object' && 'transient' in result) {
          passReason = result.transient;
          waitAfterFailure();
          return 'stopped';
        }
        if (typeof result === 'object') {
          passReason = result.reason;
          throttleFor(result.throttledForMs, result.reason);
          return 'throttled';
        }
        identity = (await deps.store.queue(queue)).identity;
      }
    }
    return 'done';
  }

  async function runReplay(): Promise<void> {
    sendNowDuringPass = false;
    passReason = null;
    publish({ sending: true });
    try {
      do {
        rerun = false;
        passReason = null;
        const outcome = await replayOnce();
        const sendNowCame = sendNowDuringPass;
        sendNowDuringPass = false;
        // A pass that failed on the connection it started with: a Send now since (the
        // connection is back) is a reason to try now, not after the back-off just scheduled.
        if (outcome === 'stopped' && sendNowCame) rerun = true;
        else if (outcome !== 'done') {
          // The back-off (or Retry-After) just scheduled decides the next try.
          rerun = false;
          break;
        }
        clearBackoff();
      } while (rerun);
    } finally {
      publish({ sending: false, waitReason: passReason });
      // Items whose outcome nobody will learn in this run are still queued.
      const reason = passReason;
      for (const id of [...outcomeWaiters.keys()]) settle(id, reason ? { status: 'queued', reason } : { status: 'queued' });
      await refresh();
    }
  }

  function replayWithLock(): Promise<void> {
    if (!deps.locks) return runReplay();
    return deps.locks.request('payee-outbox-replay', { ifAvailable: true }, async (lock) => {
      if (lock) await runReplay();
    });
  }

  /**
   * Sends what waits. One tab at a time: if another tab holds the lock, it does the work.
   * A call while a run is under way joins it; one that comes after the run's last decision
   * (while it tidies up and lets go of the lock) starts another run, so none is lost.
   */
  function replay(): Promise<void> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          rerun = false;
          await replayWithLock();
        } while (rerun);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  /** `stored`: called once the item is stored, before anyone is told of it (`isNew`: no item of its step was waiting). */
  async function enqueue(input: EnqueueInput, stored?: (item: OutboxItem, isNew: boolean) => void): Promise<OutboxItem> {
    const items = await deps.store.items();
    const bodyHash = hashBody(input.path, input.body);
    const existing = items.find((item) => item.queue === input.queue && item.slot === input.slot && item.id !== inFlight);
    let item: OutboxItem;
    if (existing) {
      const same = existing.bodyHash === bodyHash;
      item = {
        ...existing,
        kind: existing.kind === 'create' ? 'create' : input.kind,
        path: input.path,
        body: input.body,
        captcha: input.captcha,
        label: input.label,
        bodyHash,
        idempotencyKey: same ? existing.idempotencyKey : deps.randomId(),
        updatedAt: now(),
        problem: null,
      };
      const state = await deps.store.queue(input.queue);
      if (state.blockedBy === existing.id) await deps.store.putQueue(input.queue, { ...state, blockedBy: null });
    } else {
      const lastSeq = items.reduce((max, candidate) => Math.max(max, candidate.seq), 0);
      item = {
        ...input,
        v: OUTBOX_SCHEMA_VERSION,
        id: deps.randomId(),
        seq: Math.max(lastSeq + 1, now()),
        idempotencyKey: deps.randomId(),
        bodyHash,
        createdAt: now(),
        updatedAt: now(),
        attempts: 0,
        problem: null,
      };
    }
    await deps.store.putItem(item);
    stored?.(item, !existing);
    if (!askedForPersistence && deps.persistStorage) {
      askedForPersistence = true;
      void deps.persistStorage().catch(() => undefined);
    }
    await changed();
    return item;
  }

  /**
   * Stores the write, then tries to send it; resolves with what happened to it within
   * `waitMs` ('queued' when there was no answer: it stays and will be retried).
   */
  async function save(input: EnqueueInput, { waitMs = 20_000 } = {}): Promise<ItemOutcome> {
    let resolveOutcome: (outcome: ItemOutcome) => void = () => {};
    const outcome = new Promise<ItemOutcome>((resolve) => (resolveOutcome = resolve));
    // A first send from the first snapshot that holds the item: the saving screen shows its own
    // progress, so the banner does not flash 'waiting to be sent' over a save that goes at once.
    await enqueue(input, (item, isNew) => {
      outcomeWaiters.set(item.id, resolveOutcome);
      if (isNew) firstSends.add(item.id);
      setTimer(() => settle(item.id, { status: 'queued' }), waitMs);
    });
    void replay();
    const told = await outcome;
    // The connection was fine but the step waits: said once, for this save (spec section 8).
    if (told.status === 'queued' && told.reason) deps.notify?.(told.reason.message);
    return told;
  }

  /** The person chose to drop a stuck item; the rest of its queue may go on. */
  async function discard(itemId: string): Promise<void> {
    const item = (await deps.store.items()).find((candidate) => candidate.id === itemId);
    if (!item) return;
    await deps.store.deleteItem(itemId);
    const state = await deps.store.queue(item.queue);
    if (state.blockedBy === itemId) await deps.store.putQueue(item.queue, { ...state, blockedBy: null });
    await changed();
  }

  /** Removes a whole application's queue (its items and identity). */
  async function clearQueue(queue: string): Promise<void> {
    for (const item of await deps.store.items()) if (item.queue === queue) await deps.store.deleteItem(item.id);
    await deps.store.deleteQueue(queue);
    await changed();
  }

  async function setIdentity(queue: string, identity: QueueIdentity): Promise<void> {
    const state = await deps.store.queue(queue);
    await deps.store.putQueue(queue, { ...state, identity });
  }

  async function identityOf(queue: string): Promise<QueueIdentity | null> {
    return (await deps.store.queue(queue)).identity;
  }

  /** The receipt token of a queue whose Submit the server accepted, if any. */
  async function receiptOf(queue: string): Promise<string | null> {
    return (await deps.store.queue(queue)).receipt ?? null;
  }

  /** The queue that already speaks for this application, if any. */
  async function queueOf(applicationId: number): Promise<string | null> {
    for (const [queue, state] of await deps.store.queues()) if (state.identity?.id === applicationId) return queue;
    return null;
  }

  /** Another tab may have sent (or been refused) an item this tab waits for. */
  async function settleFromStore(): Promise<void> {
    if (outcomeWaiters.size === 0) return;
    const items = new Map((await deps.store.items()).map((item) => [item.id, item]));
    for (const id of [...outcomeWaiters.keys()]) {
      const item = items.get(id);
      if (item?.problem) {
        // The tab that sent it has told its own screen; this save's screen is here.
        deps.notify?.(item.problem.message);
        settle(id, { status: 'refused', problem: item.problem, itemId: id });
      }
      if (!item) settle(id, { status: 'sent', message: null, data: null, identity: null });
    }
  }

  deps.broadcast?.listen(() => {
    if (running) rerun = true;
    void refresh().then(settleFromStore);
  });

  return {
    enqueue,
    save,
    replay,
    discard,
    clearQueue,
    setIdentity,
    identityOf,
    receiptOf,
    queueOf,
    refresh,
    getSnapshot: status.getSnapshot,
    subscribe: status.subscribe,
    /** Sends now, regardless of the back-off timer (the banner's 'Send now', the online event). */
    sendNow() {
      clearBackoff();
      if (running) sendNowDuringPass = true;
      return replay();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

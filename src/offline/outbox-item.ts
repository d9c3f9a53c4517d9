import type { CaptchaAction } from '@/contract/captcha';
import type { PayloadValue } from '@/lib/payload';

export type Body = { readonly [key: string]: PayloadValue };

/** What the server said when it refused an item (kept so the person can see and fix it). */
export interface ItemProblem {
  status: number | null;
  message: string;
  fieldErrors: Record<string, string>;
}

/** What a screen gives the outbox to store and send: one step's write. */
export interface EnqueueInput {
  /** One queue per application (a local draft id until the server gives one). */
  queue: string;
  /** Coalescing key within the queue: a newer save of the same step replaces the older. */
  slot: string;
  /** A create must be answered before the queue's updates can be addressed. */
  kind: 'create' | 'update';
  path: string;
  body: Body;
  captcha: CaptchaAction | null;
  label: string;
}

/**
 * One queued write, as stored. The schema version lets a newer app read what an older one
 * stored: `migrateItem` upgrades, it never drops.
 */
export interface OutboxItem extends EnqueueInput {
  v: typeof OUTBOX_SCHEMA_VERSION;
  id: string;
  /** Global order of first enqueue; items of one queue are sent in this order. */
  seq: number;
  /** Kept across retries; a changed body gets a new one. */
  idempotencyKey: string;
  bodyHash: string;
  createdAt: number;
  updatedAt: number;
  attempts: number;
  /** Set when the server refused the item; the queue waits for the person. */
  problem: ItemProblem | null;
}

/**
 * Why a queued item was not sent when the connection itself was fine: the server failed or
 * asked to wait (its message, spec section 8), or there was no bot-check token (spec 5).
 * Without one, there was no answer at all.
 */
export type QueuedReason = { kind: 'server'; status: number | null; message: string } | { kind: 'captcha'; message: string };

/** An item as the banner and the screens see it. */
export interface OutboxEntry extends Pick<OutboxItem, 'id' | 'queue' | 'slot' | 'label' | 'kind' | 'problem'> {
  /**
   * Stored by a screen's save that is still waiting for its first outcome, and showing its own
   * progress: being sent, it has not waited yet. False once the save has heard what became of it,
   * and for an item that was waiting already when saved again.
   */
  firstSend: boolean;
}

/** What the banner and the screens see of the queue. */
export interface OutboxSnapshot {
  items: readonly OutboxEntry[];
  sending: boolean;
  nextAttemptAt: number | null;
  /** Until when the server asked (Retry-After) that nothing be sent; null when it has not. */
  throttledUntil: number | null;
  /**
   * Why the last try left steps waiting although the connection was fine; null when it sent
   * everything it could, or found no connection.
   */
  waitReason: QueuedReason | null;
  /** The store has been read once: `items` says what waits, not just that nothing was read yet. */
  loaded: boolean;
}

export const EMPTY_SNAPSHOT: OutboxSnapshot = { items: [], sending: false, nextAttemptAt: null, throttledUntil: null, waitReason: null, loaded: false };

/** What the server gave back for a create: how the queue's updates are addressed. */
export interface QueueIdentity {
  id: number;
  application_code: string;
}

export const OUTBOX_SCHEMA_VERSION = 2;

/** Version 1 stored `step` instead of `slot` and had no `problem`. */
interface OutboxItemV1 extends Omit<OutboxItem, 'v' | 'slot' | 'problem'> {
  v: 1;
  step: string;
}

export function migrateItem(raw: unknown): OutboxItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const item = raw as { v?: unknown };
  if (item.v === OUTBOX_SCHEMA_VERSION) return raw as OutboxItem;
  if (item.v === 1) {
    const { step, ...rest } = raw as OutboxItemV1;
    return { ...rest, v: OUTBOX_SCHEMA_VERSION, slot: step, problem: null };
  }
  // A version from a newer app (after a downgrade): leave it in place, untouched.
  return null;
}

/** A stable text of the body, so an unchanged resend keeps its Idempotency-Key. */
export function hashBody(path: string, body: Body): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  const text = `${path}\n${JSON.stringify(canonical(body))}`;
  // FNV-1a: a change detector, not a security boundary.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(16)}`;
}

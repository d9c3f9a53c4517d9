import { ApiError } from '@/api/errors';
import { randomId } from '@/lib/random-id';
import { backoffDelay } from '@/offline/backoff';

/** How many times a save with files is sent again after it got no answer while the device was online. */
export const UPLOAD_RESENDS = 2;

/** What the resends ask of the browser (tests give their own). */
export interface ResendWorld {
  online(): boolean;
  wait(ms: number): Promise<void>;
}

const browser: ResendWorld = {
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface ResendOptions {
  /** Called before each resend (1, 2): the progress starts again. */
  onResend?: (resend: number) => void;
  world?: ResendWorld;
}

/**
 * Sends a save that carries files, and sends it again from the same files (the light copies
 * the form and the device's draft hold) when it got no answer while the device still had a
 * connection: dropped part-way, timed out, or a server error. Up to twice, a few seconds
 * apart, with the same Idempotency-Key, so a save whose answer was lost is answered, not made
 * twice. With no connection at all it stops at once: the step says the files are kept on the
 * device, and they go when the person tries again (the photo by itself once the connection is back).
 */
export async function sendWithResends<T>(send: (idempotencyKey: string) => Promise<T>, { onResend, world = browser }: ResendOptions = {}): Promise<T> {
  const idempotencyKey = randomId();
  for (let resend = 0; ; resend += 1) {
    try {
      return await send(idempotencyKey);
    } catch (error) {
      const worthAnother = error instanceof ApiError && error.isTransient && resend < UPLOAD_RESENDS && world.online();
      if (!worthAnother) throw error;
      await world.wait(backoffDelay(resend));
      if (!world.online()) throw error;
      onResend?.(resend + 1);
    }
  }
}

import { string, type } from 'superstruct';
import { apiRequest } from './client';

/**
 * "Stay signed in", and activity the server has not seen: the token counts as used now. Only
 * the person's own "Stay signed in" (`asked`) tells them of a failure; the background renewal
 * is quiet.
 */
export async function renewSession({ asked = false } = {}): Promise<{ idleExpiresAt: string }> {
  const answer = await apiRequest({
    method: 'POST',
    path: '/website/session/renew',
    data: type({ idle_expires_at: string() }),
    quiet: !asked,
    refusals: asked,
  });
  return { idleExpiresAt: answer.data.idle_expires_at };
}

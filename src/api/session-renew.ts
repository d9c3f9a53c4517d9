import { string, type } from 'superstruct';
import { apiRequest } from './client';

/** "Stay signed in", and activity the server has not seen: the token counts as used now. */
export async function renewSession(): Promise<{ idleExpiresAt: string }> {
  const answer = await apiRequest({ method: 'POST', path: '/website/session/renew', data: type({ idle_expires_at: string() }), quiet: true });
  return { idleExpiresAt: answer.data.idle_expires_at };
}

import { mutate } from 'swr';
import { logOutRequest } from '@/api/identity';
import { MESSAGES } from '@/contract/messages';
import { showToast } from '@/components/toast';
import { eraseAccountSnapshot } from './account-snapshot';
import { deleteDraftsWhere } from '@/offline/drafts';
import { LISTS_CACHE_NAME, PRECACHE_PREFIX } from '@/contract/cache-names';
import { clearSession, getSession } from './session-store';

/**
 * Everything of this person that the device holds, removed: answers in memory, what this tab
 * kept of their screens (sessionStorage), the last known balances, drafts of their onboarding,
 * and any cache entry that is not public reference data.
 */
export async function clearPersonalData(applicationCode: string | null): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
  try {
    sessionStorage.clear();
  } catch {
    // Storage turned off: it holds nothing.
  }
  await eraseAccountSnapshot();
  if (applicationCode) await deleteDraftsWhere((key) => key === `onboarding:${applicationCode}` || key.startsWith(`onboarding:${applicationCode}:`));
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) {
      if (name === LISTS_CACHE_NAME || name.startsWith(PRECACHE_PREFIX)) continue;
      await caches.delete(name);
    }
  }
}

/**
 * Logout (spec sections 4 and 8): the server revokes the token; whatever it says, the
 * session and this person's data leave the device, and 'Logged out successfully' is shown.
 */
export async function signOut(options: { quiet?: boolean } = {}): Promise<void> {
  const session = getSession();
  let failed = false;
  try {
    await logOutRequest();
  } catch {
    // The API client has told the person why (spec section 8, 'Logout failure').
    failed = true;
  } finally {
    try {
      await clearPersonalData(session?.application_code ?? null);
    } catch (error) {
      // Storage can refuse (private modes, a full disk); the session must end all the same.
      console.warn('Some data of this session could not be removed:', error instanceof Error ? error.message : error);
    }
    clearSession();
  }
  if (!failed && !options.quiet) showToast(MESSAGES.loggedOut, 'success');
}

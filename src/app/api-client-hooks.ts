import type { ApiClientHooks } from '@/api/client-hooks';
import { toastError } from '@/components/toast';
import { isOnline } from '@/offline/online-status';
import { endRefusedSession } from '@/session/session-refused';
import { getAuthToken } from '@/session/session-store';

/**
 * What the app gives the API client at start-up (src/main.tsx): failures become the app's
 * error toast, the session's token goes with every call, a refused token ends the session, and
 * a download is not tried while the API is known to be unreachable.
 */
export const apiClientHooks: ApiClientHooks = {
  notify: toastError,
  authToken: getAuthToken,
  sessionRefused: endRefusedSession,
  isOnline,
};

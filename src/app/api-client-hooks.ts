import type { ApiClientHooks } from '@/api/client';
import { toastError } from '@/components/toast';
import { endRefusedSession } from '@/session/session-refused';
import { getAuthToken } from '@/session/session-store';

/**
 * What the app gives the API client at start-up (src/main.tsx): failures become the app's
 * error toast, the session's token goes with every call, and a refused token ends the session.
 */
export const apiClientHooks: ApiClientHooks = {
  notify: toastError,
  authToken: getAuthToken,
  sessionRefused: endRefusedSession,
};

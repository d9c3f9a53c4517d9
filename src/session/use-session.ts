import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession, type UserInfo } from './session-store';

export function useSession(): UserInfo | null {
  return useSyncExternalStore(subscribeToSession, getSession, () => null);
}

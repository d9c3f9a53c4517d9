import { useEffect, useState } from 'react';
import { readAccountSnapshot, subscribeToAccountSnapshot, type AccountSnapshot } from '@/session/account-snapshot';

export interface KnownAccount {
  /** The last programs and balances this device was given for the client, or null. */
  snapshot: AccountSnapshot | null;
  /** Whether the device has been asked yet (a snapshot may be on its way). */
  loaded: boolean;
}

/** The client's last known account, read from the device and again after every change to it. */
export function useKnownAccount(clientId: number | null): KnownAccount {
  const [known, setKnown] = useState<KnownAccount & { clientId: number | null }>({ clientId, snapshot: null, loaded: false });
  useEffect(() => {
    if (clientId === null) return undefined;
    let current = true;
    const load = () =>
      void readAccountSnapshot(clientId).then((snapshot) => {
        if (current) setKnown({ clientId, snapshot, loaded: true });
      });
    load();
    const unsubscribe = subscribeToAccountSnapshot(load);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [clientId]);
  return known.clientId === clientId ? known : { snapshot: null, loaded: false };
}

import { useEffect, useState } from 'react';
import { readAccountSnapshot, subscribeToAccountSnapshot, type AccountSnapshot } from '@/session/account-snapshot';

export interface KnownAccount {
  /** The last programs and balances this device was given for the client, or null. */
  snapshot: AccountSnapshot | null;
  /** Whether the device has been asked yet (a snapshot may be on its way). */
  loaded: boolean;
}

interface EarlyRead {
  clientId: number;
  read: Promise<AccountSnapshot | null>;
  /** Its answer, once in. */
  known: KnownAccount | null;
}

/** A read begun while the screen's code was on its way, for the screen's first render. */
let early: EarlyRead | null = null;

/**
 * Begins reading the client's account from the device before My Account is drawn (its code is
 * still arriving, or React is still adopting the prerendered page), so that the render that
 * follows the session's arrival can draw the programs and the balance at once, instead of
 * asking the device only then and drawing them in a render after.
 */
export function readKnownAccountEarly(clientId: number): Promise<void> {
  const entry: EarlyRead = { clientId, read: readAccountSnapshot(clientId), known: null };
  early = entry;
  return entry.read.then((snapshot) => {
    entry.known = { snapshot, loaded: true };
  });
}

const NOTHING_YET: KnownAccount = { snapshot: null, loaded: false };

/** The early read's answer, if it is this client's and in. */
const answeredEarly = (clientId: number | null) => (clientId !== null && early?.clientId === clientId ? early.known : null);

/** The client's last known account, read from the device and again after every change to it. */
export function useKnownAccount(clientId: number | null): KnownAccount {
  const [known, setKnown] = useState<KnownAccount & { clientId: number | null }>({ clientId, ...NOTHING_YET });
  useEffect(() => {
    if (clientId === null) return undefined;
    const begun = early?.clientId === clientId ? early : null;
    let current = true;
    const load = (read = readAccountSnapshot(clientId)) =>
      void read.then((snapshot) => {
        if (current) setKnown({ clientId, snapshot, loaded: true });
        // Taken once: a later visit of the screen (after a logout and a new sign-in) asks the device afresh.
        if (early === begun) early = null;
      });
    load(begun?.read);
    const unsubscribe = subscribeToAccountSnapshot(() => load());
    return () => {
      current = false;
      unsubscribe();
    };
  }, [clientId]);
  const mine = known.clientId === clientId ? known : NOTHING_YET;
  return mine.loaded ? mine : (answeredEarly(clientId) ?? mine);
}

import { useCallback, useEffect, useState } from 'react';

// Opened at the first use: none in the build (Node has BroadcastChannel, and an open one would
// keep the build running).
let channel: BroadcastChannel | null | undefined;
const tabs = () => (channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('payee-draft-tabs'));

export interface DraftTab {
  /** No other tab (or window, or the installed app) has opened the draft since this one did. */
  here: boolean;
  /** How many times this tab has taken the draft back: each time its wizard is drawn anew from the device's draft. */
  turn: number;
  /** Opens the draft here again, and says so to the tab that had it. */
  takeBack(): void;
}

/**
 * One tab at a time types into a draft. Each wizard keeps its whole form on the device at every
 * change, so of two tabs open on the same application the one typed in last wrote over what was
 * typed in the other, and the next reload showed only that. The tab that opens a draft (`key`,
 * the draft's key on the device; null while there is none) says so to the others, and a tab that
 * hears it stops drawing the form: the person goes on in the newer one, or takes the draft back,
 * read again from the device with what the other tab kept.
 */
export function useDraftTab(key: string | null): DraftTab {
  const [here, setHere] = useState(true);
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    const others = tabs();
    if (!others || key === null) return undefined;
    // A channel never hears its own messages: only another tab's opening of this draft.
    const heard = (event: MessageEvent) => {
      if (event.data === key) setHere(false);
    };
    others.addEventListener('message', heard);
    others.postMessage(key);
    return () => others.removeEventListener('message', heard);
  }, [key, turn]);
  const takeBack = useCallback(() => {
    setHere(true);
    setTurn((taken) => taken + 1);
  }, []);
  return { here, turn, takeBack };
}

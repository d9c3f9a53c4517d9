import { hasEarlyInput } from './early-input';
import { holdsSubmitIn, letSleep } from './early-submit';

/**
 * What counts as using the page: a press, a key, a focus, a touch, a wheel turn (and a scroll,
 * on the window). A page load has none of them.
 */
const USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel'] as const;

/** The keys that open a select's list (MUI's Select, a `role="combobox"` element). */
const OPENING_KEYS = new Set([' ', 'ArrowDown', 'ArrowUp', 'Enter']);

/**
 * A prerendered part that React adopts only once the person uses the page (deferred-part.tsx):
 * a form nobody has touched costs the phone nothing while the page starts. Until then its
 * markup is the prerendered one: typing and ticks are kept and handed over, submits held.
 */
export interface Sleeper {
  /** Settles when the person first uses the page: the part's code may load. */
  readonly woken: Promise<void>;
  /**
   * Watches the page for use, once React has adopted the page around the part's prerendered
   * `root`. Returns what stops watching (the part left the page).
   */
  watch(root: Element): () => void;
  /**
   * React has adopted the part: a press that would have opened one of its selects, made
   * while the select could not hear it, is made again.
   */
  adopted(root: Element): void;
}

interface LostPress {
  select: Element;
  again: () => Event;
}

function pressOnSelect(event: Event, root: Element): LostPress | null {
  const select = event.target instanceof Element ? event.target.closest('[role="combobox"]') : null;
  if (!select || !root.contains(select)) return null;
  if (event instanceof KeyboardEvent) {
    const { key } = event;
    return OPENING_KEYS.has(key) ? { select, again: () => new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }) } : null;
  }
  if (event instanceof MouseEvent && event.button === 0) return { select, again: () => new MouseEvent('mousedown', { button: 0, bubbles: true, cancelable: true }) };
  return null;
}

export function wakeOnUse(): Sleeper {
  let wake: () => void = () => {};
  const woken = new Promise<void>((resolve) => (wake = resolve));
  let awake = false;
  let lost: LostPress | null = null;
  let stopRecording = () => {};

  const recordLostPresses = (root: Element) => {
    const record = (event: Event) => {
      lost = pressOnSelect(event, root) ?? lost;
    };
    document.addEventListener('mousedown', record, true);
    document.addEventListener('keydown', record, true);
    stopRecording = () => {
      document.removeEventListener('mousedown', record, true);
      document.removeEventListener('keydown', record, true);
    };
  };

  const watchForUse = (root: Element) => {
    const page = letSleep(root);
    const onUse = () => {
      stopWatching();
      awake = true;
      page.wake();
      wake();
    };
    const stopWatching = () => {
      for (const type of USE_EVENTS) document.removeEventListener(type, onUse, true);
      window.removeEventListener('scroll', onUse);
    };
    for (const type of USE_EVENTS) document.addEventListener(type, onUse, { capture: true, passive: true });
    window.addEventListener('scroll', onUse, { passive: true });
    return () => {
      stopWatching();
      page.forget();
    };
  };

  return {
    woken,
    watch(root) {
      recordLostPresses(root);
      // Used before React adopted the page around it: focus inside it, typing, a held submit.
      if (!awake && (root.contains(document.activeElement) || hasEarlyInput(root) || holdsSubmitIn(root))) {
        awake = true;
        wake();
      }
      const stopWatching = awake ? () => {} : watchForUse(root);
      return () => {
        stopWatching();
        stopRecording();
      };
    },
    adopted(root) {
      stopRecording();
      const press = lost;
      lost = null;
      if (press?.select.isConnected && root.contains(press.select)) press.select.dispatchEvent(press.again());
    },
  };
}

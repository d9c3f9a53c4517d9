import { hasEarlyInput } from './early-input';
import { holdsSubmitIn, letSleep } from './early-submit';

/**
 * What counts as using the page: a press, a key, a focus, a touch, a wheel turn (and a scroll,
 * on the window). A page load has none of them.
 */
const USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel'] as const;

/** The presses recorded while the part cannot hear them. */
const PRESS_EVENTS = ['mousedown', 'keydown', 'click'] as const;

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
  /** React is adopting the part (its commit): from now on it hears presses itself. */
  heard(): void;
  /**
   * React has adopted the part: the last press made on it that did nothing while it could not
   * be heard (a select opened, a button such as show/hide or a calendar pressed) is made again.
   */
  adopted(root: Element): void;
}

interface LostPress {
  target: Element;
  again: () => void;
}

/** A press the prerendered markup cannot answer: on a select (opening it) or on a plain button. */
function lostPress(event: Event, root: Element): LostPress | null {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || !root.contains(target)) return null;
  const select = target.closest('[role="combobox"]');
  if (select && event instanceof KeyboardEvent) {
    const { key } = event;
    return OPENING_KEYS.has(key) ? { target: select, again: () => select.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })) } : null;
  }
  if (select && event.type === 'mousedown' && event instanceof MouseEvent && event.button === 0) {
    return { target: select, again: () => select.dispatchEvent(new MouseEvent('mousedown', { button: 0, bubbles: true, cancelable: true })) };
  }
  // A submit is held by the boot script and sent once the part is in; a link goes where it goes.
  const button = target.closest('button');
  if (button && event.type === 'click' && button.type !== 'submit' && !button.disabled) return { target: button, again: () => button.click() };
  return null;
}

export function wakeOnUse(): Sleeper {
  let wake: () => void = () => {};
  const woken = new Promise<void>((resolve) => (wake = resolve));
  let awake = false;
  const rouse = () => {
    awake = true;
    wake();
  };
  let lost: LostPress | null = null;
  let stopRecording = () => {};

  const recordLostPresses = (root: Element) => {
    const record = (event: Event) => {
      lost = lostPress(event, root) ?? lost;
    };
    for (const type of PRESS_EVENTS) document.addEventListener(type, record, true);
    stopRecording = () => {
      for (const type of PRESS_EVENTS) document.removeEventListener(type, record, true);
    };
  };

  const watchForUse = (root: Element) => {
    const page = letSleep(root);
    const onUse = () => {
      stopWatching();
      page.wake();
      rouse();
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
      if (!awake && (root.contains(document.activeElement) || hasEarlyInput(root) || holdsSubmitIn(root))) rouse();
      const stopWatching = awake ? () => {} : watchForUse(root);
      return () => {
        stopWatching();
        stopRecording();
      };
    },
    heard() {
      stopRecording();
    },
    adopted(root) {
      const press = lost;
      lost = null;
      if (!press?.target.isConnected || !root.contains(press.target)) return;
      // Not if the person has moved on since (focus in another field): their typing goes on.
      const focus = document.activeElement;
      if (focus && focus !== document.body && !press.target.contains(focus)) return;
      press.again();
    },
  };
}

/**
 * A value that several parts of the page read and React draws: the `subscribe` and
 * `getSnapshot` pair that `useSyncExternalStore` takes, and `set` to change it. Every module
 * that keeps such a value uses this one, instead of a set of listeners of its own.
 */
export interface Store<T> {
  getSnapshot: () => T;
  /** Calls `listener` after each change; answers the function that stops it. */
  subscribe: (listener: () => void) => () => void;
  /** Keeps `next` and tells every listener; nothing happens when it is the value kept already. */
  set: (next: T) => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      // A copy: a listener may unsubscribe (or subscribe another) while it is told.
      for (const listener of [...listeners]) listener();
    },
  };
}

/**
 * For a value kept elsewhere (a cookie, local storage, IndexedDB) and read there each time:
 * the store counts its changes, so `subscribe` works as for any other store, and `changed()`
 * says that the value elsewhere is new.
 */
export function createChangeCounter(): Pick<Store<number>, 'subscribe' | 'getSnapshot'> & { changed: () => void } {
  const store = createStore(0);
  return { subscribe: store.subscribe, getSnapshot: store.getSnapshot, changed: () => store.set(store.getSnapshot() + 1) };
}

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createChangeCounter, createStore } from '@/lib/store';

describe('the store helper', () => {
  it('gives the value kept, and tells each listener once per change', () => {
    const store = createStore('a');
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('b');
    expect(store.getSnapshot()).toBe('b');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells nobody when the value set is the one kept, so React draws nothing for it', () => {
    const store = createStore(1);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribes, even during a change', () => {
    const store = createStore(0);
    const later = vi.fn();
    const stopLater = store.subscribe(later);
    const first = vi.fn(() => stopLater());
    store.subscribe(first);
    store.set(1);
    store.set(2);
    expect(first).toHaveBeenCalledTimes(2);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('counts the changes of a value kept elsewhere', () => {
    const counter = createChangeCounter();
    const listener = vi.fn();
    counter.subscribe(listener);
    const before = counter.getSnapshot();
    counter.changed();
    counter.changed();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(counter.getSnapshot()).not.toBe(before);
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { startInTurn } from '@/lib/in-turn';

/** A later task: a timer, which comes after the tasks queued before it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('startInTurn', () => {
  it('starts the first call at once and the next ones in later tasks, in order', async () => {
    const order: string[] = [];
    const call = (name: string) => () => {
      order.push(name);
      return Promise.resolve(name);
    };
    const starting = startInTurn([call('a'), call('b'), call('c')]);
    expect(order).toEqual(['a']);
    // Promises settling (microtasks) do not start the next call: only a new task does.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(order).toEqual(['a']);
    await nextTask();
    expect(order.length).toBeGreaterThan(1);
    await expect(Promise.all(await starting)).resolves.toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('leaves a failure to the caller: not unhandled while the others start, and given to allSettled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const starting = startInTurn([() => Promise.reject(new Error('offline')), () => Promise.resolve('ok')]);
      // Node reports an unhandled rejection once the turn it happened in is over.
      await nextTask();
      await new Promise((resolve) => setImmediate(resolve));
      const settled = await Promise.allSettled(await starting);
      expect(settled.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('starts them all in the one task in a page out of sight, whose timers the browser puts off', async () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    try {
      const order: string[] = [];
      const starting = startInTurn(['a', 'b', 'c'].map((name) => () => (order.push(name), Promise.resolve(name))));
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      expect(order).toEqual(['a', 'b', 'c']);
      await expect(Promise.all(await starting)).resolves.toEqual(['a', 'b', 'c']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts nothing and waits for nothing when there is nothing to ask', async () => {
    await expect(startInTurn([])).resolves.toEqual([]);
  });
});

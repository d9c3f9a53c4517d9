import { afterEach, describe, expect, it, vi } from 'vitest';
import { READY_TIMEOUT_MS, afterPageSettles, markPageReady } from '@/offline/page-load';

/** The browser's idle callbacks, run when the test says the browser is idle. */
function stubIdleCallbacks(): { idle: () => void } {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
  return { idle: () => waiting.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })) };
}

afterEach(() => {
  delete document.documentElement.dataset.appReady;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('work that waits until the page has settled (the service worker install)', () => {
  it('runs once the app has marked the page ready and the browser is idle, not before', async () => {
    vi.useFakeTimers();
    const { idle } = stubIdleCallbacks();
    const task = vi.fn();
    afterPageSettles(task);
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 1);
    idle();
    expect(task).not.toHaveBeenCalled();

    markPageReady();
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs when asked after the page is ready already, once the browser is idle', async () => {
    vi.useFakeTimers();
    const { idle } = stubIdleCallbacks();
    markPageReady();
    const task = vi.fn();
    afterPageSettles(task);
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not wait for idleness where the browser cannot tell it (Safari)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const task = vi.fn();
    afterPageSettles(task);
    markPageReady();
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs anyway a while after the load event when the app never marks the page ready, and only once', async () => {
    vi.useFakeTimers();
    const { idle } = stubIdleCallbacks();
    const task = vi.fn();
    afterPageSettles(task);
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledOnce();

    // The app comes in late after all: the work is not done twice.
    markPageReady();
    await vi.runAllTimersAsync();
    idle();
    expect(task).toHaveBeenCalledOnce();
  });
});

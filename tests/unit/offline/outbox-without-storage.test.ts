import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

// Happy DOM has no IndexedDB, like a browser whose storage is blocked: loading the outbox (which
// an intake screen does) must not leave a rejected promise behind, only a warning.
it('starts on a device that refuses IndexedDB, and warns instead of failing the page', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  try {
    const { outbox } = await import('@/offline/outbox-instance');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('The steps queued on this device could not be read or sent:', expect.any(ReferenceError)));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).not.toHaveBeenCalled();
    expect(outbox.getSnapshot().items).toEqual([]);
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

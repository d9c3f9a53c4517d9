import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '../api-path';

const OFFLINE_QUEUES = 'You are offline. What you save is kept on this device and sent when the connection returns.';
const OFFLINE_WAITS = 'You are offline. Anything that needs the server will work again when the connection returns.';

/** The connectivity of a page of its own: each test starts online, whatever an earlier one left. */
async function freshPage() {
  vi.resetModules();
  const { watchConnectivity } = await import('@/offline/connectivity');
  const { OfflineStatus } = await import('@/components/offline/offline-status');
  const { RECHECK_MS } = await import('@/offline/online-status');
  watchConnectivity();
  return { OfflineStatus, RECHECK_MS };
}

describe('the offline status', () => {
  it('is announced politely when the connection drops', async () => {
    const { OfflineStatus } = await freshPage();
    render(<OfflineStatus />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status).toHaveTextContent(OFFLINE_WAITS);
  });

  it('promises to keep and send what is saved only on a screen that does so', async () => {
    const { OfflineStatus } = await freshPage();
    const { rerender } = render(<OfflineStatus queues />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_QUEUES);
    rerender(<OfflineStatus />);
    expect(screen.getByRole('status')).not.toHaveTextContent('kept on this device');
  });
});

describe('coming back online without the browser saying so', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the API again while it is unreachable, and clears the banner once it answers', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const { OfflineStatus, RECHECK_MS } = await freshPage();
    render(<OfflineStatus />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_WAITS);

    // A reloaded page may read navigator.onLine as true: no "online" event ever comes.
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_WAITS);

    fetchMock.mockResolvedValue(Response.json({ data: { status: 'ok' } }));
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(apiPath(fetchMock.mock.calls[1]![0])).toBe('/health');
    await vi.waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());

    // Online again: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchConnectivity } from '@/offline/connectivity';
import { OfflineStatus } from '@/offline/offline-status';

const OFFLINE_QUEUES = 'You are offline. What you save is kept on this device and sent when the connection returns.';
const OFFLINE_WAITS = 'You are offline. Anything that needs the server will work again when the connection returns.';

describe('the offline status', () => {
  it('is announced politely when the connection drops', () => {
    watchConnectivity();
    render(<OfflineStatus />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status).toHaveTextContent(OFFLINE_WAITS);
  });

  it('promises to keep and send what is saved only on a screen that does so', () => {
    watchConnectivity();
    const { rerender } = render(<OfflineStatus queues />);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_QUEUES);
    rerender(<OfflineStatus />);
    expect(screen.getByRole('status')).not.toHaveTextContent('kept on this device');
  });
});

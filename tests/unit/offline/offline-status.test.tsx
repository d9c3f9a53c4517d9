import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchConnectivity } from '@/offline/connectivity';
import { OfflineStatus } from '@/offline/offline-status';

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
    expect(status).toHaveTextContent('You are offline.');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { showNotice, showToast, toastAnchorFor } from '@/components/toast';

function mountProviders() {
  render(
    <AppProviders>
      <p>page</p>
    </AppProviders>,
  );
}

describe('toasts', () => {
  it('show one at a time: an earlier toast is dismissed first', async () => {
    mountProviders();
    act(() => showToast('First message', 'error'));
    expect(await screen.findByText('First message')).toBeInTheDocument();
    act(() => showToast('Second message', 'success'));
    expect(await screen.findByText('Second message')).toBeInTheDocument();
    // The first leaves with an exit transition.
    await waitFor(() => expect(screen.queryByText('First message')).not.toBeInTheDocument());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('never show one that a later toast replaced before its turn came', async () => {
    mountProviders();
    act(() => showToast('First message', 'info'));
    expect(await screen.findByText('First message')).toBeInTheDocument();
    const seen = new Set<string>();
    const watcher = new MutationObserver(() => {
      for (const toast of screen.queryAllByRole('alert')) seen.add(toast.textContent ?? '');
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      // The second reaches the host and waits for the first to leave; the third replaces it there.
      await act(async () => {
        showToast('Second message', 'error');
        await new Promise((resolve) => setTimeout(resolve, 0));
        showToast('Third message', 'success');
      });
      expect(await screen.findByText('Third message')).toBeInTheDocument();
    } finally {
      watcher.disconnect();
    }
    expect([...seen].filter((text) => text.includes('Second message'))).toEqual([]);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
  });

  it('that the person did not cause are a status, not an alert, and sit at the bottom of the screen', async () => {
    mountProviders();
    // A minute on: an earlier test's toast has closed, so the notice need not wait its turn.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      act(() => showNotice('This app now works without internet', 'success'));
      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent('This app now works without internet');
      expect(notice.querySelector('svg[data-testid="CheckCircleOutlinedIcon"]')).not.toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const container = getComputedStyle(notice.closest('.notistack-SnackbarContainer')!);
      expect(container.bottom).toBe('14px');
      expect(container.top).not.toBe('88px');
    } finally {
      vi.useRealTimers();
    }
  });

  it("that the person did not cause wait for the current toast to close instead of dismissing it", async () => {
    mountProviders();
    act(() => showToast('Thank you for reaching out!', 'success'));
    expect(await screen.findByText('Thank you for reaching out!')).toBeInTheDocument();
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      act(() => showNotice('Ready to work offline', 'success'));
      await act(() => vi.advanceTimersByTimeAsync(4000));
      expect(screen.queryByText('Ready to work offline')).not.toBeInTheDocument();
      expect(screen.getByText('Thank you for reaching out!')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2000));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Ready to work offline')).toBeInTheDocument();
  });

  it('sit top-right on public pages and top-center inside the client portal', () => {
    expect(toastAnchorFor('/contact-us')).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(toastAnchorFor('/client/intake/new')).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(toastAnchorFor('/client/onboarding/success')).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(toastAnchorFor('/my-account')).toEqual({ vertical: 'top', horizontal: 'center' });
    expect(toastAnchorFor('/client/onboarding/ONB-4323')).toEqual({ vertical: 'top', horizontal: 'center' });
    expect(toastAnchorFor('/auth/login')).toEqual({ vertical: 'top', horizontal: 'center' });
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_HIDE_MS } from '@/components/toast-store';
import { asRgb } from '../css-colour';

/**
 * The app's modules as a page of its own loads them: no toast asked for yet and no host, so a
 * test sees the first toast of a visit whichever tests ran before it.
 */
async function freshPage() {
  vi.resetModules();
  const { AppProviders } = await import('@/app/providers');
  const { showToast } = await import('@/components/toast');
  const { toastHostLoaded } = await import('@/components/toast-store');
  return { AppProviders, showToast, hostMounted: toastHostLoaded.getSnapshot };
}

describe('the toast host', () => {
  it('is not mounted until the first toast; of toasts asked for at once, the last is shown', async () => {
    const { AppProviders, showToast, hostMounted } = await freshPage();
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    expect(hostMounted()).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      showToast('First', 'info');
      showToast('Second', 'success');
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(hostMounted()).toBe(true);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('a toast', () => {
  /** A page with a button, and the page's way to show a toast. */
  const mount = async () => {
    const { AppProviders, showToast } = await freshPage();
    render(
      <AppProviders>
        <button type="button">elsewhere</button>
      </AppProviders>,
    );
    return showToast;
  };

  it('closes by itself after 5 s, not when the person clicks elsewhere on the page', async () => {
    const showToast = await mount();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      act(() => showToast('Saved', 'success'));
      // The host's code and its readiness are promises: let them settle without moving the clock.
      for (let tick = 0; tick < 20 && !screen.queryByRole('alert'); tick += 1) await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('alert')).toHaveTextContent('Saved');
      fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
      await act(() => vi.advanceTimersByTimeAsync(TOAST_AUTO_HIDE_MS - 500));
      expect(screen.getByRole('alert')).toHaveTextContent('Saved');
      // Its leaving is a chain of renders and timers (slide out, then collapse): a step at a time.
      for (let step = 0; step < 8 && screen.queryByRole('alert'); step += 1) await act(() => vi.advanceTimersByTimeAsync(250));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is light, says what kind it is by an icon as well as by colour, and closes on Escape', async () => {
    const showToast = await mount();
    act(() => showToast('Something went Wrong!!!', 'error'));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('svg[data-testid="ErrorOutlinedIcon"]')).not.toBeNull();
    // Spec section 9: a light theme, dark text on white.
    expect(asRgb(getComputedStyle(alert).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(asRgb(getComputedStyle(alert).color)).toBe('rgba(0, 0, 0, 0.87)');
    // Top-right on a public page; with no header on this page, at the window's top edge.
    expect(getComputedStyle(alert.closest('.notistack-SnackbarContainer')!).top).toBe('14px');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('a toast at the top', () => {
  /** A page whose header (jsdom lays nothing out) reaches `bottom` px down the window. */
  const withHeader = async (bottom: number) => {
    const { AppProviders, showToast } = await freshPage();
    render(
      <AppProviders>
        <header>header</header>
      </AppProviders>,
    );
    vi.spyOn(document.querySelector('header')!, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: bottom - 104, width: 390, height: 104 }));
    return showToast;
  };
  const topOf = (alert: HTMLElement) => getComputedStyle(alert.closest('.notistack-SnackbarContainer')!).top;
  const bottomOf = (alert: HTMLElement) => getComputedStyle(alert.closest('.notistack-SnackbarContainer')!).bottom;

  it('sits below the header while it is on screen, so the menu button and the language switch stay free', async () => {
    const showToast = await withHeader(104);
    act(() => showToast('Saved', 'success'));
    expect(topOf(await screen.findByRole('alert'))).toBe('112px');
  });

  it('sits at the top once the header has scrolled away, and at the bottom below a header taller than 40 % of the window (an open menu)', async () => {
    const showToast = await withHeader(-20);
    act(() => showToast('Saved', 'success'));
    expect(topOf(await screen.findByRole('alert'))).toBe('14px');
    vi.spyOn(document.querySelector('header')!, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 390, height: window.innerHeight }));
    act(() => showToast('Sent', 'success'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sent'));
    expect(topOf(screen.getByRole('alert'))).toBe('auto');
    expect(bottomOf(screen.getByRole('alert'))).toBe('14px');
  });

  it('slides in from the edge it sits at: from below when a centred one goes to the bottom', async () => {
    // The client portal's toasts are centred (sign-in here); one at the right slides in from the side.
    window.history.pushState(null, '', '/auth/login');
    /** Each toast's slides, as notistack moves it out of the window before it comes in. */
    const slides = new Map<string | null, string[]>([
      ['Saved', []],
      ['Sent', []],
    ]);
    const watch = new MutationObserver((records) => {
      for (const { target } of records) {
        const { style, textContent } = target as HTMLElement;
        if (style.transform.startsWith('translate')) slides.get(textContent)?.push(style.transform);
      }
    });
    watch.observe(document.body, { subtree: true, attributeFilter: ['style'] });
    try {
      const showToast = await withHeader(104);
      act(() => showToast('Saved', 'success'));
      await screen.findByRole('alert');
      // From above the window (happy-dom lays nothing out, so only the sign of the figure says where from).
      await waitFor(() => expect(slides.get('Saved')?.[0]).toMatch(/^translateY\(-/));
      vi.spyOn(document.querySelector('header')!, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 390, height: window.innerHeight }));
      act(() => showToast('Sent', 'success'));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sent'));
      expect(bottomOf(screen.getByRole('alert'))).toBe('14px');
      // From below the window's bottom edge.
      await waitFor(() => expect(slides.get('Sent')?.[0]).toMatch(/^translateY\((?!-)/));
    } finally {
      watch.disconnect();
      window.history.pushState(null, '', '/');
    }
  });

  it("sits below the outbox's notice as well, so its Send now stays free, and at the bottom when the notice reaches too far down", async () => {
    const showToast = await withHeader(104);
    const notice = document.createElement('div');
    notice.setAttribute('data-toasts-below', '');
    document.body.append(notice);
    try {
      const reach = vi.spyOn(notice, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 104, width: 390, height: 120 }));
      act(() => showToast('Saved', 'success'));
      expect(topOf(await screen.findByRole('alert'))).toBe('232px');
      expect(bottomOf(screen.getByRole('alert'))).toBe('auto');
      // With the text at 200 % the notice reaches past 40 % of the window: the toast goes to the bottom.
      reach.mockReturnValue(DOMRect.fromRect({ x: 0, y: 104, width: 390, height: window.innerHeight }));
      act(() => showToast('Sent', 'success'));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sent'));
      expect(topOf(screen.getByRole('alert'))).toBe('auto');
      expect(bottomOf(screen.getByRole('alert'))).toBe('14px');
    } finally {
      notice.remove();
    }
  });
});

describe("a toast in the app's own words", () => {
  it('is said again in the new language when the person changes it; the server’s words stay as they came', async () => {
    const { AppProviders, showToast } = await freshPage();
    const { activateLocale } = await import('@/i18n/i18n');
    const { MESSAGES } = await import('@/contract/messages');
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    try {
      act(() => showToast(MESSAGES.loggedOut, 'success'));
      expect(await screen.findByRole('alert')).toHaveTextContent('Logged out successfully');
      await act(() => activateLocale('es'));
      expect(screen.getByRole('alert')).toHaveTextContent('Cerró sesión.');
      expect(screen.getByRole('alert')).not.toHaveTextContent('Logged out successfully');

      act(() => showToast('Thank you for contacting us', 'success'));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Thank you for contacting us'));
      await act(() => activateLocale('en'));
      expect(screen.getByRole('alert')).toHaveTextContent('Thank you for contacting us');
    } finally {
      await activateLocale('en');
    }
  });
});

describe("an API failure's toast", () => {
  it("says the app's own words again in the language the person switches to", async () => {
    const { AppProviders } = await freshPage();
    const { activateLocale } = await import('@/i18n/i18n');
    const { apiRequest, connectApiClient } = await import('@/api/client');
    const { apiClientHooks } = await import('@/app/api-client-hooks');
    const { unknown } = await import('superstruct');
    connectApiClient(apiClientHooks);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    try {
      await expect(apiRequest({ path: '/website/dropdown/enquiry-type', data: unknown() })).rejects.toMatchObject({ kind: 'network' });
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server. Check your connection and try again.');
      await act(() => activateLocale('es'));
      expect(screen.getByRole('alert')).toHaveTextContent('No pudimos comunicarnos con el servidor. Revise su conexión e inténtelo de nuevo.');
    } finally {
      vi.unstubAllGlobals();
      await activateLocale('en');
    }
  });
});

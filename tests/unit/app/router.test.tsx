import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { BREAKPOINTS, theme } from '@/app/theme';
import { raiseSessionExpired } from '@/session/session-events';
import { startSession } from '@/session/session-store';
import { fetchMock, json, serve } from '../portal/portal-harness';

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders>
      <AppRouter />
    </AppProviders>,
  );
}

describe('the app shell', () => {
  it("uses the spec's breakpoints, in em so that they follow the browser's text size", () => {
    // At the browser's default 16 px text, the spec's widths exactly.
    const px = Object.fromEntries(Object.entries(theme.breakpoints.values).map(([key, em]) => [key, em * 16]));
    expect(px).toEqual({ xs: 480, sm: 768, md: 1024, lg: 1200, xl: 1440 });
    expect(BREAKPOINTS.md * 16).toBe(1024);
    expect(theme.breakpoints.up('md')).toBe('@media (min-width:64em)');
  });

  it('sends a signed-out visitor from /my-account to the sign-in screen', () => {
    renderAt('/my-account');
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('keeps a client on /my-account wherever they try to go', () => {
    startSession({ token: 't', process_type: 'client', client_id: 1, application_code: 'CLI-4327', ssn: '4327', name: 'W' });
    renderAt('/contact-us');
    expect(window.location.pathname).toBe('/my-account');
  });

  it('shows the 404 screen for an unknown screen inside an allowed area', () => {
    renderAt('/client/intake/no-such-screen');
    expect(screen.getByRole('heading', { name: '404 Page Not Found !' })).toBeInTheDocument();
  });

  it('scrolls to the top on every route change', () => {
    renderAt('/client/intake/a');
    window.scrollTo(0, 500);
    act(() => window.history.pushState(null, '', '/client/intake/b'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(window.scrollY).toBe(0);
  });

  it("moves focus to the new screen's heading on a route change, through a redirect of the route guard", async () => {
    renderAt('/client/intake');
    // A screen opened at its address leaves focus where the browser puts it.
    await screen.findByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(document.body);
    act(() => window.history.pushState(null, '', '/my-account'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    // Signed out: the guard sends the person on to sign in, whose heading takes focus.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Find your Finance details' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('takes the person to the login screen when the server ends the session', async () => {
    // The login screen looks up the name of the code's owner: answered here, as the API would.
    // Unanswered, its failure toasted over the session's message whenever it came first.
    serve({ '/website/client/name': () => json(200, { data: { first_name: 'Raymond' } }) });
    renderAt('/client/intake/x');
    act(() => raiseSessionExpired({ applicationCode: 'ONB-4323' }));
    expect(window.location.pathname).toBe('/auth/login/ONB-4323');
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hey Raymond,' })).toBeInTheDocument();
  });

  it('takes the person to sign in when the session ended before the app shell was drawn', async () => {
    // My Account asks for its data as its code arrives: a refusal can come back before React has
    // adopted the page, while no one listens yet.
    serve({ '/website/client/name': () => json(200, { data: { first_name: 'Wanda' } }) });
    raiseSessionExpired({ applicationCode: 'CLI-4327', processType: 'client', reason: 'idle' });
    renderAt('/my-account');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login/CLI-4327'));
    // Told once: drawn again, the shell does not take the person back to sign in.
    act(() => window.history.replaceState(null, '', '/auth/login'));
    renderAt('/auth/login');
    expect(window.location.pathname).toBe('/auth/login');
  });
});

import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOnline } from '@/offline/online-status';
import { PROGRAMS } from './account-session';
import { json, renderApp, serve, withSignedInClient } from './portal-harness';

// The statement form's code as a first visit finds it when the connection has gone after the
// balance came: its import fails.
vi.mock('@/features/account/statement-section', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

withSignedInClient();
afterEach(() => act(() => setOnline(true)));

describe("My Account when the statement form's code cannot be fetched", () => {
  it("keeps the balance and says so in the statement's place, with Try again while online", async () => {
    serve({
      '/website/client/programs': () => json(200, { data: PROGRAMS }),
      '/website/client/account-balance': () => json(200, { data: [{ value: 1 }] }),
    });
    renderApp('/my-account');
    const section = await screen.findByRole('region', { name: 'Account Statement' });
    expect(within(section).getByText('The statement form could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Total Balance for Representative Payee' })).toBeInTheDocument();
    // Offline, a new page would be the browser's error page: Try again waits for the connection.
    act(() => setOnline(false));
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});

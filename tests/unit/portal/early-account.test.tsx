import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { askForAccountEarly } from '@/features/account/api/early-account';
import { activateLocale } from '@/i18n/i18n';
import { eraseAccountSnapshot } from '@/session/account-snapshot';
import { PROGRAMS, signInClient } from './account-session';
import { fetchMock, json, sent, serve } from './portal-harness';

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await eraseAccountSnapshot();
  signInClient();
  serve({
    '/website/client/programs': () => json(200, { data: PROGRAMS }),
    '/website/client/account-balance': () => json(200, { data: [{ value: 2023.2 }] }),
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("My Account's data, asked for before the screen is drawn", () => {
  it('asks for the programs, then the first balance, at once, and the screen takes those answers instead of asking again', async () => {
    const user = userEvent.setup({ delay: null });
    askForAccountEarly(8);
    await waitFor(() => expect(sent('/website/client/programs')).toHaveLength(1));
    await waitFor(() => expect(sent('/website/client/account-balance')).toHaveLength(1));
    expect(sent('/website/client/account-balance')[0]!.query.get('program_id')).toBe('10');

    // SWR's own cache, as the app has it: the early requests are kept in it for the screen's hooks.
    window.history.replaceState(null, '', '/my-account');
    render(
      <AppProviders>
        <AppRouter />
      </AppProviders>,
    );
    const card = await screen.findByRole('region', { name: 'Total Balance for Representative Payee' });
    await user.click(within(card).getByRole('button', { name: 'Show balance' }));
    expect(await within(card).findByText('$2,023.20')).toBeInTheDocument();
    expect(sent('/website/client/programs')).toHaveLength(1);
    expect(sent('/website/client/account-balance')).toHaveLength(1);
  });

  it("on the Spanish page, asks in Spanish while the page's Spanish texts are still on their way, and the screen takes that answer", async () => {
    // The screen's code can arrive before the language's catalogues: the app is still in English.
    const spanish = activateLocale('es');
    try {
      askForAccountEarly(8);
      await waitFor(() => expect(sent('/website/client/programs')).toHaveLength(1));
      expect(sent('/website/client/programs')[0]!.query.get('lang')).toBe('es');
      await spanish;

      window.history.replaceState(null, '', '/es/my-account');
      render(
        <AppProviders>
          <AppRouter />
        </AppProviders>,
      );
      await screen.findByRole('region', { name: /Representative Payee/ });
      expect(sent('/website/client/programs')).toHaveLength(1);
    } finally {
      await activateLocale('en');
    }
  });
});

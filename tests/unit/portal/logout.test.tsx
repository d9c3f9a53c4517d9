import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftKeys, saveDraft } from '@/offline/drafts';
import { getSession } from '@/session/session-store';
import { PROGRAMS } from './account-session';
import { json, renderApp, sent, serve, withSignedInClient } from './portal-harness';
import { keepChoice, keptChoice } from '@/features/account/kept-choice';

withSignedInClient();

/** Logout, then the spec's question (section 4) answered with its Logout button. */
async function confirmLogout(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Logout?' });
  expect(within(dialog).getByText('Are you sure you want to logout?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
}

describe('My Account: Logout', () => {
  it("asks 'Logout?' first; Cancel keeps the person signed in and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    serve({
      '/website/client/programs': () => json(200, { data: PROGRAMS }),
      '/website/client/account-balance': () => json(200, { data: [{ value: 5 }] }),
      '/website/logout': () => json(200, { message: 'Logged out successfully' }),
    });
    renderApp('/my-account');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    // The dialog is drawn, then moves the focus in an effect: the query can see it in between.
    const dialog = await screen.findByRole('dialog', { name: 'Logout?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('/website/logout')).toHaveLength(0);
    expect(getSession()).not.toBeNull();
    expect(window.location.pathname).toBe('/my-account');
  });

  it("revokes the token, ends the session, says 'Logged out successfully' and leaves for the sign-in screen", async () => {
    const user = userEvent.setup({ delay: null });
    serve({
      '/website/client/programs': () => json(200, { data: PROGRAMS }),
      '/website/client/account-balance': () => json(200, { data: [{ value: 5 }] }),
      '/website/logout': () => json(200, { message: 'Logged out successfully' }),
    });
    await saveDraft('onboarding:CLI-4327', { step: 2 });
    await saveDraft('onboarding:CLI-4327:photo', { name: 'me.png' });
    await saveDraft('onboarding:ONB-4323', { step: 1 });
    keepChoice(8, { programId: 6, dates: { start: '2024-01-05', end: '2024-03-01' } });
    renderApp('/my-account');
    await confirmLogout(user);
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(await draftKeys()).toEqual(['onboarding:ONB-4323']);
    expect(sent('/website/logout')).toHaveLength(1);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    // What the tab kept of My Account (the program, the statement's dates) goes too.
    expect(keptChoice(8)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain('authToken=client');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
  });

  it('ends the session anyway when the server fails, and says what went wrong', async () => {
    const user = userEvent.setup({ delay: null });
    serve({
      '/website/client/programs': () => json(200, { data: PROGRAMS }),
      '/website/client/account-balance': () => json(200, { data: [{ value: 5 }] }),
      '/website/logout': () => json(500, { message: 'Something went wrong on our side. Please try again later.' }),
    });
    renderApp('/my-account');
    await confirmLogout(user);
    expect(await screen.findByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
    await waitFor(() => expect(getSession()).toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
  });
});

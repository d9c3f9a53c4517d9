import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { watchConnectivity } from '@/offline/connectivity';
import { PROGRAMS } from './account-session';
import { fetchMock, json, renderApp, sent, serve, withSignedInClient } from './portal-harness';
import { asRgb } from '../css-colour';

const BALANCES: Record<string, unknown[]> = { '10': [{ value: 12345.6 }], '6': [{ value: -240.5 }], '4': [{ value: 99 }] };

function serveAccount(balances = BALANCES) {
  serve({
    '/website/client/programs': () => json(200, { data: PROGRAMS }),
    '/website/client/account-balance': (url) => json(200, { data: balances[url.searchParams.get('program_id')!] ?? [] }),
    '/health': () => json(200, { data: { status: 'ok' } }),
  });
}

const card = () => screen.getByRole('region', { name: /^Total Balance for/ });

withSignedInClient();

describe('My Account: the balance card', () => {
  it('greets the client, masks the SSN, selects the first program and hides its balance behind five glyphs', async () => {
    serveAccount();
    renderApp('/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Franklin Hayes' })).toBeInTheDocument();
    expect(screen.getByText('XXXXX4327')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Representative Payee')).toHaveAccessibleName('Program');
    expect(card()).toHaveAccessibleName('Total Balance for Representative Payee');
    expect(within(card()).getByText('•••••')).toBeInTheDocument();
    expect(within(card()).queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show balance' })).toBeInTheDocument();
    const request = fetchMock.mock.calls.find(([url]) => String(url).includes('/account-balance'))!;
    expect(new Headers(request[1]!.headers).get('authorization')).toBe('Bearer client-token-abcdefghijklmnopqrstuvwxyz');
  });

  it("shows the placeholder 'Select your Program' when the account has no program yet", async () => {
    serve({ '/website/client/programs': () => json(200, { data: [] }) });
    renderApp('/my-account');
    // The select that stands in while the list loads gives way to the list's own: judge that one.
    expect(await screen.findByText('There are no programs on your account yet.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Select your Program')).toHaveAccessibleName('Program');
  });

  it('reveals the balance as a $ amount with thousands separators, and hides it again', async () => {
    const user = userEvent.setup({ delay: null });
    serveAccount();
    renderApp('/my-account');
    await user.click(await screen.findByRole('button', { name: 'Show balance' }));
    expect(await within(card()).findByText('$12,345.60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(within(card()).getByText('•••••')).toBeInTheDocument();
    expect(within(card()).queryByText('$12,345.60')).not.toBeInTheDocument();
  });

  it('shows $0.00 when the answer carries no value', async () => {
    const user = userEvent.setup({ delay: null });
    serveAccount({ '10': [] });
    renderApp('/my-account');
    await user.click(await screen.findByRole('button', { name: 'Show balance' }));
    expect(await within(card()).findByText('$0.00')).toBeInTheDocument();
  });

  it('shows a negative balance in red and says it is negative', async () => {
    const user = userEvent.setup({ delay: null });
    serveAccount();
    renderApp('/my-account');
    // The list's select, once it holds the programs (the one that stands in while they load has none).
    await screen.findByRole('option', { name: 'Money Management' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Money Management');
    expect(card()).toHaveAccessibleName('Total Balance for Money Management');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    const amount = await within(card()).findByText('-$240.50');
    expect(asRgb(getComputedStyle(amount.parentElement!).color)).toBe('rgb(198, 40, 40)');
    expect(within(card()).getByText('Negative balance of $240.50')).toBeInTheDocument();
    expect(sent('/website/client/account-balance').map(({ query }) => query.get('program_id'))).toEqual(['10', '6']);
  });

  it("says 'This program is inactive' for a program with status 0, and asks for no balance", async () => {
    const user = userEvent.setup({ delay: null });
    serveAccount();
    renderApp('/my-account');
    // The list's select, once it holds the programs (the one that stands in while they load has none).
    await screen.findByRole('option', { name: 'Federal Fiduciary' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Federal Fiduciary');
    expect(within(card()).getByText('This program is inactive')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Show balance' })).not.toBeInTheDocument();
    expect(sent('/website/client/account-balance').map(({ query }) => query.get('program_id'))).not.toContain('4');
  });

  it('hides the balance again when another program is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    serveAccount();
    renderApp('/my-account');
    await user.click(await screen.findByRole('button', { name: 'Show balance' }));
    await within(card()).findByText('$12,345.60');
    // The list's select, once it holds the programs (the one that stands in while they load has none).
    await screen.findByRole('option', { name: 'Money Management' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Money Management');
    expect(within(card()).getByText('•••••')).toBeInTheDocument();
  });

  it('says the balance cannot be refreshed while offline', async () => {
    serveAccount();
    watchConnectivity();
    renderApp('/my-account');
    await screen.findByRole('button', { name: 'Show balance' });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(within(card()).getByText('You are offline. Your balance cannot be refreshed until you are connected again.')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(within(card()).queryByText(/You are offline/)).not.toBeInTheDocument());
  });
});

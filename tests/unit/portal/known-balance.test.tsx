import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eraseAccountSnapshot, snapshotWriter } from '@/session/account-snapshot';
import { setOnline } from '@/offline/online-status';
import { formatDateTime } from '@/lib/dates';
import { activateLocale } from '@/i18n/i18n';
import { readKnownAccountEarly, useKnownAccount } from '@/features/account/use-known-account';
import { PROGRAMS, signInClient } from './account-session';
import { fetchMock, isDateFieldDisabled, json, renderApp, sent, serve, typeDate } from './portal-harness';

const CHECKED_AT = Date.parse('2026-03-04T15:04:00Z');
const card = () => screen.getByRole('region', { name: /^Total Balance for/ });

/** What an earlier visit left on the device: the programs, and one balance checked at CHECKED_AT. */
async function keptFromEarlierVisit() {
  const now = vi.spyOn(Date, 'now').mockReturnValue(CHECKED_AT);
  const keep = snapshotWriter(8);
  await keep.programs(PROGRAMS, 'en');
  await keep.balance(10, 12345.6);
  now.mockRestore();
}

function serveNothing() {
  fetchMock.mockImplementation(async () => {
    throw new TypeError('Failed to fetch');
  });
}

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await eraseAccountSnapshot();
  signInClient();
});
afterEach(async () => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  act(() => setOnline(true));
  await act(() => activateLocale('en'));
});

const SPANISH_NAMES: Record<number, string> = { 10: 'Representante de Beneficiario', 6: 'Administración de Dinero', 4: 'Fiduciario Federal' };
const inSpanish = (programs: typeof PROGRAMS) => programs.map((program) => ({ ...program, name: SPANISH_NAMES[program.id]! }));

describe("My Account with no connection: the programs' names", () => {
  it('names the programs in the language switched to, as an earlier visit in it was given them', async () => {
    // An earlier visit in Spanish; this one opens in English, online.
    await snapshotWriter(8).programs(inSpanish(PROGRAMS), 'es');
    serve({
      '/website/client/programs': () => json(200, { data: PROGRAMS }),
      '/website/client/account-balance': () => json(200, { data: [{ value: 1 }] }),
    });
    renderApp('/my-account');
    expect(await screen.findByDisplayValue('Representative Payee')).toHaveAccessibleName('Program');

    serveNothing();
    act(() => setOnline(false));
    await act(() => activateLocale('es'));
    expect(await screen.findByRole('region', { name: 'Saldo total de Representante de Beneficiario' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Representante de Beneficiario')).toHaveAccessibleName('Programa');
    expect(screen.getByRole('option', { name: 'Administración de Dinero' })).toBeInTheDocument();
  });

  it('opens from the icon with the names in the language of the address, else in the one the device has', async () => {
    await keptFromEarlierVisit();
    serveNothing();
    act(() => setOnline(false));
    await act(() => activateLocale('es'));
    const { unmount } = renderApp('/my-account');
    // Only English names on the device: they stand in rather than no programs at all.
    expect(await screen.findByRole('region', { name: 'Saldo total de Representative Payee' })).toBeInTheDocument();
    unmount();

    // Visits in Spanish, then in English: the list was last given in English.
    await snapshotWriter(8).programs(inSpanish(PROGRAMS), 'es');
    await snapshotWriter(8).programs(PROGRAMS, 'en');
    renderApp('/my-account');
    const spanishCard = await screen.findByRole('region', { name: 'Saldo total de Representante de Beneficiario' });
    expect(within(spanishCard).getByText(/^Último saldo conocido, al /)).toBeInTheDocument();
  });
});

describe('My Account with no connection: the last known balance', () => {
  it('opens with the programs and the last balance kept on the device, behind the eye, saying when it was checked', async () => {
    const user = userEvent.setup({ delay: null });
    await keptFromEarlierVisit();
    serveNothing();
    act(() => setOnline(false));
    renderApp('/my-account');
    expect(await screen.findByDisplayValue('Representative Payee')).toHaveAccessibleName('Program');
    expect(await within(card()).findByText(`Last known balance, as of ${formatDateTime(CHECKED_AT)}`)).toBeInTheDocument();
    expect(within(card()).getByText('•••••')).toBeInTheDocument();
    expect(within(card()).queryByText('$12,345.60')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(await within(card()).findByText('$12,345.60')).toBeInTheDocument();
  });

  it('says so when the device was never given the balance of a program', async () => {
    const user = userEvent.setup({ delay: null });
    await keptFromEarlierVisit();
    serveNothing();
    act(() => setOnline(false));
    renderApp('/my-account');
    // The list's select, once it holds the programs (the one that stands in while they load has none).
    await screen.findByRole('option', { name: 'Money Management' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Money Management');
    await user.click(within(card()).getByRole('button', { name: 'Show balance' }));
    expect(await within(card()).findByText('This device has not been given this balance yet. Connect to see it.')).toBeInTheDocument();
  });

  it('keeps each answer for next time, and shows the live balance, without "as of", while online', async () => {
    const user = userEvent.setup({ delay: null });
    serve({
      '/website/client/programs': () => json(200, { data: PROGRAMS }),
      '/website/client/account-balance': () => json(200, { data: [{ value: 77 }] }),
    });
    renderApp('/my-account');
    await user.click(await screen.findByRole('button', { name: 'Show balance' }));
    expect(await within(card()).findByText('$77.00')).toBeInTheDocument();
    expect(within(card()).queryByText(/as of/)).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(await within(card()).findByText(/^Last known balance, as of /)).toBeInTheDocument();
    expect(within(card()).getByText('$77.00')).toBeInTheDocument();
  });

  it('says a statement needs a connection, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await keptFromEarlierVisit();
    serveNothing();
    act(() => setOnline(false));
    renderApp('/my-account');
    const statement = await screen.findByRole('region', { name: 'Account Statement' });
    expect(within(statement).getByText('You are offline. Downloading a statement needs a connection.')).toBeInTheDocument();
    await typeDate(user, 'Start Date', '01052024');
    await waitFor(() => expect(isDateFieldDisabled('End Date', statement)).toBe(false));
    await typeDate(user, 'End Date', '03012024');
    await user.click(await within(statement).findByRole('button', { name: 'Download Statement' }));
    // The toast: an alert outside the statement's own note.
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').filter((alert) => !statement.contains(alert) && alert.textContent?.includes('You are offline. Downloading a statement needs a connection.')),
      ).toHaveLength(1),
    );
    expect(sent('/website/client/account-statement')).toHaveLength(0);
  });
});

describe("My Account's account read before the screen is drawn", () => {
  function FirstRender({ clientId, seen }: { clientId: number; seen: (programs: number | null) => void }) {
    const known = useKnownAccount(clientId);
    seen(known.snapshot ? known.snapshot.programs.length : null);
    return null;
  }

  it('gives the first render the programs the device keeps, without waiting for a read of its own', async () => {
    await keptFromEarlierVisit();
    await readKnownAccountEarly(8);
    const renders: (number | null)[] = [];
    render(<FirstRender clientId={8} seen={(programs) => renders.push(programs)} />);
    expect(renders[0]).toBe(PROGRAMS.length);
  });

  it("is taken once: after it, the screen asks the device afresh, and another client's is never used", async () => {
    await keptFromEarlierVisit();
    await readKnownAccountEarly(8);
    const other: (number | null)[] = [];
    render(<FirstRender clientId={9} seen={(programs) => other.push(programs)} />);
    const first: (number | null)[] = [];
    const { unmount } = render(<FirstRender clientId={8} seen={(programs) => first.push(programs)} />);
    await waitFor(() => expect(first.length).toBeGreaterThan(1));
    unmount();
    expect(other).not.toContain(PROGRAMS.length);
    expect(first[0]).toBe(PROGRAMS.length);
    const again: (number | null)[] = [];
    render(<FirstRender clientId={8} seen={(programs) => again.push(programs)} />);
    expect(again[0]).toBeNull();
    await waitFor(() => expect(again.at(-1)).toBe(PROGRAMS.length));
  });
});

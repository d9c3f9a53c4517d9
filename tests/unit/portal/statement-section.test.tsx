import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDatePicker } from '@/components/form/date-field';
import { activateLocale } from '@/i18n/i18n';
import { PROGRAMS, signInClient } from './account-session';
import { fetchMock, isDateFieldDisabled, json, renderApp, sent, serve, shownDate, typeDate } from './portal-harness';

const HINT = 'Select date and your program for account statement details';

function serveAccount(statement: () => Response | Promise<Response>) {
  serve({
    '/website/client/programs': () => json(200, { data: PROGRAMS }),
    '/website/client/account-balance': () => json(200, { data: [{ value: 1 }] }),
    '/website/client/account-statement': statement,
  });
}

const pdf = (headers: Record<string, string> = {}) => new Response('%PDF-1.3 statement', { status: 200, headers: { 'content-type': 'application/pdf', ...headers } });
const section = () => screen.getByRole('region', { name: 'Account Statement' });
const endDisabled = () => isDateFieldDisabled('End Date', section());

async function chooseRange(user: UserEvent, start = '01052024', end = '03012024') {
  await typeDate(user, 'Start Date', start);
  await waitFor(() => expect(endDisabled()).toBe(false));
  await typeDate(user, 'End Date', end);
}

let clicked: { href: string; download: string }[] = [];

// MUI X's date field from the start: the stand-in it replaces is tested with the field itself.
beforeAll(() => loadDatePicker());

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signInClient();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('My Account: the account statement', () => {
  it('keeps the end date disabled until a start date is chosen, and shows the hint until both are set', async () => {
    serveAccount(() => pdf());
    renderApp('/my-account');
    await screen.findByRole('group', { name: 'Start Date' });
    expect(within(section()).getByText(HINT)).toBeInTheDocument();
    expect(endDisabled()).toBe(true);
    const [startCalendar, endCalendar] = within(section()).getAllByRole('button', { name: 'Choose date' });
    expect(startCalendar).toBeEnabled();
    expect(endCalendar).toBeDisabled();
    expect(within(section()).getByText('Choose a start date first')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Download Statement' })).not.toBeInTheDocument();
  });

  it('names the program and the range once both dates are set, and clears the end when the start changes', async () => {
    const user = userEvent.setup({ delay: null });
    serveAccount(() => pdf());
    renderApp('/my-account');
    await chooseRange(user);
    expect(await within(section()).findByText('Download Your statement for Representative Payee')).toBeInTheDocument();
    expect(within(section()).getByText('January 5, 2024 to March 1, 2024')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Download Statement' })).toBeInTheDocument();

    await typeDate(user, 'Start Date', '02012024');
    await waitFor(() => expect(shownDate('End Date', section())).toBe('MM/DD/YYYY'));
    expect(within(section()).getByText(HINT)).toBeInTheDocument();
  });

  it('gives back, after a reload, the program chosen and the dates typed for it; another program starts afresh', async () => {
    const user = userEvent.setup({ delay: null });
    serveAccount(() => pdf());
    const before = renderApp('/my-account');
    await screen.findByRole('option', { name: 'Money Management' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Money Management');
    await chooseRange(user);
    await within(section()).findByText('Download Your statement for Money Management');
    before.unmount();

    const again = renderApp('/my-account');
    expect(await within(await screen.findByRole('region', { name: 'Account Statement' })).findByText('Download Your statement for Money Management')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveDisplayValue('Money Management');
    expect(shownDate('Start Date', section())).toBe('01/05/2024');
    expect(shownDate('End Date', section())).toBe('03/01/2024');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Representative Payee');
    await waitFor(() => expect(shownDate('Start Date', section())).toBe('MM/DD/YYYY'));
    again.unmount();
    renderApp('/my-account');
    await within(await screen.findByRole('region', { name: 'Account Statement' })).findByText(HINT);
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveDisplayValue('Representative Payee');
    expect(shownDate('Start Date', section())).toBe('MM/DD/YYYY');
  });

  it('refuses an end date before the start date', async () => {
    const user = userEvent.setup({ delay: null });
    serveAccount(() => pdf());
    renderApp('/my-account');
    await chooseRange(user, '03012024', '01052024');
    await user.tab();
    expect(await within(section()).findByText('The end date may not be before the start date.')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Download Statement' })).not.toBeInTheDocument();
  });

  it('says its error in the language the person switches to', async () => {
    const user = userEvent.setup({ delay: null });
    serveAccount(() => pdf());
    renderApp('/my-account');
    await chooseRange(user, '03012024', '01052024');
    await user.tab();
    const statement = section();
    await within(statement).findByText('The end date may not be before the start date.');
    try {
      await act(() => activateLocale('es'));
      expect(await within(statement).findByText(/^El campo .+ no puede ser anterior al campo .+\.$/)).toBeInTheDocument();
      expect(within(statement).queryByText('The end date may not be before the start date.')).toBeNull();
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('downloads the PDF under the x-filename name through an object URL', async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() }));
    serveAccount(() => pdf({ 'x-filename': 'account-statement-rp-2024-01-05-to-2024-03-01.pdf' }));
    renderApp('/my-account');
    await chooseRange(user);
    await user.click(await within(section()).findByRole('button', { name: 'Download Statement' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:statement', download: 'account-statement-rp-2024-01-05-to-2024-03-01.pdf' }]));
    const query = sent('/website/client/account-statement')[0]!.query;
    expect([query.get('program_id'), query.get('transaction_date[0]'), query.get('transaction_date[1]')]).toEqual(['10', '2024-01-05', '2024-03-01']);
  });

  it('shows a spinner and holds the button while the statement is on its way', async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() }));
    let release: () => void = () => {};
    serveAccount(() => new Promise<Response>((resolve) => (release = () => resolve(pdf()))));
    renderApp('/my-account');
    await chooseRange(user);
    const button = await within(section()).findByRole('button', { name: 'Download Statement' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    release();
    await waitFor(() => expect(button).toBeEnabled());
    expect(clicked).toHaveLength(1);
  });

  it("names the file 'account-statement' when the server gives no name", async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() }));
    serveAccount(() => pdf());
    renderApp('/my-account');
    await chooseRange(user);
    await user.click(await within(section()).findByRole('button', { name: 'Download Statement' }));
    await waitFor(() => expect(clicked[0]?.download).toMatch(/^account-statement(\.pdf)?$/));
  });

  it("says 'No transactions found for the selected dates.' when the server has none", async () => {
    const user = userEvent.setup({ delay: null });
    serveAccount(() => json(422, { message: 'No transactions found for the selected dates.', errors: {} }));
    renderApp('/my-account');
    await chooseRange(user);
    await user.click(await within(section()).findByRole('button', { name: 'Download Statement' }));
    expect(await within(section()).findByText('No transactions found for the selected dates.')).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('starts afresh when another program is chosen: no dates, no failure of the previous program', async () => {
    const user = userEvent.setup({ delay: null });
    serveAccount(() => json(422, { message: 'No transactions found for the selected dates.', errors: {} }));
    renderApp('/my-account');
    await chooseRange(user);
    await user.click(await within(section()).findByRole('button', { name: 'Download Statement' }));
    await within(section()).findByText('No transactions found for the selected dates.');
    // The list's select, once it holds the programs (the one that stands in while they load has none).
    await screen.findByRole('option', { name: 'Money Management' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Money Management');
    await waitFor(() => expect(within(section()).queryByText('No transactions found for the selected dates.')).not.toBeInTheDocument());
    expect(shownDate('Start Date', section())).toBe('MM/DD/YYYY');
    expect(shownDate('End Date', section())).toBe('MM/DD/YYYY');
    expect(endDisabled()).toBe(true);
    expect(within(section()).getByText(HINT)).toBeInTheDocument();
  });

  it("says 'Failed to download the file' when the browser cannot save it", async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => { throw new Error('no object URLs here'); }) }));
    serveAccount(() => pdf());
    renderApp('/my-account');
    await chooseRange(user);
    await user.click(await within(section()).findByRole('button', { name: 'Download Statement' }));
    expect(await within(section()).findByText('Failed to download the file')).toBeInTheDocument();
  });
});

import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxBanner as Banner } from '@/components/offline/outbox-banner';
import type { outbox as Outbox } from '@/offline/outbox-instance';
import { SCREEN_AREAS } from '@/i18n/areas';
import type { activateLocale as ActivateLocale } from '@/i18n/i18n';
import { apiPath } from '../api-path';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), showToast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let outbox: typeof Outbox;
let OutboxBanner: typeof Banner;
let activateLocale: typeof ActivateLocale;

// The app has one outbox per page, which keeps what the server last said (a 429's wait, why a
// pass stopped). Each test gets the modules of a page of its own, so that none starts with what
// an earlier one left; the queue's database is emptied after each.
beforeEach(async () => {
  vi.resetModules();
  ({ outbox } = await import('@/offline/outbox-instance'));
  ({ OutboxBanner } = await import('@/components/offline/outbox-banner'));
  const i18n = await import('@/i18n/i18n');
  await Promise.all(SCREEN_AREAS.map(i18n.loadArea));
  await i18n.activateLocale('en');
  activateLocale = i18n.activateLocale;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  for (const item of outbox.getSnapshot().items) await outbox.discard(item.id);
});

describe('the outbox banner', () => {
  it("says how many steps wait, and 'Send now' sends them", async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<OutboxBanner />);
    await act(async () => {
      await outbox.enqueue({ queue: 'draft-1', slot: 'about_you', kind: 'create', path: '/website/intake', body: { step: 'about_you' }, captcha: 'intake', label: 'About you' });
      await outbox.enqueue({ queue: 'draft-1', slot: 'address_details', kind: 'update', path: '/website/intake/update', body: { step: 'address_details' }, captcha: null, label: 'Address Details' });
    });
    expect(await screen.findByText('2 steps are saved on this device and waiting to be sent.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 steps');

    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/update') ? json(200, { message: 'Saved', data: null }) : json(200, { message: 'Created', data: { id: 5, application_id: 'INT-5' } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.map(([url]) => apiPath(url))).toContain('/website/intake/update?id=5');
  });

  it('stays silent while a screen sends the step it has just saved, and speaks once the step waits', async () => {
    vi.stubGlobal('fetch', fetchMock);
    let answer: (response: Response | Error) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve, reject) => (answer = (reply) => (reply instanceof Error ? reject(reply) : resolve(reply)))));
    render(<OutboxBanner />);
    let saving: Promise<unknown> = Promise.resolve();
    await act(async () => {
      saving = outbox.save({ queue: 'draft-9', slot: 'about_you', kind: 'create', path: '/website/intake', body: { step: 'about_you' }, captcha: 'intake', label: 'About you' });
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    });
    expect(outbox.getSnapshot().items).toHaveLength(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await act(async () => {
      answer(new TypeError('Failed to fetch'));
      await saving;
    });
    expect(await screen.findByText('1 step is saved on this device and waiting to be sent.')).toBeInTheDocument();
  });

  it('calls out a step the server refused, with its message', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(json(422, { message: 'The county field is required.', errors: { 'physical_address.county': ['The county field is required.'] } }));
    render(<OutboxBanner />);
    await act(async () => {
      await outbox.save({ queue: 'draft-2', slot: 'about_you', kind: 'create', path: '/website/intake', body: { step: 'about_you' }, captcha: 'intake', label: 'About you' });
    });
    expect(await screen.findByText(/Your application needs attention: "About you" was not accepted. The county field is required./)).toBeInTheDocument();
  });

  it('says a step waits for the server, not for the connection, after a 500', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(json(500, { message: 'The server is having a rest.' }));
    render(<OutboxBanner />);
    await act(async () => {
      await outbox.save({ queue: 'draft-4', slot: 'about_you', kind: 'create', path: '/website/intake', body: { step: 'about_you' }, captcha: 'intake', label: 'About you' });
    });
    expect(await screen.findByText('1 step is saved on this device and waiting to be sent.')).toBeInTheDocument();
    expect(screen.getByText('It is waiting for the server, not for your connection, and will be sent as soon as the server accepts it.')).toBeInTheDocument();
  });

  it('says so in Spanish too', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(json(503, { message: 'Servicio no disponible.' }));
    await activateLocale('es');
    try {
      render(<OutboxBanner />);
      await act(async () => {
        await outbox.save({ queue: 'draft-5', slot: 'about_you', kind: 'create', path: '/website/intake', body: { step: 'about_you' }, captcha: 'intake', label: 'Sobre usted' });
      });
      expect(await screen.findByText('Espera al servidor, no a su conexión, y se enviará en cuanto el servidor lo acepte.')).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });

  it('does not blame the server when there was no answer at all', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<OutboxBanner />);
    await act(async () => {
      await outbox.save({ queue: 'draft-6', slot: 'about_you', kind: 'create', path: '/website/intake', body: { step: 'about_you' }, captcha: 'intake', label: 'About you' });
    });
    expect(await screen.findByText('1 step is saved on this device and waiting to be sent.')).toBeInTheDocument();
    expect(screen.queryByText(/waiting for the server/)).not.toBeInTheDocument();
  });

  it("explains the server's Retry-After on 'Send now' instead of sending early", async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Too many requests.' }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '30' } }),
    );
    render(<OutboxBanner />);
    await act(async () => {
      await outbox.save({ queue: 'draft-3', slot: 'about_you', kind: 'create', path: '/website/intake', body: { step: 'about_you' }, captcha: 'intake', label: 'About you' });
    });
    expect(await screen.findByText('1 step is saved on this device and waiting to be sent.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/The server asked us to wait a moment: it can be sent in (29|30) seconds\./);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  // Whether this 429 is answered here or an earlier one's Retry-After still holds the shared
  // outbox, the steps wait for the server.
  it('says steps wait for the server after a 429, in English and in Spanish', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Too many requests.' }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '30' } }),
    );
    const { unmount } = render(<OutboxBanner />);
    await act(async () => {
      await outbox.enqueue({ queue: 'draft-7', slot: 'about_you', kind: 'create', path: '/website/intake', body: { step: 'about_you' }, captcha: 'intake', label: 'About you' });
      await outbox.save({ queue: 'draft-8', slot: 'about_you', kind: 'create', path: '/website/intake', body: { step: 'about_you' }, captcha: 'intake', label: 'About you' });
    });
    expect(await screen.findByText('2 steps are saved on this device and waiting to be sent.')).toBeInTheDocument();
    expect(screen.getByText('They are waiting for the server, not for your connection, and will be sent as soon as the server accepts them.')).toBeInTheDocument();
    unmount();

    await activateLocale('es');
    try {
      render(<OutboxBanner />);
      expect(await screen.findByText('Esperan al servidor, no a su conexión, y se enviarán en cuanto el servidor los acepte.')).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});

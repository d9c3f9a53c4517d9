import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import '../connect-app';
import { signInClient } from './account-session';

export const fetchMock = vi.fn<typeof fetch>();

/** Each test of the calling file starts with a signed-in client and the API answered by `fetchMock`, reset after it. */
export function withSignedInClient(): void {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInClient();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers each API path (e.g. '/website/login') with its handler; anything else is a 404. */
export function serve(handlers: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), window.location.origin);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const handler = handlers[path];
    return handler ? handler(url, init) : json(404, { message: 'Not found.' });
  });
}

/** The requests sent to an API path: their query and form body. */
export function sent(path: string): { query: URLSearchParams; body: URLSearchParams }[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), window.location.origin), init }))
    .filter(({ url }) => url.pathname.endsWith(path))
    .map(({ url, init }) => ({ query: url.searchParams, body: new URLSearchParams(typeof init?.body === 'string' ? init.body : String(init?.body ?? '')) }));
}

/** The whole app (router, guard, layouts) at a path, with a cache of its own. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppRouter />
      </SWRConfig>
    </AppProviders>,
  );
}

/**
 * A date field by its name: MUI X's group of Month, Day and Year (once its code is in, which
 * the first use of a form with a date asks for; the stand-in text box until then).
 */
export function dateField(label: string, scope: HTMLElement = document.body): HTMLElement {
  return within(scope).getByRole('group', { name: label });
}

/** What a date field shows, e.g. '01/05/2024' or 'MM/DD/YYYY' when empty. */
export function shownDate(label: string, scope?: HTMLElement): string {
  return within(dateField(label, scope))
    .getAllByRole('spinbutton')
    .map((part) => part.textContent)
    .join('/');
}

/** Whether a date field is locked: each of its parts says so. */
export function isDateFieldDisabled(label: string, scope?: HTMLElement): boolean {
  return within(dateField(label, scope))
    .getAllByRole('spinbutton')
    .every((part) => part.getAttribute('aria-disabled') === 'true');
}

/** Types MMDDYYYY into a date field, over what it held, as a person does: from its first part on. */
export async function typeDate(user: UserEvent, label: string, digits: string) {
  const standIn = screen.queryByRole('textbox', { name: label });
  if (standIn) await user.click(standIn);
  const field = await screen.findByRole('group', { name: label });
  await user.click(within(field).getByRole('spinbutton', { name: /^(Month|Mes)$/ }));
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(digits);
}

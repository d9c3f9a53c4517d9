import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { toastError } from '@/components/toast';
import { setOnline } from '@/offline/online-status';
import { getSession, startSession } from '@/session/session-store';
import { apiPath, DETAIL } from './step-harness';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), showToast: vi.fn(), preloadToasts: vi.fn() }));
await import('../connect-app');
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toastError).mockClear();
  setOnline(true);
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function openWizardWith(answerDetail: () => Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = apiPath(input);
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/website/onboarding') return answerDetail();
      if (path === '/website/logout') return json(200, { message: 'Logged out successfully' });
      return json(200, { data: [] });
    }),
  );
  startSession({ token: 'tok', process_type: 'onboarding', client_id: 1, application_code: 'ONB-4323', ssn: '4323', name: 'Raymond Castillo' });
  window.history.replaceState(null, '', '/client/onboarding/ONB-4323');
  render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppRouter />
      </SWRConfig>
    </AppProviders>,
  );
  return calls;
}

describe('opening the onboarding wizard', () => {
  it('opens with the detail filled in', async () => {
    openWizardWith(async () => json(200, { data: DETAIL }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile photo' })).toBeInTheDocument();
    expect(screen.getByText('11/30/1960')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
  });

  it('draws its first state while the detail is read: the frame, the step as a skeleton, nothing of the person', async () => {
    let answer: (response: Response) => void = () => {};
    openWizardWith(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByRole('progressbar', { name: 'Loading your steps' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quit' })).toBeDisabled();
    expect(document.body.textContent).not.toMatch(/Raymond|ONB-4323|Step \d/);
    expect(screen.queryByRole('textbox')).toBeNull();
    answer(json(200, { data: DETAIL }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile photo' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading your steps' })).toBeNull();
    expect(screen.getByText('Hello, Raymond Castillo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quit' })).toBeEnabled();
  });

  it('logs the person out when the server refuses the detail', async () => {
    const calls = openWizardWith(async () => json(500, { message: 'Something went wrong on our side.' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login/ONB-4323'));
    expect(getSession()).toBeNull();
    expect(calls).toContain('POST /website/logout');
  });

  it('keeps the person signed in and offers Try again when there is no connection', async () => {
    const user = userEvent.setup({ delay: null });
    let online = false;
    openWizardWith(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return json(200, { data: DETAIL });
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(getSession()).not.toBeNull();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile photo' })).toBeInTheDocument();
  });

  it('says the missing connection once, in the page, while the device is offline', async () => {
    setOnline(false);
    openWizardWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText(/We could not reach the server to open your details/)).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('says the notice again when Try again fails, so the press is seen to be heard', async () => {
    const user = userEvent.setup({ delay: null });
    setOnline(false);
    let tries = 0;
    openWizardWith(async () => {
      tries += 1;
      throw new TypeError('Failed to fetch');
    });
    const first = await screen.findByRole('alert');
    expect(first).toHaveTextContent(/We could not reach the server to open your details/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(tries).toBe(2);
    expect(screen.getByRole('alert')).toHaveTextContent(/We could not reach the server to open your details/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('tells the failure in a toast too while the device believes it is online', async () => {
    openWizardWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});

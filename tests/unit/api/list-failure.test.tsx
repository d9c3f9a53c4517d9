import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectApiClient } from '@/api/client';
import { useOptions } from '@/api/dropdowns';
import { NETWORK_MESSAGE } from '@/api/errors';
import { lists } from '@/contract/list-addresses';
import { IntakeListsProvider } from '@/features/intake/wizard/intake-lists';
import { useRuleLists } from '@/features/onboarding/step-lists';
import { apiPath } from '../api-path';
import { listFetch } from '../intake/render-wizard';

const told = vi.fn();
const fetchMock = vi.fn<typeof fetch>();
const unanswered = () => Promise.reject(new TypeError('Failed to fetch'));
/** Long enough for SWR's three tries again (1, 2 and 4 s after each failure) and then some. */
const ALL_TRIES_MS = 30_000;

const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function Branches() {
  useOptions(lists.dropdown('branches'));
  return null;
}

function Screen({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

beforeEach(() => {
  told.mockReset();
  connectApiClient({ notify: told, authToken: () => null, sessionRefused: () => {}, isOnline: () => true });
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('a list that does not come', () => {
  it('is tried four times and told once; a screen that asks again later, and fails, tells again', async () => {
    fetchMock.mockImplementation(unanswered);
    const page = render(
      <Screen>
        <Branches />
      </Screen>,
    );
    await later(ALL_TRIES_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(told.mock.calls).toEqual([[NETWORK_MESSAGE]]);

    page.unmount();
    render(
      <Screen>
        <Branches />
      </Screen>,
    );
    await later(ALL_TRIES_MS);
    expect(fetchMock).toHaveBeenCalledTimes(8);
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('is not told where the screen does without it, and is tried as often', async () => {
    fetchMock.mockImplementation(unanswered);
    function HelpLineBranches() {
      useOptions(lists.dropdown('branches'), { told: false });
      return null;
    }
    render(
      <Screen>
        <HelpLineBranches />
      </Screen>,
    );
    await later(ALL_TRIES_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(told).not.toHaveBeenCalled();
  });

  it("tells the server's own words once when it answers with a failure", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Down for maintenance' }), { status: 500, headers: { 'content-type': 'application/json' } })),
    );
    render(
      <Screen>
        <Branches />
      </Screen>,
    );
    await later(ALL_TRIES_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(told.mock.calls).toEqual([['Down for maintenance']]);
  });

  it("of the wizard's eighteen, lost with the connection, is told once for all of them and all their tries", async () => {
    // The first lists come; the connection goes while the rest are on their way.
    let answered = 0;
    fetchMock.mockImplementation((input) => (answered++ < 5 ? listFetch(input) : unanswered()));
    render(
      <Screen>
        <Form onSubmit={() => undefined} render={() => <IntakeListsProvider>{null}</IntakeListsProvider>} />
      </Screen>,
    );
    await later(ALL_TRIES_MS);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(18 * 3);
    expect(told.mock.calls).toEqual([[NETWORK_MESSAGE]]);
  });

  it("of an onboarding step's lists is told once, whatever the number that failed; those that came are drawn", async () => {
    fetchMock.mockImplementation((input) => (apiPath(input).startsWith('/master/countries') ? listFetch(input) : unanswered()));
    function Step() {
      const shown = useRuleLists(['countries', 'states', 'genders', 'races']);
      const countries = shown.countries?.data?.map((option) => option.label).join(', ') ?? 'none';
      return <p>{`Countries: ${countries}; genders ${shown.genders?.error ? 'failed' : 'pending'}`}</p>;
    }
    render(
      <Screen>
        <Step />
      </Screen>,
    );
    await later(ALL_TRIES_MS);
    expect(told.mock.calls).toEqual([[NETWORK_MESSAGE]]);
    expect(screen.getByRole('paragraph').textContent).toBe('Countries: United States, Canada; genders failed');
  });
});

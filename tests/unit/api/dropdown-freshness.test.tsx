import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOptions } from '@/api/dropdowns';
import { lists } from '@/contract/list-addresses';

const MINUTE = 60_000;
const FRAME = 20;
const fetchMock = vi.fn<typeof fetch>();
let copy = 0;

/** Each answer of the branches list is a new copy, named by its number. */
function answerBranches() {
  copy += 1;
  return Promise.resolve(
    new Response(JSON.stringify({ data: [{ id: 1, name: `Copy ${copy}` }] }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

const branchRequests = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/dropdown/branches')).length;

/** A screen with the list: what it shows now, and what it showed on its first render. */
function BranchesScreen() {
  const { data } = useOptions(lists.dropdown('branches'));
  const shown = data ? data.map((option) => option.label).join(', ') : 'loading';
  const [first] = useState(shown);
  return <p data-first={first}>{shown}</p>;
}

/** What the screen opened last showed on its first render. */
const firstShown = () => screen.getAllByRole('paragraph').at(-1)?.dataset.first;

/**
 * The screens open at a time, under one cache that stays for the whole test, as the app's one
 * cache stays for the page's life.
 */
function Screens({ count }: { count: number }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      {Array.from({ length: count }, (_, index) => (
        <BranchesScreen key={index} />
      ))}
    </SWRConfig>
  );
}

let page: ReturnType<typeof render>;

/** Opens `count` screens (0 closes them all) and lets SWR do what it does at once. */
async function screens(count: number) {
  page.rerender(<Screens count={count} />);
  // SWR asks again for a list it shows from the cache at the next animation frame.
  await act(() => vi.advanceTimersByTimeAsync(FRAME));
}

const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  copy = 0;
  fetchMock.mockImplementation(answerBranches);
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] });
  page = render(<Screens count={0} />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('a dropdown list (spec section 9: 5 minutes fresh, kept 10)', () => {
  it('is shown at once from the cache by a screen opened within 5 minutes, and not asked for again', async () => {
    await screens(1);
    await screens(0);
    expect(branchRequests()).toBe(1);
    await later(4 * MINUTE);
    await screens(1);
    expect(firstShown()).toBe('Copy 1');
    expect(branchRequests()).toBe(1);
  });

  it('is shown at once by a screen opened after 5 minutes, and asked for again', async () => {
    await screens(1);
    await screens(0);
    await later(6 * MINUTE);
    await screens(1);
    expect(firstShown()).toBe('Copy 1');
    expect(branchRequests()).toBe(2);
    expect(screen.getByText('Copy 2')).toBeInTheDocument();
  });

  it('is dropped when no screen has shown it for 10 minutes: the next screen waits for a new copy', async () => {
    await screens(1);
    await screens(0);
    await later(10 * MINUTE + 1);
    await screens(1);
    expect(firstShown()).toBe('loading');
    expect(screen.getByText('Copy 2')).toBeInTheDocument();
  });

  it('is kept while a screen shows it, however long, and for 10 minutes after it closes', async () => {
    await screens(1);
    await later(30 * MINUTE);
    await screens(2);
    expect(firstShown()).toBe('Copy 1');
    expect(screen.getAllByText(/^Copy /).map((line) => line.textContent)).toEqual(['Copy 2', 'Copy 2']);
    await screens(0);
    await later(9 * MINUTE);
    await screens(1);
    expect(firstShown()).toBe('Copy 2');
  });
});

import { act } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import type * as DraftModule from '@/features/intake/wizard/intake-draft';
import type { IntakeDraft } from '@/features/intake/wizard/intake-draft';
import { IntakeWizardPage } from '@/features/intake/wizard/intake-wizard-page';
import { outbox } from '@/offline/outbox-instance';
import { hydrate, prerender } from '../components/prerendered-page';
import { apiPath } from '../api-path';
import { listFetch } from './render-wizard';

// The device's draft is read when the test says: the screen between hydration and the draft is
// what is checked. What the wizard writes to the device is recorded.
const device = vi.hoisted(() => ({ done: (_draft: IntakeDraft | null) => {}, writes: [] as IntakeDraft[] }));
vi.mock('@/features/intake/wizard/intake-draft', async (importOriginal) => ({
  ...(await importOriginal<typeof DraftModule>()),
  recallDraft: () =>
    new Promise<IntakeDraft | null>((resolve) => {
      device.done = resolve;
    }),
  rememberDraft: async (_key: string, draft: IntakeDraft) => {
    device.writes.push(draft);
  },
}));

const kept = (patch: Partial<IntakeDraft>): IntakeDraft => ({
  values: { representative: {}, branch_id: 1, program_id: [10] },
  step: 'representative',
  queue: 'intake:kept',
  identity: null,
  savedSteps: [],
  submitted: false,
  ...patch,
});

const page = (
  <ThemeProvider theme={theme}>
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntakeWizardPage />
    </SWRConfig>
  </ThemeProvider>
);

beforeEach(() => {
  device.writes = [];
  vi.stubGlobal('fetch', vi.fn(listFetch));
  window.history.replaceState(null, '', '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0');
});
afterEach(() => vi.unstubAllGlobals());

describe("the wizard's prerendered first state", () => {
  // The first of the file's tests: a wizard of an earlier test would still be asking for its
  // lists (one request a task, to the end) while this one is checked.
  it('asks for its lists once it takes input, not while the draft is read', async () => {
    const listsAskedFor = () => vi.mocked(fetch).mock.calls.filter(([input]) => apiPath(input).startsWith('/dropdown/')).length;
    prerender(page);
    await hydrate(page);
    // Time for the requests to have left, had they been asked for (one a task).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listsAskedFor()).toBe(0);

    await act(async () => device.done(null));
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'Yourself' })).toBeEnabled());
    await vi.waitFor(() => expect(listsAskedFor()).toBeGreaterThan(0));
  });

  it('is adopted as the build drew it, not drawn again, until the draft is read; then the wizard takes input in place', async () => {
    const container = prerender(page);
    const heading = container.querySelector('h1');
    const firstField = container.querySelector('input');
    expect(heading).not.toBeNull();
    expect(firstField).toBeDisabled();

    await hydrate(page);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('input')).toBe(firstField);

    // A fresh application opens where the first state stands: the wizard takes it in place,
    // keeping the elements the build drew, and its fields take input.
    await act(async () => device.done(null));
    await vi.waitFor(() => expect(firstField).toBeEnabled());
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('input')).toBe(firstField);
    expect(device.writes).toEqual([]);
  });

  it("takes a draft kept at the first step in place, with the person's answers, and writes nothing back", async () => {
    const user = userEvent.setup({ delay: null });
    const container = prerender(page);
    const firstField = container.querySelector('input');
    await hydrate(page);

    await act(async () => device.done(kept({ values: { representative: { representative_type: 'relative' }, branch_id: 1, program_id: [10] } })));
    const relatives = await screen.findByRole('radio', { name: 'Relatives' });
    await vi.waitFor(() => expect(relatives).toBeEnabled());
    expect(relatives).toBeChecked();
    expect(container.querySelector('input')).toBe(firstField);
    expect(device.writes).toEqual([]);

    // Keeping begins with the next change.
    await user.click(screen.getByRole('radio', { name: 'Yourself' }));
    await vi.waitFor(() => expect(device.writes.at(-1)?.values).toMatchObject({ representative: { representative_type: 'myself' } }));
    expect(device.writes.at(-1)?.queue).toBe('intake:kept');
  });

  it('draws a draft kept at a later step afresh, at that step', async () => {
    const container = prerender(page);
    await hydrate(page);
    await act(async () => device.done(kept({ step: 'about_you', savedSteps: ['representative'], values: { representative: { representative_type: 'myself' }, branch_id: 1, program_id: [10] } })));
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    await vi.waitFor(() => expect(container.querySelector('input')).toBeEnabled());
    expect(device.writes).toEqual([]);
  });
});

describe("a resumed application's prerendered first state", () => {
  const who = { ssn: '987654320', dob: '1950-01-15' };

  beforeEach(() => {
    window.history.replaceState(who, '', '/client/intake/resume/7');
    // The device holds no queued step of it (this test's page has no IndexedDB).
    vi.spyOn(outbox, 'queueOf').mockResolvedValue(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is its step as a skeleton, adopted as the build drew it, until the draft says which step opens', async () => {
    const container = prerender(page);
    const skeleton = screen.getByRole('progressbar', { name: 'Opening your application' });
    // The build cannot know the step: no step header, no field.
    expect(container.querySelector('h2')).toBeNull();
    expect(container.querySelector('input')).toBeNull();

    await hydrate(page);
    expect(screen.getByRole('progressbar', { name: 'Opening your application' })).toBe(skeleton);

    const values = { representative: { representative_type: 'myself' }, branch_id: 1, program_id: [10], ssn: '987-65-4320', date_of_birth: '1950-01-15' };
    await act(async () => device.done(kept({ step: 'address_details', savedSteps: ['representative', 'about_you'], identity: { id: 7, application_code: 'APP-7' }, values })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Address Details' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Opening your application' })).toBeNull();
    await vi.waitFor(() => expect(container.querySelector('input')).toBeEnabled());
  });
});

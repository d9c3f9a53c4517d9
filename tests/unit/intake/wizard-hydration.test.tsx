import { act } from 'react';
import { screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import type * as DraftModule from '@/features/intake/wizard/intake-draft';
import type { IntakeDraft } from '@/features/intake/wizard/intake-draft';
import { IntakeWizardPage } from '@/features/intake/wizard/intake-wizard-page';
import { hydrate, prerender } from '../components/prerendered-page';
import { listFetch } from './render-wizard';

// The device's draft is read when the test says: the screen between hydration and the draft is what is checked.
const reading = vi.hoisted(() => ({ done: (_draft: IntakeDraft | null) => {} }));
vi.mock('@/features/intake/wizard/intake-draft', async (importOriginal) => ({
  ...(await importOriginal<typeof DraftModule>()),
  recallDraft: () =>
    new Promise<IntakeDraft | null>((resolve) => {
      reading.done = resolve;
    }),
}));

const page = (
  <ThemeProvider theme={theme}>
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntakeWizardPage />
    </SWRConfig>
  </ThemeProvider>
);

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(listFetch));
  window.history.replaceState(null, '', '/client/intake/new?state_id=1&program_ids=10&is_aware_checked=0');
});
afterEach(() => vi.unstubAllGlobals());

describe("the wizard's prerendered first state", () => {
  it('is adopted as the build drew it, not drawn again, until the draft is read; then the wizard takes input', async () => {
    const container = prerender(page);
    const heading = container.querySelector('h1');
    const firstField = container.querySelector('input');
    expect(heading).not.toBeNull();
    expect(firstField).toBeDisabled();

    await hydrate(page);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('input')).toBe(firstField);

    await act(async () => reading.done(null));
    const radio = (await screen.findAllByRole('radio'))[0]!;
    await vi.waitFor(() => expect(radio).toBeEnabled());
    expect(container.querySelector('input')).not.toBe(firstField);
  });
});

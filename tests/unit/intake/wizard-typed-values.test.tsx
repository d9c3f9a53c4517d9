import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import type { IntakeDraft } from '@/features/intake/wizard/intake-draft';
import { IntakeWizard } from '@/features/intake/wizard/intake-wizard';
import { newApplicationValues } from '@/features/intake/wizard/intake-values';
import { listFetch } from './render-wizard';

const wrap = (node: ReactNode) => (
  <ThemeProvider theme={theme}>
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>
  </ThemeProvider>
);

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(listFetch));
});
afterEach(() => vi.unstubAllGlobals());

describe('what a person types in the wizard', () => {
  // The screen draws the wizard again with the draft as it then stood (after the create, the
  // address changes from new to resume): a draft read a moment before the last keystrokes.
  it('stays when the screen draws the wizard again with an older copy of the same draft', async () => {
    const start: IntakeDraft = {
      values: newApplicationValues({ stateId: 1, programIds: [10], isAwareChecked: true }),
      step: 'address_details',
      queue: 'intake:typed-values',
      identity: { id: 7, application_code: 'APP-7' },
      savedSteps: ['representative', 'about_you'],
      submitted: false,
    };
    const { rerender } = render(wrap(<IntakeWizard start={start} resumedBy={null} />));
    const city = await screen.findByRole('textbox', { name: 'City' });
    await userEvent.type(city, 'Baltimore', { delay: null });

    const older = { ...start, values: { ...start.values, first_name: 'Rita' } };
    rerender(wrap(<IntakeWizard start={older} resumedBy={null} />));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Baltimore');
  });
});

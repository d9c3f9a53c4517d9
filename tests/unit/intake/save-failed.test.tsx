import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import type * as SaveStepModule from '@/features/intake/wizard/save-step';
import type { IntakeDraft } from '@/features/intake/wizard/intake-draft';
import { IntakeWizard } from '@/features/intake/wizard/intake-wizard';
import { newApplicationValues } from '@/features/intake/wizard/intake-values';
import { listFetch } from './render-wizard';

// The device's storage refuses the step once (a phone whose storage is full), then takes it.
const device = vi.hoisted(() => ({ refusals: 0 }));
vi.mock('@/features/intake/wizard/save-step', async (importOriginal) => {
  const original = await importOriginal<typeof SaveStepModule>();
  return {
    ...original,
    saveThroughOutbox: (): ReturnType<typeof original.saveThroughOutbox> => {
      if (device.refusals > 0) {
        device.refusals -= 1;
        return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
      }
      return Promise.resolve({ status: 'sent', message: null, data: null, identity: null });
    },
  };
});

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(listFetch));
});
afterEach(() => vi.unstubAllGlobals());

describe('an intake step the device fails to save', () => {
  it('says nothing was saved or sent, keeps what was typed and the button, and goes on once a save works', async () => {
    device.refusals = 1;
    const start: IntakeDraft = {
      values: newApplicationValues({ stateId: 1, programIds: [10], isAwareChecked: true }),
      step: 'contact_details',
      queue: 'intake:save-failed',
      identity: { id: 7, application_code: 'APP-7' },
      savedSteps: ['representative', 'about_you', 'address_details'],
      submitted: false,
    };
    render(
      <ThemeProvider theme={theme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <IntakeWizard start={start} resumedBy={null} />
        </SWRConfig>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { name: /^Contact Details/ })).toBeInTheDocument();
    const email = screen.getAllByRole('textbox', { name: /email/i })[0]!;
    await userEvent.type(email, 'rita@example.org', { delay: null });
    await userEvent.click(screen.getByRole('button', { name: 'Save and proceed' }));

    const alert = await screen.findByText(/This step could not be saved on this device, and nothing was sent/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { name: /^Contact Details/ })).toBeInTheDocument();
    expect(email).toHaveValue('rita@example.org');
    expect(screen.getByRole('button', { name: 'Save and proceed' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Save and proceed' }));
    expect(await screen.findByRole('heading', { name: /^Emergency Contact Details/ })).toBeInTheDocument();
    expect(screen.queryByText(/This step could not be saved on this device/)).toBeNull();
  });
});

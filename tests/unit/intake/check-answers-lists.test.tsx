import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import type { IntakeDraft } from '@/features/intake/wizard/intake-draft';
import { IntakeWizard } from '@/features/intake/wizard/intake-wizard';
import { newApplicationValues } from '@/features/intake/wizard/intake-values';
import { apiPath } from '../api-path';
import { listFetch } from './render-wizard';

afterEach(() => vi.unstubAllGlobals());

/** An application reopened at its summary (a reload), with the answers' lists not yet loaded. */
const AT_SUMMARY: IntakeDraft = {
  values: {
    ...newApplicationValues({ stateId: 1, programIds: [10], isAwareChecked: true }),
    representative: { representative_type: 'myself' },
    first_name: 'Rosa',
    gender_id: '1',
    birth_country_id: '233',
  },
  step: 'referral_details',
  review: 'open',
  queue: 'intake:summary-lists',
  identity: { id: 9, application_code: 'APP-9' },
  savedSteps: ['representative', 'about_you'],
  submitted: false,
};

describe('the summary of an application reopened before its lists have come', () => {
  it('says it is loading instead of naming answers by their ids, then names them', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        await held;
        if (apiPath(input) === '/dropdown/branches') return Response.json({ data: [{ id: 1, name: 'Maryland' }] });
        return listFetch(input);
      }),
    );
    render(
      <ThemeProvider theme={theme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <IntakeWizard start={AT_SUMMARY} resumedBy={null} />
        </SWRConfig>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your answers' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^#\d+$/)).not.toBeInTheDocument();

    release();
    const about = await screen.findByRole('region', { name: 'About you' });
    expect(screen.getByRole('heading', { name: 'Check your answers' })).toBeInTheDocument();
    expect(about).toHaveTextContent('Female');
    expect(about).toHaveTextContent('United States');
    expect(screen.queryByText(/^#\d+$/)).not.toBeInTheDocument();
  });
});

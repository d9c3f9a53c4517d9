import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import type { IntakeStepSlug } from '@/contract/steps';
import type { IntakeDraft } from '@/features/intake/wizard/intake-draft';
import { IntakeWizard } from '@/features/intake/wizard/intake-wizard';
import { newApplicationValues } from '@/features/intake/wizard/intake-values';
import { listFetch } from './render-wizard';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(listFetch));
});
afterEach(() => vi.unstubAllGlobals());

/** The wizard opened at a step, as a draft on the device opens it. */
async function openAt(step: IntakeStepSlug, values: Record<string, unknown> = {}) {
  const start: IntakeDraft = {
    values: { ...newApplicationValues({ stateId: 1, programIds: [10], isAwareChecked: true }), ...values },
    step,
    queue: `intake:autofill-${step}`,
    identity: null,
    savedSteps: [],
    submitted: false,
  };
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}><IntakeWizard start={start} resumedBy={null} /></SWRConfig>
    </ThemeProvider>,
  );
  await screen.findByRole('button', { name: 'Save and proceed' });
}

const purposeOf = (role: 'textbox' | 'combobox', name: RegExp) => screen.getByRole(role, { name }).getAttribute('autocomplete');

// WCAG 1.3.5: the fields that ask for the applicant's own details say what they are, so that the
// browser can fill them; another person's details never say so, or the applicant's own are offered.
describe("the browser's autofill in the intake", () => {
  it("names the applicant's own name and birth date", async () => {
    await openAt('about_you');
    expect(purposeOf('textbox', /^Title/)).toBe('honorific-prefix');
    expect(purposeOf('textbox', /^First Name/)).toBe('given-name');
    expect(purposeOf('textbox', /^Middle Name/)).toBe('additional-name');
    expect(purposeOf('textbox', /^Last Name/)).toBe('family-name');
    expect(purposeOf('textbox', /^Suffix/)).toBe('honorific-suffix');
    expect(purposeOf('textbox', /^Social Security Number/)).toBe('off');
    expect(purposeOf('textbox', /^Birth Date/)).toBe('bday');
  });

  it('names each part of the home and the mailing address, in sections of their own', async () => {
    await openAt('address_details');
    expect(purposeOf('textbox', /^Address Line 1/)).toBe('section-home address-line1');
    expect(purposeOf('textbox', /^City/)).toBe('section-home address-level2');
    expect(purposeOf('combobox', /^State/)).toBe('section-home address-level1');
    expect(purposeOf('textbox', /^ZIP Code/)).toBe('section-home postal-code');
    expect(purposeOf('textbox', /^Mailing Address Line 2/)).toBe('section-mailing address-line2');
    expect(purposeOf('textbox', /^Mailing ZIP Code/)).toBe('section-mailing postal-code');
  });

  it("offers the applicant's own phone and e-mail for their own contact details only", async () => {
    await openAt('representative', { representative: { representative_type: 'myself' } });
    expect(purposeOf('textbox', /^Your Primary Phone/)).toBe('tel-national');
    expect(purposeOf('textbox', /^Your Primary Email/)).toBe('email');
  });

  it.each<[string, IntakeStepSlug, Record<string, unknown>, RegExp]>([
    ["a relative's phone", 'representative', { representative: { representative_type: 'relative' } }, /^Relative Primary Phone/],
    ["the emergency contact's phone", 'emergency_contact', {}, /^Emergency Contact Primary Phone/],
    ["the emergency contact's e-mail", 'emergency_contact', {}, /^Emergency Contact Primary Email/],
    ["the landlord's phone", 'housing_details', {}, /^Landlord Phone/],
  ])("keeps the applicant's own details out of %s", async (_what, step, values, field) => {
    await openAt(step, values);
    expect(purposeOf('textbox', field)).toBe('off');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_CHOICES_MESSAGE } from '@/components/form/select-field';
import { INTAKE_STEP_RULES } from '@/contract/intake-rules';
import { RepresentativeStep } from '@/features/intake/wizard/steps/representative-step';
import { listFetch, renderStep } from './render-wizard';

/** What a select's list says while its options are on their way, in English. */
const LOADING_CHOICES = LOADING_CHOICES_MESSAGE.message;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(listFetch));
});
afterEach(() => vi.unstubAllGlobals());

/** Picks from a single select, the phone's own: once its list has the option. */
async function pick(label: RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await within(select).findByRole('option', { name: option });
  await userEvent.selectOptions(select, option);
}

describe('the representative step', () => {
  it('clears the representative fields when the type changes, and the personal contact when leaving "Yourself"', async () => {
    const { values } = renderStep(<RepresentativeStep />, INTAKE_STEP_RULES.representative, {
      representative: { representative_type: 'myself', preferred_communication: 1 },
      personal_contact: { primary_phone: '(410) 555-0150', primary_email: 'me@example.org' },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Relatives' }));
    await userEvent.type(screen.getByRole('textbox', { name: "Relative's Name" }), 'Ann', { delay: null });
    expect((values().personal_contact as Record<string, unknown> | undefined)?.primary_phone).toBeUndefined();
    expect((values().personal_contact as Record<string, unknown> | undefined)?.primary_email).toBeUndefined();

    await userEvent.click(screen.getByRole('radio', { name: 'Case Manager' }));
    expect((values().representative as Record<string, unknown>).name).toBeUndefined();
    expect((values().representative as Record<string, unknown>).preferred_communication).toBe(1);
  });

  it('keeps the case manager disabled until an agency is chosen, and its contacts until a case manager is', async () => {
    renderStep(<RepresentativeStep />, INTAKE_STEP_RULES.representative, { representative: { representative_type: 'case_manager' } });
    expect(screen.getByRole('combobox', { name: /^Case Manager$/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Case Manager Primary Phone' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Case Manager Agency' })).toBeEnabled());
    await pick(/^Case Manager Agency$/, 'Harbor Community Services');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Case Manager$/ })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Case Manager Primary Phone' })).toBeDisabled();
  });

  it('fills the name from the chosen case manager, clears the contacts, and leaves the name empty for "Other"', async () => {
    const { values } = renderStep(<RepresentativeStep />, INTAKE_STEP_RULES.representative, {
      representative: { representative_type: 'case_manager', agency_id: 1 },
    });
    await pick(/^Case Manager$/, 'Jordan Casey');
    await userEvent.type(screen.getByRole('textbox', { name: 'Case Manager Primary Phone' }), '4105550100', { delay: null });
    expect(values().representative).toMatchObject({ case_manager_id: 11, name: 'Jordan Casey', primary_phone: '(410) 555-0100' });

    await pick(/^Case Manager$/, 'Other');
    expect(values().representative).toMatchObject({ case_manager_id: 12 });
    expect((values().representative as Record<string, unknown>).name).toBeUndefined();
    expect((values().representative as Record<string, unknown>).primary_phone).toBeUndefined();
  });

  it('clears the case manager and its contacts when the agency changes', async () => {
    const { values } = renderStep(<RepresentativeStep />, INTAKE_STEP_RULES.representative, {
      representative: { representative_type: 'case_manager', agency_id: 1, case_manager_id: 11, name: 'Jordan Casey', primary_phone: '(410) 555-0100' },
    });
    await pick(/^Case Manager Agency$/, 'Other');
    expect(values().representative).toMatchObject({ agency_id: 2 });
    const representative = values().representative as Record<string, unknown>;
    expect([representative.case_manager_id, representative.name, representative.primary_phone]).toEqual([undefined, undefined, undefined]);
    expect(await screen.findByRole('textbox', { name: 'Other Agency' })).toBeInTheDocument();
  });

  it("says the case managers are loading while the chosen agency's list is on its way, and shows none once it could not come", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let refuse = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (!String(input).includes('/case-managers')) return listFetch(input);
        await held;
        return refuse ? new Response('{"message":"Not found"}', { status: 404, headers: { 'content-type': 'application/json' } }) : listFetch(input);
      }),
    );
    renderStep(<RepresentativeStep />, INTAKE_STEP_RULES.representative, { representative: { representative_type: 'case_manager', agency_id: 1 } });
    const select = screen.getByRole('combobox', { name: /^Case Manager$/ });
    expect(within(select).getByRole('option', { name: LOADING_CHOICES })).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await within(select).findByRole('option', { name: 'Jordan Casey' })).toBeInTheDocument();
    expect(within(select).queryByRole('option', { name: LOADING_CHOICES })).toBeNull();
    expect(select).not.toHaveAttribute('aria-busy');

    // Another agency whose list is refused: an empty list, not one loading for ever.
    refuse = true;
    await pick(/^Case Manager Agency$/, 'Other');
    const refused = screen.getByRole('combobox', { name: /^Case Manager( \(optional\))?$/ });
    await waitFor(() => expect(within(refused).queryByRole('option', { name: LOADING_CHOICES })).toBeNull());
    expect(refused).not.toHaveAttribute('aria-busy');
    expect(within(refused).queryAllByRole('option').filter((option) => option.textContent !== '')).toEqual([]);
  });
});

import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntakeDraft } from '@/features/intake/wizard/intake-draft';
import { newApplicationValues } from '@/features/intake/wizard/intake-values';
import { useWizardSession } from '@/features/intake/wizard/wizard-session';

const written = vi.hoisted(() => [] as { key: string; value: IntakeDraft }[]);
vi.mock('@/offline/drafts', () => ({
  saveDraft: (key: string, value: IntakeDraft) => {
    written.push({ key, value });
    return Promise.resolve();
  },
  deleteDraft: () => Promise.resolve(),
  loadDraft: () => Promise.resolve(null),
  draftKeys: () => Promise.resolve([]),
}));

const start: IntakeDraft = {
  values: newApplicationValues({ stateId: 1, programIds: [10], isAwareChecked: true }),
  step: 'address_details',
  queue: 'intake:session',
  identity: { id: 9, application_code: 'APP-9' },
  savedSteps: ['representative', 'about_you', 'address_details', 'emergency_contact'],
  submitted: false,
  review: 'changing',
};

beforeEach(() => {
  written.length = 0;
});

describe("the wizard's session on the device", () => {
  // A page closed between two writes (a reload at that moment) must not find the step saved
  // but the wizard still on it: the save and the place it leads to go to the device together.
  it('keeps a saved step and the place it leads to in one write', () => {
    const { result } = renderHook(() => useWizardSession(start));
    const values = { ...start.values, first_name: 'Rosa' };
    act(() => result.current.saved('address_details', values, { step: 'referral_details', review: 'open' }));

    expect(written).toHaveLength(1);
    expect(written[0]!.key).toBe('intake:app:9');
    expect(written[0]!.value).toMatchObject({ step: 'referral_details', review: 'open', values: { first_name: 'Rosa' } });
    expect(result.current.session).toMatchObject({ step: 'referral_details', review: 'open' });
  });

  it('keeps a saved step where it is when it leads nowhere (the last step, sent from the summary)', () => {
    const { result } = renderHook(() => useWizardSession({ ...start, step: 'referral_details', review: 'open' }));
    act(() => result.current.saved('referral_details', start.values, null));

    expect(written).toHaveLength(1);
    expect(written[0]!.value).toMatchObject({ step: 'referral_details', review: 'open' });
    expect(written[0]!.value.savedSteps).toContain('referral_details');
  });
});

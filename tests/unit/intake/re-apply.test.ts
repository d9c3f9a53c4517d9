import { describe, expect, it } from 'vitest';
import { identityFromHistory } from '@/config/paths';
import { reApplyState, reasonsFromHistory } from '@/features/intake/wizard/re-apply';

describe("Re-Apply's navigation state", () => {
  it('carries the SSN, the birth date and the reasons, which the wizard reads back', () => {
    const state = reApplyState({ ssn: '987654322', dob: '1955-07-21' }, ['Please check the ZIP code', 'Add a phone number']);
    expect(identityFromHistory(state)).toEqual({ ssn: '987654322', dob: '1955-07-21' });
    expect(reasonsFromHistory(state)).toEqual(['Please check the ZIP code', 'Add a phone number']);
  });

  it('gives no reasons for an entry without them, and keeps only written ones', () => {
    expect(reasonsFromHistory(null)).toEqual([]);
    expect(reasonsFromHistory({ ssn: '987654322', dob: '1955-07-21' })).toEqual([]);
    expect(reasonsFromHistory({ reasons: 'Please check the ZIP code' })).toEqual([]);
    expect(reasonsFromHistory({ reasons: ['Please check the ZIP code', 7, '  ', null] })).toEqual(['Please check the ZIP code']);
  });
});

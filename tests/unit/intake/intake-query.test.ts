// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { intakeFormRedirect, parseIntakeChoices } from '@/features/intake/intake-query';

describe('the selection query', () => {
  it('reads state_id, comma-separated program_ids and is_aware_checked', () => {
    expect(parseIntakeChoices('?state_id=2&program_ids=10,4&is_aware_checked=0')).toEqual({
      stateId: 2,
      programIds: [10, 4],
      isAwareChecked: false,
    });
    expect(parseIntakeChoices('?state_id=3&is_aware_checked=1')).toEqual({ stateId: 3, programIds: [], isAwareChecked: true });
  });

  it('ignores what is not a positive whole number', () => {
    expect(parseIntakeChoices('?state_id=abc&program_ids=10,,x,-4,10,6')).toEqual({
      stateId: null,
      programIds: [10, 6],
      isAwareChecked: false,
    });
  });
});

describe('the guards of /client/intake/new', () => {
  it('send a person with no state and no programs to /client/intake', () => {
    expect(intakeFormRedirect(parseIntakeChoices(''))).toBe('/client/intake');
  });

  it('send a person with programs but no state to state selection', () => {
    expect(intakeFormRedirect(parseIntakeChoices('?program_ids=10'))).toBe('/client/intake/new/state-selection');
  });

  it('send a person with a state but neither programs nor the not-sure flag to program selection', () => {
    expect(intakeFormRedirect(parseIntakeChoices('?state_id=1'))).toBe(
      '/client/intake/new/program-selection?state_id=1&is_aware_checked=0',
    );
  });

  it('let the form open with a state and programs, or a state and the not-sure flag', () => {
    expect(intakeFormRedirect(parseIntakeChoices('?state_id=1&program_ids=10,6'))).toBeNull();
    expect(intakeFormRedirect(parseIntakeChoices('?state_id=1&is_aware_checked=1'))).toBeNull();
  });
});

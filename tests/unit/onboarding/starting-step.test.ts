// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startingStep } from '@/features/onboarding/starting-step';
import { DETAIL } from './step-harness';

describe('where the wizard opens', () => {
  it('at the step the device kept, else the first step not saved, else (sent back for changes) the first', () => {
    expect(startingStep({ ...DETAIL, saved_steps: ['document_proof'] }, 4)).toBe(4);
    expect(startingStep({ ...DETAIL, saved_steps: [] }, null)).toBe(0);
    expect(startingStep({ ...DETAIL, saved_steps: ['document_proof', 'identifier'] }, null)).toBe(2);
    expect(startingStep({ ...DETAIL, current_process: 'rejected', saved_steps: ['document_proof', 'identifier', 'client_bills'] }, null)).toBe(0);
    expect(startingStep({ ...DETAIL, saved_steps: ['document_proof', 'identifier', 'diagnosis', 'active_benefits', 'client_contacts', 'client_bills'] }, null)).toBe(0);
    expect(startingStep(DETAIL, 9)).toBe(0);
  });
});

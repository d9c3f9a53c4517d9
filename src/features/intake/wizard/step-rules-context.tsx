import { createContext, useContext } from 'react';
import type { FieldRule } from '@/contract/field-rules';

/** The rules of the step on screen, so that its fields find theirs by name. */
export const StepRulesContext = createContext<readonly FieldRule[]>([]);

export function useStepRules(): readonly FieldRule[] {
  return useContext(StepRulesContext);
}

/** Once the application exists (or its create waits in the outbox) the SSN and birth date address it: they are locked. */
export const IdentityLockedContext = createContext(false);

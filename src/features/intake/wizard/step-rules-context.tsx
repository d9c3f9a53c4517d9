import { createContext, type ReactNode } from 'react';
import type { FieldRule } from '@/contract/field-rules';
import { StepRules } from '@/components/form/rule-scope';
import { useIntakeLists } from './intake-lists';

/** The rules of the step on screen with the wizard's lists, so that its RuleFields find theirs by name. */
export function IntakeStepRules({ rules, children }: { rules: readonly FieldRule[]; children: ReactNode }) {
  const lists = useIntakeLists();
  return (
    <StepRules rules={rules} context={lists.ruleContext} options={lists.options}>
      {children}
    </StepRules>
  );
}

/** Once the application exists (or its create waits in the outbox) the SSN and birth date address it: they are locked. */
export const IdentityLockedContext = createContext(false);

import type { ReactNode } from 'react';
import type { FieldRule } from '@/contract/field-rules';
import { StepRules } from '@/components/form/rule-scope';
import { useIntakeLists } from './intake-lists';

/**
 * The rules of the step on screen with the wizard's lists, so that its fields find theirs by
 * name. The intake writes its fields' names in title case ('Address Line 1').
 */
export function IntakeStepRules({ rules, autoComplete, children }: { rules: readonly FieldRule[]; autoComplete?: 'off'; children: ReactNode }) {
  const lists = useIntakeLists();
  return (
    <StepRules rules={rules} context={lists.ruleContext} options={lists.options} labels="title" autoComplete={autoComplete}>
      {children}
    </StepRules>
  );
}

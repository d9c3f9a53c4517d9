import type { ReactNode } from 'react';
import { RepeatableBlock, type RepeatableBlockProps } from './repeatable-block';
import { RuleItem, useRuleScope } from './rule-scope';

export interface RuleListProps extends Omit<RepeatableBlockProps, 'max' | 'children'> {
  /** The list's fields, drawn from its item rules (names relative to the item). */
  children: (prefix: string, index: number) => ReactNode;
}

/** A repeatable list of the step's rules (other identifiers, contacts, bills): its most items and each item's rules come from its ListSpec. */
export function RuleList({ name, children, ...block }: RuleListProps) {
  const spec = useRuleScope().lists.find((candidate) => candidate.name === name);
  return (
    <RepeatableBlock {...block} name={name} max={spec?.max}>
      {(prefix, index) => (
        <RuleItem list={name} prefix={prefix}>
          {children(prefix, index)}
        </RuleItem>
      )}
    </RepeatableBlock>
  );
}

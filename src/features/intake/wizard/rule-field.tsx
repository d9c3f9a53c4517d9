import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import type { FieldRule, Values } from '@/contract/field-rules';
import { DateField } from '@/components/form/date-field';
import { FormTextField } from '@/components/form/form-text-field';
import { PhoneField } from '@/components/form/phone-field';
import { SelectField } from '@/components/form/select-field';
import { SsnField } from '@/components/form/ssn-field';
import { filterNumberText } from '@/lib/digits';
import { useIntakeLists } from './intake-lists';
import { useStepRules } from './step-rules-context';

export interface RuleFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
  multiline?: boolean;
  onValueChange?: (next: unknown, previous: unknown) => void;
  /** Draw the field (disabled, from its first rule) even while no rule applies to it. */
  keepWhenInactive?: boolean;
}

/** The rule that applies to a field now (two rules may share a name under exclusive conditions). */
export function applicableRule(rules: readonly FieldRule[], name: string, values: Values, context: Parameters<NonNullable<FieldRule['when']>>[1]): FieldRule | undefined {
  return rules.find((rule) => rule.name === name && (!rule.when || rule.when(values, context)));
}

/**
 * A field of the current step, drawn from its shared rule (src/contract/intake-rules.ts):
 * the right input for its kind, its maximum length, '(optional)' unless the rule requires it
 * now, and nothing at all while the rule does not apply (an 'Other' text, a state abroad).
 */
export function RuleField({ name, label, hint, disabled, multiline, onValueChange, keepWhenInactive = false }: RuleFieldProps) {
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const lists = useIntakeLists();
  const rules = useStepRules();
  const active = applicableRule(rules, name, values, lists.ruleContext);
  const rule = active ?? (keepWhenInactive ? rules.find((candidate) => candidate.name === name) : undefined);
  if (!rule) return null;
  const required = active !== undefined && (typeof rule.required === 'function' ? rule.required(values, lists.ruleContext) : rule.required === true);
  const common = { name, label, required, hint, disabled };

  switch (rule.kind) {
    case 'phone':
      return <PhoneField {...common} />;
    case 'ssn':
      return <SsnField name={name} label={label} required={required} disabled={disabled} hint={hint} />;
    case 'date':
      return <DateField {...common} disableFuture={rule.notFuture} />;
    case 'option':
    case 'options':
      return (
        <SelectField
          {...common}
          multiple={rule.kind === 'options'}
          options={rule.list ? lists.options(rule.list) : []}
          onValueChange={onValueChange}
        />
      );
    case 'amount':
      return <FormTextField {...common} inputMode="decimal" maxLength={12} />;
    case 'integer':
      return <FormTextField {...common} inputMode="numeric" maxLength={9} />;
    case 'numberText':
      return <FormTextField {...common} maxLength={rule.maxLength} parse={(value) => filterNumberText(value) || undefined} />;
    case 'email':
      return <FormTextField {...common} type="email" autoComplete="email" maxLength={rule.maxLength} />;
    case 'zip':
      return <FormTextField {...common} inputMode="numeric" autoComplete="postal-code" maxLength={10} />;
    default:
      return <FormTextField {...common} maxLength={rule.maxLength} multiline={multiline} minRows={multiline ? 3 : undefined} />;
  }
}

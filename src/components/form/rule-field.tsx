import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '@/components/lazy-page';
import { maxLengthOf } from '@/contract/field-check';
import type { FieldRule } from '@/contract/field-rules';
import { filterNumberText, onlyDigits } from '@/lib/digits';
import { amountText } from '@/lib/money';
import { useT } from '@/i18n/i18n';
import { useField } from 'react-final-form';
import { DateField } from './date-field';
import type * as FilePickerModule from './file-picker-field';
import type { FilePickerFieldProps } from './file-picker-field';
import type { StoredFile } from './file-preview';
import { FormTextField } from './form-text-field';
import { NativeSelectBox, NativeSelectField } from './native-select-field';
import { fieldLabel } from './field-state';
import { formMessages } from './messages';
import { PhoneField } from './phone-field';
import { RadioField } from './radio-field';
import { useFieldRule, useRuleScope, useScopeValues } from './rule-scope';
import type * as SelectFieldModule from './select-field';
import type { SelectFieldProps } from './select-field';
import { SsnField } from './ssn-field';

export interface RuleFieldProps {
  /** The rule's name, relative to the scope (an item's fields: 'amount', not 'client_bills.0.amount'). */
  name: string;
  /** The words on the screen where they differ from the rule's label in sentence case. */
  label?: string;
  /** Shown under the field; a function of the rule where it names the rule's limits. */
  hint?: ReactNode | ((rule: FieldRule) => ReactNode);
  disabled?: boolean;
  multiline?: boolean;
  minRows?: number;
  /** A visible '{n}/{max}' under a long text. */
  showCount?: boolean;
  /** A web address: the keyboard offers '/' and '.com'. */
  type?: 'url';
  /**
   * What the field asks for, for the browser's autofill, where it is the person's own detail
   * (WCAG 1.3.5: 'given-name', 'section-home address-line1'). A scope of other people's details
   * ('off') keeps it off; without either, a phone, an e-mail or a ZIP code says its kind.
   */
  autoComplete?: string;
  onValueChange?: (next: unknown, previous: unknown) => void;
  /** Draw the field (from its first rule, never required) even while no rule applies to it. */
  keepWhenInactive?: boolean;
  /** Draw the field as a locked copy of another field of the scope, required as that one is. */
  copyOf?: string;
  /** A file's button: its words before a file is chosen (or held by the server), and after. */
  fileButton?: { choose: string; replace: string };
}

const YES_NO = [
  { label: formMessages.yes, value: '1' },
  { label: formMessages.no, value: '0' },
] as const;

const digitsOrNothing = (value: string) => onlyDigits(value) || undefined;
const numberTextOrNothing = (value: string) => filterNumberText(value) || undefined;

interface RuleFileProps {
  name: string;
  label: string;
  required: boolean;
  hint?: ReactNode;
  rule: FieldRule;
  progress: number | null;
  button?: { choose: string; replace: string };
}

/**
 * The file picker (its preview, progress bar and the checks and shrinking of pictures) comes
 * only with a form that asks for a file: onboarding's, which loads it with its code
 * (`preloadFilePicker`), never the intake's, which asks for none.
 */
const FilePickerField = lazyPage<typeof FilePickerModule, FilePickerFieldProps>(() => import('./file-picker-field'), 'FilePickerField');

/** Loads the file picker, so that a step with a file draws it at once. */
export function preloadFilePicker(): Promise<unknown> {
  return FilePickerField.preload();
}

const sameStoredFile = (a: StoredFile | null, b: StoredFile | null) => a === b || (a !== null && b !== null && a.name === b.name && a.link === b.link && a.mime === b.mime);

/** A file drawn from its rule: the kinds and size its upload allows, the file the server holds, the progress of its sending. */
function RuleFile({ name, label, required, hint, rule, progress, button }: RuleFileProps) {
  const scope = useRuleScope();
  const chosen = useField<File | null | undefined>(name, { subscription: { value: true } }).input.value;
  // The file the server holds for this field, as the scope's values name it (a saved bill's copy).
  const stored = useScopeValues((values) => scope.storedFile?.(rule.name, scope.valuesIn(values)) ?? null, sameStoredFile);
  // Preloaded by the forms that ask for a file; should it still be on its way, the field comes with it.
  return (
    <Suspense fallback={null}>
      <FilePickerField
        name={name}
        label={label}
        kind={rule.upload ?? 'bill'}
        ruleLabel={rule.label}
        required={required}
        buttonLabel={(chosen || stored ? button?.replace : button?.choose) ?? label}
        stored={stored}
        progress={chosen ? progress : null}
        hint={typeof hint === 'string' ? hint : undefined}
      />
    </Suspense>
  );
}

const SelectField = lazyPage<typeof SelectFieldModule, SelectFieldProps>(() => import('./select-field'), 'SelectField');

/** Loads the multiple select, so that a later step that draws one needs no download then. */
export function preloadMultipleSelect(): Promise<unknown> {
  return SelectField.preload();
}

/**
 * A multiple select (races, with the spec's '{n} items are selected'): MUI's Select, Menu,
 * Popover and Modal come with the first screen that draws one, not with every form. Until they
 * are in, the field's place holds a disabled select of its label and height, saying its list
 * is loading.
 */
function MultipleSelect(props: Omit<SelectFieldProps, 'multiple'>) {
  const waiting = (
    <NativeSelectBox
      id={`field-${props.name}`}
      name={props.name}
      label={fieldLabel(props.label, props.required ?? false)}
      value=""
      onChange={() => undefined}
      options={undefined}
      required={props.required}
      disabled
      helperText={props.hint}
    />
  );
  return (
    <Suspense fallback={waiting}>
      <SelectField {...props} multiple />
    </Suspense>
  );
}

/**
 * A field drawn from its shared rule (src/contract): the input for its kind, its maximum length,
 * '(optional)' unless the rule requires it now, and nothing at all while the rule does not
 * apply (an 'Other' text, a state abroad, a frequency of a bill that does not repeat). A flag
 * is asked as a Yes/No question.
 */
export function RuleField(props: RuleFieldProps) {
  const { name, label, hint, disabled, multiline, minRows, showCount, type, onValueChange, keepWhenInactive = false, copyOf, fileButton } = props;
  const scope = useRuleScope();
  const t = useT();
  const drawn = useFieldRule(name, { keepWhenInactive, copyOf });
  if (!drawn) return null;
  const { rule, required } = drawn;
  const common = { name: drawn.name, label: label ?? drawn.label, required, hint: typeof hint === 'function' ? hint(rule) : hint, disabled: disabled || copyOf !== undefined };
  const maxLength = maxLengthOf(rule);
  const autoComplete = scope.autoComplete ?? props.autoComplete;

  switch (rule.kind) {
    case 'phone':
      return <PhoneField {...common} autoComplete={autoComplete} />;
    case 'ssn':
      return <SsnField {...common} />;
    case 'date': {
      const start = drawn.notBefore;
      return <DateField {...common} disableFuture={rule.notFuture} minDate={typeof start === 'string' && start ? start : undefined} autoComplete={autoComplete} />;
    }
    case 'option':
      return <NativeSelectField {...common} options={rule.list ? scope.options(rule.list) : []} onValueChange={onValueChange} autoComplete={autoComplete} />;
    case 'options':
      return <MultipleSelect {...common} options={rule.list ? scope.options(rule.list) : []} onValueChange={onValueChange} />;
    case 'flag':
      return <RadioField name={common.name} label={common.label} required={required} options={YES_NO.map((option) => ({ value: option.value, label: t(option.label) }))} onValueChange={onValueChange} />;
    // An amount or a count keeps less than was typed ('$1,250 ' is 1250): a limit on the input
    // would cut a paste before that, cents or digits lost. The rule refuses one too long in words.
    case 'amount':
      return <FormTextField {...common} inputMode="decimal" filter={amountText} autoComplete={autoComplete} />;
    case 'integer':
      return <FormTextField {...common} inputMode="numeric" filter={digitsOrNothing} autoComplete={autoComplete} />;
    case 'numberText':
      return <FormTextField {...common} inputMode="numeric" maxLength={maxLength} filter={numberTextOrNothing} autoComplete={autoComplete} />;
    case 'email':
      return <FormTextField {...common} type="email" autoComplete={autoComplete ?? 'email'} maxLength={maxLength} />;
    case 'zip':
      return <FormTextField {...common} inputMode="numeric" autoComplete={autoComplete ?? 'postal-code'} maxLength={maxLength} />;
    case 'file':
      return <RuleFile {...common} rule={rule} progress={scope.uploadProgress ?? null} button={fileButton} />;
    default:
      return (
        <FormTextField
          {...common}
          type={type}
          maxLength={maxLength}
          multiline={multiline}
          minRows={multiline ? (minRows ?? 3) : undefined}
          showCount={showCount}
          autoComplete={autoComplete}
        />
      );
  }
}

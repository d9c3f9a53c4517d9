import type { ComponentType } from 'react';
import type { FieldErrors, FieldRule, Values } from '@/contract/field-rules';
import type { StepRuleSet } from '@/contract/list-rules';
import type { StepInfo } from '@/contract/steps';
import type { Message, Translator } from '@/contract/translate';
import type { AddressWords } from '@/components/form/address-fields';
import type { RepeatableWords } from '@/components/form/repeatable-block';

/** What a hint may depend on: the field's rule (its limits) and whether its list could not come. */
export interface HintContext {
  rule: FieldRule;
  t: Translator;
  listFailed: boolean;
}

/** How a field looks on its screen, where its rule alone does not say. */
export interface FieldLook {
  /** The screen's words where they are not the rule's label (written in the form's style). */
  label?: Message;
  /** A line under the field. */
  hint?: Message | ((context: HintContext) => string);
  multiline?: boolean;
  minRows?: number;
  /** A visible '{n}/{max}' under a long text. */
  showCount?: boolean;
  /** A web address: the keyboard offers '/' and '.com'. */
  type?: 'url';
  /** A whole row where fields sit two to a row. */
  wide?: boolean;
  /** Asked on another screen (the intake's state and programs): not drawn here. */
  hidden?: boolean;
  /** The field names the record: once the record exists it is drawn locked, with this hint. */
  lockedHint?: Message;
  /** A group of fields drawn together: an address, with its words. */
  address?: AddressWords;
  /** A file: the button's words before and after a file is chosen or held. */
  file?: { choose: Message; replace: Message };
  /** What the field asks for, for the browser's autofill, where it is the person's own detail ('given-name'). */
  autoComplete?: string;
}

/** How a repeatable list looks: its blocks' sentences, an optional heading and intro. */
export interface ListLook {
  words: RepeatableWords;
  /** A heading over the list (its own section). */
  heading?: Message;
  /** A line under the heading; `{max}` is the list's most items. */
  intro?: Message;
  headingLevel?: 'h3' | 'h4';
  fields?: Readonly<Record<string, FieldLook>>;
}

/**
 * One step of a wizard, as data: its slug, title and whether it is optional (src/contract/
 * steps.ts), its rules (src/contract), and only where needed how it looks, a screen of its own,
 * and the mappings where the server's record or body is not the rules' shape. The frame draws
 * the fields from the rules (StepFields), takes the values, defaults and summary from them, and
 * picks the body from them (src/contract's pick). `Stored` is what the rules depend on (the
 * uploads the server already holds).
 */
export interface WizardStep<Slug extends string = string, Stored = void> extends StepInfo<Slug> {
  rules(stored: Stored): StepRuleSet;
  /** A paragraph above the fields. */
  intro?: Message;
  /** Fields two to a row from the sm breakpoint, rather than one above the other. */
  columns?: boolean;
  /** 'off' where the step asks for another person's details (an emergency contact): autofill would offer the person's own. */
  autoComplete?: 'off';
  fields?: Readonly<Record<string, FieldLook>>;
  lists?: Readonly<Record<string, ListLook>>;
  /** The screen itself, where its fields need behaviour of their own; drawn inside the step's rules. */
  view?: ComponentType;
  /** The stored record in the rules' names, where the server's names differ. */
  fromStored?(record: Values): Values;
  /** The form's values from the rules' values, where the form holds them otherwise (a checklist keyed by id). */
  toForm?(values: Values): Values;
  /** The rules' values from the form's: the way back of `toForm`. */
  fromForm?(values: Values): Values;
  /** The body as sent, where it is not the rules' pick. */
  toBody?(picked: Values, values: Values): Values;
  /** The server's errors on the form's fields, where the form keys them otherwise. */
  toFormErrors?(errors: FieldErrors, values: Values): FieldErrors;
}

/** A wizard's step by its slug (a wizard lists its steps in order). */
export function stepOf<Step extends WizardStep<string, never>>(steps: readonly Step[], slug: Step['slug']): Step {
  const step = steps.find((candidate) => candidate.slug === slug);
  if (!step) throw new Error(`No step ${slug}`);
  return step;
}

import { createContext, useCallback, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useForm } from 'react-final-form';
import { applicableRule, getPath, isRequired, type FieldRule, type RuleContext, type Values } from '@/contract/field-rules';
import type { ListSpec } from '@/contract/list-rules';
import type { OptionList } from '@/contract/option-lists';
import { useT } from '@/i18n/i18n';
import type { StoredFile } from './file-preview';
import { styledLabel, type LabelStyle } from './label-style';
import type { SelectOption } from './select-field';

/**
 * The rules the fields on screen are drawn from (src/contract): a wizard step's, or one item's
 * of a repeatable list, with the values they are judged on and the lists they choose from.
 */
export interface RuleScope {
  rules: readonly FieldRule[];
  /** The step's repeatable lists, found by name by RuleItem. */
  lists: readonly ListSpec[];
  /** Where the rules' names sit in the form: '' for a step, 'client_bills.0' for an item. */
  prefix: string;
  /** The values the rules read, from the form's: the form's own, or the item's. */
  valuesIn(form: Values): Values;
  context: RuleContext;
  /** A list's options for a select: undefined while on their way, none when they could not come. */
  options(list: OptionList): readonly SelectOption[] | undefined;
  /** An item that may be left blank (a contact, another identifier) asks for nothing until it is started. */
  blank: boolean;
  /** 'off' where the fields hold other people's details or reference numbers, which autofill would get wrong. */
  autoComplete?: 'off';
  /** How the form writes its fields' names (the rules' labels). */
  labels: LabelStyle;
  /** The file the server holds for a file field of this scope (a bill's copy), if any. */
  storedFile?: (name: string, values: Values) => StoredFile | null;
  /** 0 to 1 while the form's files are being sent; null otherwise. */
  uploadProgress?: number | null;
}

const Scope = createContext<RuleScope | null>(null);

export function useRuleScope(): RuleScope {
  const scope = useContext(Scope);
  if (!scope) throw new Error('A field drawn from rules needs StepRules around it');
  return scope;
}

export interface StepRulesProps {
  rules: readonly FieldRule[];
  lists?: readonly ListSpec[];
  context: RuleContext;
  options: RuleScope['options'];
  autoComplete?: 'off';
  /** How the form writes its fields' names: as sentences unless said. */
  labels?: LabelStyle;
  storedFile?: RuleScope['storedFile'];
  uploadProgress?: number | null;
  children: ReactNode;
}

const whole = (values: Values) => values;

/**
 * A step's rules for the fields inside it (inside a react-final-form form). The scope holds no
 * values: each field reads what its rule decides from them (useScopeValues), so a keystroke
 * draws again only the fields whose rule it changes, not the whole step.
 */
export function StepRules({ rules, lists = [], context, options, autoComplete, labels = 'sentence', storedFile, uploadProgress = null, children }: StepRulesProps) {
  const scope = useMemo<RuleScope>(
    () => ({ rules, lists, prefix: '', valuesIn: whole, context, options, blank: false, autoComplete, labels, storedFile, uploadProgress }),
    [rules, lists, context, options, autoComplete, labels, storedFile, uploadProgress],
  );
  return <Scope.Provider value={scope}>{children}</Scope.Provider>;
}

const asItem = (raw: unknown): Values => (raw && typeof raw === 'object' ? (raw as Values) : {});

/**
 * Two readings of an item's rules alike: the same rules as data. A list builds them at each
 * call, its conditions new functions each time; a condition reads only the values and context
 * it is given, so two in the same place of rules otherwise alike decide alike.
 */
function alike(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const [one, other] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(one);
  return keys.length === Object.keys(other).length && keys.every((key) => key in other && alike(one[key], other[key]));
}

/** One item of a repeatable list (`list` names its ListSpec; `prefix` is e.g. 'client_bills.0'): its fields use the item's rules. */
export function RuleItem({ list, prefix, children }: { list: string; prefix: string; children: ReactNode }) {
  const parent = useRuleScope();
  const spec = parent.lists.find((candidate) => candidate.name === list);
  if (!spec) throw new Error(`No rules for the list ${list}`);
  const valuesIn = useCallback((values: Values) => asItem(getPath(values, prefix)), [prefix]);
  // What the item's fields share depends on what it holds (a bill whose file the server has
  // asks for none; a contact left blank asks for nothing): read as its rules and whether it
  // is blank, which a key typed into one of its fields leaves alone, so no other field draws.
  const rules = useScopeValues((values) => spec.itemRules(valuesIn(values)), alike);
  const blank = useScopeValues((values) => spec.isBlank?.(valuesIn(values)) ?? false, Object.is);
  const scope = useMemo<RuleScope>(() => ({ ...parent, rules, prefix, valuesIn, blank }), [parent, rules, prefix, valuesIn, blank]);
  return <Scope.Provider value={scope}>{children}</Scope.Provider>;
}

/**
 * What a field reads from its scope's values, read again at each change of the form's values
 * (FormApi.subscribe): the field draws again only when what it reads changes (`same` says when
 * two readings are alike). Each reading is kept until it differs, as useSyncExternalStore asks.
 */
export function useScopeValues<T>(read: (values: Values) => T, same: (a: T, b: T) => boolean): T {
  const form = useForm<Values>();
  const latest = useRef<Values | null>(null);
  const kept = useRef<{ reading: T } | null>(null);
  const subscribe = useCallback(
    (changed: () => void) =>
      form.subscribe(({ values }) => {
        latest.current = values;
        changed();
      }, { values: true }),
    [form],
  );
  const snapshot = () => {
    const reading = read(latest.current ?? form.getState().values);
    if (kept.current && same(kept.current.reading, reading)) return kept.current.reading;
    kept.current = { reading };
    return reading;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export interface DrawnRule {
  rule: FieldRule;
  /** The field's name in the form. */
  name: string;
  /** The rule applies now (an 'Other' text once 'Other' is chosen). */
  active: boolean;
  /** Required now: '(optional)' follows the label otherwise. */
  required: boolean;
  /** The rule's label as the field's label, in the form's style. */
  label: string;
  /** A date's earliest day: the value of the field it may not precede (an end date's start). */
  notBefore: unknown;
}

export interface FieldRuleOptions {
  /** Give the first rule of the name even while none applies (a field drawn disabled, never required). */
  keepWhenInactive?: boolean;
  /** A locked copy of another field of the scope (a mailing address 'same as physical'): required as that one is. */
  copyOf?: string;
}

/** What the values decide about a field: the rule it is drawn from, whether that applies and is required. */
interface Judgement {
  rule: FieldRule | undefined;
  active: boolean;
  required: boolean;
  notBefore: unknown;
}

const sameJudgement = (a: Judgement, b: Judgement) =>
  a.rule === b.rule && a.active === b.active && a.required === b.required && Object.is(a.notBefore, b.notBefore);

/** The rule a field of the scope is drawn from, or null while none applies. */
export function useFieldRule(name: string, { keepWhenInactive = false, copyOf }: FieldRuleOptions = {}): DrawnRule | null {
  const scope = useRuleScope();
  const t = useT();
  const judged = useScopeValues<Judgement>((formValues) => {
    const values = scope.valuesIn(formValues);
    const active = applicableRule(scope.rules, name, values, scope.context);
    const rule = active ?? (keepWhenInactive || copyOf ? scope.rules.find((candidate) => candidate.name === name) : undefined);
    const asked = copyOf === undefined ? active : applicableRule(scope.rules, copyOf, values, scope.context);
    return {
      rule,
      active: active !== undefined,
      required: rule !== undefined && asked !== undefined && !scope.blank && isRequired(asked, values, scope.context),
      notBefore: rule?.notBefore ? getPath(values, rule.notBefore.field) : undefined,
    };
  }, sameJudgement);
  const { rule } = judged;
  if (!rule) return null;
  return {
    rule,
    name: scope.prefix ? `${scope.prefix}.${name}` : name,
    active: judged.active,
    required: judged.required,
    label: styledLabel(t(rule.label), scope.labels, t.locale),
    notBefore: judged.notBefore,
  };
}

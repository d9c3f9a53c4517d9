import { getPath, isEmptyValue, sentenceCase, toFlag, toId, type FieldRule, type RuleContext, type Values } from './field-rules';
import { INTAKE_STEP_RULES, intakeStepsFor } from './intake-rules';
import { listEntries } from './list-rules';
import { onboardingStepRules, type StoredUploads } from './onboarding-rules';
import { PREFERRED_COMMUNICATION } from './option-lists';
import { REPRESENTATIVE_TYPE_LABELS } from './process';
import { INTAKE_STEPS, ONBOARDING_STEPS, type IntakeStepSlug, type OnboardingStepSlug } from './steps';

/**
 * An application's answers in plain words, as the person checks them before sending (issue 19,
 * WCAG 3.3.4) and as the receipt repeats them: labels in sentence case, lists by their labels,
 * dates written out, money in dollars, the SSN masked to its last four digits. Shared by the
 * app (check your answers) and the server (the receipt), so both say the same thing.
 */
export interface AnswerLine {
  /** The field's dotted name (the step view's field, for a link or a test). */
  name: string;
  label: string;
  text: string;
}

export interface AnswerSection<Slug extends string = IntakeStepSlug> {
  slug: Slug;
  title: string;
  optional: boolean;
  /** Empty when nothing was given: the section reads "Not provided". */
  lines: AnswerLine[];
}

export const NOT_PROVIDED = 'Not provided';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM-DD' -> 'January 5, 1950'; anything else as it is. */
export function longDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : iso;
}

/** The SSN as the summary and the receipt show it: ***-**-1234. */
export function maskSsn(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '***-**-****';
}

function phone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : value;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function money(value: unknown): string {
  const amount = Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) ? dollars.format(amount) : String(value);
}

/** The words of a choice: whose label the person saw on the screen. */
function choiceWords(rule: FieldRule, value: string): string | null {
  if (rule.name.endsWith('representative_type')) return REPRESENTATIVE_TYPE_LABELS[value as keyof typeof REPRESENTATIVE_TYPE_LABELS] ?? value;
  if (rule.name.endsWith('preferred_communication')) return PREFERRED_COMMUNICATION[Number(value) as keyof typeof PREFERRED_COMMUNICATION] ?? value;
  // A choice with a single allowed value ('is_international' of a home address) is no answer.
  return rule.choices && rule.choices.length > 1 ? value : null;
}

function optionWords(rule: FieldRule, value: unknown, context: RuleContext): string | null {
  const ids = (Array.isArray(value) ? value : [value]).map(toId).filter((id): id is number => id !== null);
  if (ids.length === 0) return null;
  return ids.map((id) => (rule.list ? (context.option?.(rule.list, id)?.name ?? `#${id}`) : String(id))).join(', ');
}

/** One answer in words, or null when there is nothing to show. */
export function answerText(rule: FieldRule, value: unknown, context: RuleContext): string | null {
  if (isEmptyValue(value)) return null;
  const text = String(value).trim();
  switch (rule.kind) {
    case 'ssn':
      return maskSsn(text);
    case 'date':
      return longDate(text);
    case 'phone':
      return phone(text);
    case 'amount':
      return money(value);
    case 'option':
    case 'options':
      return optionWords(rule, value, context);
    case 'flag':
      // A box left unticked is not an answer worth a line ("Same as physical address: No").
      return toFlag(value) === 1 ? 'Yes' : null;
    case 'choice':
      return choiceWords(rule, text);
    case 'file':
      return 'Attached';
    default:
      return text;
  }
}

/** A ticked box read as a sentence rather than 'Mailing same as physical address: Yes'. */
const SAME_AS_PHYSICAL = /(^|\.)mailing_address\.is_same_as_primary_address$/;

/**
 * The lines of the fields that apply now and hold an answer, in the rules' order. `within`
 * names an item of a list ('Bill 2'): its lines read 'Bill 2, amount'.
 */
export function answerLines(rules: readonly FieldRule[], values: Values, context: RuleContext, within?: { name: string; label: string }): AnswerLine[] {
  const lines: AnswerLine[] = [];
  for (const rule of rules) {
    if (rule.when && !rule.when(values, context)) continue;
    const text = answerText(rule, getPath(values, rule.name), context);
    if (text === null) continue;
    const [label, words] = SAME_AS_PHYSICAL.test(rule.name) ? ['mailing address', 'Same as the physical address'] : [rule.label, text];
    lines.push({
      name: within ? `${within.name}.${rule.name}` : rule.name,
      label: within ? `${within.label}, ${label}` : sentenceCase(label),
      text: words,
    });
  }
  return lines;
}

/** Every step of an intake application, in order, with its answers in plain words. */
export function intakeAnswers(values: Values, context: RuleContext): AnswerSection[] {
  const type = getPath(values, 'representative.representative_type');
  return intakeStepsFor(type).map((slug) => {
    const step = INTAKE_STEPS.find((candidate) => candidate.slug === slug)!;
    return { slug, title: step.title, optional: step.optional, lines: answerLines(INTAKE_STEP_RULES[slug], values, context) };
  });
}

/**
 * Every onboarding step with its answers in plain words: `payloads` holds each step's body as
 * it is (or would be) sent, `stored` what the server already has (a photo, bills' files).
 */
export function onboardingAnswers(
  payloads: Partial<Record<OnboardingStepSlug, Values>>,
  context: RuleContext,
  stored: StoredUploads,
): AnswerSection<OnboardingStepSlug>[] {
  return ONBOARDING_STEPS.map((step) => {
    const payload = payloads[step.slug] ?? {};
    const { fields, lists } = onboardingStepRules(step.slug, stored);
    const lines = answerLines(fields, payload, context);
    if (step.slug === 'document_proof' && lines.length === 0 && stored.hasPhoto) lines.push({ name: 'image', label: 'Photo', text: 'Attached' });
    for (const list of lists) {
      const items = (listEntries(getPath(payload, list.name)) ?? []).filter(([, item]) => !(list.isBlank?.(item) ?? false));
      items.forEach(([, item], index) => {
        const within = { name: `${list.name}.${index}`, label: `${sentenceCase(list.label)} ${index + 1}` };
        const itemLines = answerLines(list.itemRules(item), item, context, within);
        // A bill whose file the server already has: its file is attached, though not sent again.
        if (list.name === 'client_bills' && stored.billsWithFiles.includes(toId(item.id) ?? 0) && !itemLines.some((line) => line.name.endsWith('files.0'))) {
          itemLines.push({ name: `${within.name}.files.0`, label: `${within.label}, bill file`, text: 'Attached' });
        }
        lines.push(...itemLines);
      });
    }
    return { slug: step.slug, title: step.title, optional: step.skippable, lines };
  });
}

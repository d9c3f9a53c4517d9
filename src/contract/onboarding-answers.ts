import { ANSWER_WORDS, answerLines, lineLabel, listItemWords, type AnswerLine, type AnswerSection, type Within } from './answer-words';
import { getPath, toId, type FieldRule, type RuleContext, type Values } from './field-rules';
import { listEntries } from './list-rules';
import { onboardingStepRules, type StoredUploads } from './onboarding-rules';
import { ONBOARDING_STEPS, type OnboardingStepSlug } from './steps';
import type { Translator } from './translate';

// Apart from the intake's (intake-answers.ts): each wizard loads only its own rules.
/** The line of a file the server already holds, though not sent again ('Photo: Attached'). */
function attachedLine(rules: readonly FieldRule[], name: string, t: Translator, within?: Within): AnswerLine[] {
  const rule = rules.find((candidate) => candidate.name === name);
  return rule ? [{ name: within ? `${within.name}.${name}` : name, label: lineLabel(rule.label, t, within), text: t(ANSWER_WORDS.attached) }] : [];
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
  const { t } = context;
  return ONBOARDING_STEPS.map((step) => {
    const payload = payloads[step.slug] ?? {};
    const { fields, lists } = onboardingStepRules(step.slug, stored);
    const lines = answerLines(fields, payload, context);
    if (step.slug === 'document_proof' && lines.length === 0 && stored.hasPhoto) lines.push(...attachedLine(fields, 'image', t));
    for (const list of lists) {
      const items = (listEntries(getPath(payload, list.name)) ?? []).filter(([, item]) => !(list.isBlank?.(item) ?? false));
      items.forEach(([, item], index) => {
        const within = { name: `${list.name}.${index}`, label: t(listItemWords(list.name), { number: index + 1 }) };
        const itemRules = list.itemRules(item);
        const itemLines = answerLines(itemRules, item, context, within);
        if (list.name === 'client_bills' && stored.billsWithFiles.includes(toId(item.id) ?? 0) && !itemLines.some((line) => line.name.endsWith('files.0'))) {
          itemLines.push(...attachedLine(itemRules, 'files.0', t, within));
        }
        lines.push(...itemLines);
      });
    }
    return { slug: step.slug, title: t(step.title), optional: step.optional, lines };
  });
}

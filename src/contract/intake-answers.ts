import { answerLines, type AnswerSection } from './answer-words';
import { getPath, type RuleContext, type Values } from './field-rules';
import { INTAKE_STEP_RULES, intakeStepsFor } from './intake-rules';
import { INTAKE_STEPS } from './steps';

// Apart from the onboarding's (onboarding-answers.ts): each wizard loads only its own rules.
/** Every step of an intake application, in order, with its answers in plain words. */
export function intakeAnswers(values: Values, context: RuleContext): AnswerSection[] {
  const { t } = context;
  const type = getPath(values, 'representative.representative_type');
  return intakeStepsFor(type).map((slug) => {
    const step = INTAKE_STEPS.find((candidate) => candidate.slug === slug)!;
    return { slug, title: t(step.title), optional: step.optional, lines: answerLines(INTAKE_STEP_RULES[slug], values, context) };
  });
}

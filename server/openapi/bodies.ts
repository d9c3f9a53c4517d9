import { CAPTCHA_FIELD, type CaptchaAction } from '../../src/contract/captcha';
import { ENQUIRY_RULES } from '../../src/contract/enquiry-rules';
import type { FieldRule } from '../../src/contract/field-rules';
import { INTAKE_CREATE_RULES, INTAKE_STEP_RULES } from '../../src/contract/intake-rules';
import { onboardingStepRules, type StoredUploads } from '../../src/contract/onboarding-rules';
import { INTAKE_STEPS, ONBOARDING_STEPS, type IntakeStepSlug, type OnboardingStepSlug } from '../../src/contract/steps';
import { alwaysRequired, fieldSchema, listSchema, objectSchema, place, rulesSchema, type ObjectSchema, type Schema } from './field-schemas';

/** What the server holds once every upload is in: a field required only before that is required only for a first save. */
const EVERYTHING_STORED: StoredUploads = { hasPhoto: true, billsWithFiles: [1] };

/** The identity an application's saves and the look-ups carry: the SSN and birth date rules of 'About you'. */
export const IDENTITY_RULES: readonly FieldRule[] = INTAKE_CREATE_RULES.filter((rule) => rule.name === 'ssn' || rule.name === 'date_of_birth');

export function captchaSchema(actions: readonly CaptchaAction[]): Schema {
  const named = actions.map((action) => `\`${action}\``).join(' or ');
  return {
    type: 'string',
    minLength: 1,
    description: `The bot-check token of action ${named}: a reCAPTCHA v3 token, or \`local:<action>\` where the server accepts local tokens (no RECAPTCHA_SECRET).`,
  };
}

function withCaptcha(schema: ObjectSchema, actions: readonly CaptchaAction[]): ObjectSchema {
  place(schema, CAPTCHA_FIELD, captchaSchema(actions), true);
  return schema;
}

const stepTitle = (slug: string) => [...INTAKE_STEPS, ...ONBOARDING_STEPS].find((step) => step.slug === slug)?.title.message ?? slug;

function stepped(slug: string, rules: readonly FieldRule[], description: string): ObjectSchema {
  const schema = rulesSchema(rules, { into: objectSchema({ step: { const: slug } }, ['step']) });
  return { ...schema, title: stepTitle(slug), description };
}

export const enquiryBody = () => withCaptcha(rulesSchema(ENQUIRY_RULES), ['enquiry']);

export function loginBody(): ObjectSchema {
  const schema = rulesSchema(IDENTITY_RULES);
  place(schema, 'application_code', { type: 'string', description: 'Optional: the application code the sign-in page was opened with; it must be this person\'s.' }, false);
  return withCaptcha(schema, ['login']);
}

/** POST /website/intake: step 1 checked alone, or steps 1 and 2 together (which creates the application). */
export function intakeCreateBodies(): Record<string, ObjectSchema> {
  return {
    IntakeRepresentativeCheck: withCaptcha(stepped('representative', INTAKE_STEP_RULES.representative, 'Checks step 1 alone; creates nothing.'), ['intake']),
    IntakeCreate: withCaptcha(stepped('about_you', INTAKE_CREATE_RULES, 'Steps 1 and 2 together: creates the application.'), ['intake']),
  };
}

/** POST /website/intake/update: one step of an existing application, with the four values that prove whose it is. */
export function intakeUpdateBodies(): Record<string, ObjectSchema> {
  const entries = INTAKE_STEPS.map(({ slug }): [string, ObjectSchema] => {
    const schema = stepped(slug, INTAKE_STEP_RULES[slug as IntakeStepSlug], `Saves the ${stepTitle(slug)} step${slug === 'referral_details' ? ' and submits the application' : ''}.`);
    place(schema, 'id', { type: ['integer', 'string'], description: "The application's id (or `id` in the query)." }, false);
    place(schema, 'application_code', { type: 'string', description: "The application's code." }, true);
    for (const rule of IDENTITY_RULES) place(schema, rule.name, fieldSchema(rule), true);
    return [`IntakeUpdate_${slug}`, schema];
  });
  return Object.fromEntries(entries);
}

/** PUT /website/onboarding: one step, or `skip=1` on a step that may be skipped. */
export function onboardingBodies(): Record<string, ObjectSchema> {
  const entries = ONBOARDING_STEPS.map(({ slug, optional: skippable }): [string, ObjectSchema] => {
    const first = onboardingStepRules(slug as OnboardingStepSlug);
    const later = onboardingStepRules(slug as OnboardingStepSlug, EVERYTHING_STORED);
    const schema = objectSchema({ step: { const: slug } }, ['step']);
    for (const rule of first.fields) {
      const requiredLater = later.fields.some((other) => other.name === rule.name && alwaysRequired(other));
      const field = fieldSchema(rule);
      if (alwaysRequired(rule) && !requiredLater) field.description = `${String(field.description)} Required until one is saved; a new one replaces it.`;
      place(schema, rule.name, field, alwaysRequired(rule) && requiredLater);
    }
    first.lists.forEach((spec, index) => place(schema, spec.name, listSchema(spec, later.lists[index]), Boolean(spec.min)));
    place(schema, 'skip', { enum: [0, 1, '0', '1'], description: skippable ? '1 skips the step: nothing is saved.' : 'Must be 0: this step cannot be skipped.' }, false);
    place(schema, '_method', { const: 'PUT', description: 'Laravel-style method spoofing, when the save is sent as POST (or `_method=PUT` in the query).' }, false);
    return [`OnboardingStep_${slug}`, { ...withCaptcha(schema, ['onboarding']), title: stepTitle(slug) }];
  });
  return Object.fromEntries(entries);
}

export const receiptBody = () => objectSchema({ receipt_token: { type: 'string', description: "The token from the submit's answer (sent in the body, never in an address)." } }, ['receipt_token']);

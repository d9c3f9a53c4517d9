import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPTCHA_FIELD } from '../../src/contract/captcha';
import { toId } from '../../src/contract/field-rules';
import { checkFields } from '../../src/contract/field-check';
import { INTAKE_CREATE_RULES, INTAKE_STEP_RULES, intakeStepsFor, isIntakeStep, validateIntakeStep } from '../../src/contract/intake-rules';
import { FIELD_MESSAGES } from '../../src/contract/messages';
import { INTAKE_CREATE_STEP, INTAKE_STEPS, type IntakeStepSlug } from '../../src/contract/steps';
import { ruleContext, type AppContext } from '../context';
import { bodyOf, queryOf } from '../http/body';
import { notFound, refused, validationError } from '../http/errors';
import { lockById, type Person } from '../repos/people';
import { requireCaptcha } from '../security/captcha';
import { lookUpPerson, readIdentity, ssnHashOf } from '../services/identity';
import { createApplication, intakeDetail, saveIntakeStep } from '../services/intake';
import { intakeEditRefusal } from '../services/process';

export const NOT_FOUND_APPLICATION = 'We could not find an application with these details.';

function stepOf(body: Record<string, unknown>, allowed: readonly string[]): IntakeStepSlug {
  const step = body.step;
  if (step === undefined || step === '') throw validationError({ step: FIELD_MESSAGES.required('step') });
  if (!isIntakeStep(step) || !allowed.includes(step)) throw validationError({ step: FIELD_MESSAGES.invalidOption('step') });
  return step;
}

function answer(message: string, person: Person) {
  return {
    message,
    data: { id: person.id, application_id: person.applicationCode, application_code: person.applicationCode, current_process: person.currentProcess },
  };
}

const SAVED = 'Your application has been saved.';
const SUBMITTED = 'Your application has been submitted. We will let you know by email when we have reviewed it.';

/** The representative type in a body or a stored intake ('myself' drops the contact step). */
function representativeTypeOf(values: Record<string, unknown>): unknown {
  const representative = values.representative;
  return representative && typeof representative === 'object' ? (representative as Record<string, unknown>).representative_type : undefined;
}

/**
 * The application an update names, if all four of id, application code, SSN and birth
 * date match; otherwise 404, whichever of them is wrong (never 403: nothing is confirmed).
 */
async function matchingApplication(ctx: AppContext, request: FastifyRequest, tx: Parameters<typeof lockById>[0]): Promise<Person> {
  const body = bodyOf(request);
  const id = toId(queryOf(request).id ?? body.id);
  const ssnHash = ssnHashOf(ctx, body.ssn);
  ctx.guard.beforeLookup(request.ip, ssnHash);
  const identity = readIdentity(body);
  const code = typeof body.application_code === 'string' ? body.application_code.trim().toUpperCase() : '';
  const person = id !== null && identity.ok && code ? await lockById(tx, id) : undefined;
  if (!person || !identity.ok || person.ssnHash !== ssnHash || person.dateOfBirth !== identity.dateOfBirth || person.applicationCode.toUpperCase() !== code) {
    ctx.guard.failed(request.ip, ssnHash);
    throw notFound(NOT_FOUND_APPLICATION);
  }
  return person;
}

/** The intake application: check step 1, create with step 2, save the rest, look it up. */
export function registerIntakeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/website/intake', { config: { idempotent: true } }, async (request) => {
    ctx.guard.write(request.ip);
    const body = bodyOf(request);
    const step = stepOf(body, ['representative', INTAKE_CREATE_STEP]);
    await requireCaptcha(ctx.captcha, body[CAPTCHA_FIELD], ['intake'], request.ip);
    const context = ruleContext(ctx);
    if (step === 'representative') {
      const errors = validateIntakeStep('representative', body, context);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      return { message: 'Representative details checked.', data: { id: null, application_id: null } };
    }
    const ssnHash = ssnHashOf(ctx, body.ssn);
    ctx.guard.beforeLookup(request.ip, ssnHash);
    const errors = checkFields(INTAKE_CREATE_RULES, body, context);
    if (Object.keys(errors).length > 0 || !ssnHash) throw validationError(errors);
    const person = await ctx.db.transaction((tx) => createApplication(tx, body, context, ssnHash, ctx.now()));
    return answer(SAVED, person);
  });

  app.post('/website/intake/update', { config: { idempotent: true } }, async (request) => {
    ctx.guard.write(request.ip);
    const body = bodyOf(request);
    const context = ruleContext(ctx);
    const person = await ctx.db.transaction(async (tx) => {
      const found = await matchingApplication(ctx, request, tx);
      const refusal = intakeEditRefusal(found);
      if (refusal) throw refused(refusal, 'application_locked');
      const step = stepOf(body, INTAKE_STEPS.map((s) => s.slug));
      const representativeType = representativeTypeOf(step === 'representative' ? body : found.intake);
      if (!intakeStepsFor(representativeType).includes(step)) throw validationError({ step: FIELD_MESSAGES.stepNotApplicable(step) });
      const errors = checkFields(INTAKE_STEP_RULES[step], body, context);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      return saveIntakeStep(tx, found, step, body, context, ctx.now());
    });
    return answer(person.currentProcess === 'in-progress' ? SUBMITTED : SAVED, person);
  });

  app.get('/website/intake', async (request) => {
    const { person, identity } = await lookUpPerson(ctx, request.ip, queryOf(request));
    const caseManager = (id: number) => {
      const item = ctx.lists.list('case-managers')?.find((manager) => manager.id === id);
      return item ? { id: item.id, slug: item.slug ?? null, name: item.name } : null;
    };
    return { data: intakeDetail(person, identity.ssnDigits, ruleContext(ctx), caseManager) };
  });
}

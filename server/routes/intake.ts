import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_FIELD } from '../../src/contract/captcha';
import { toId } from '../../src/contract/field-rules';
import { checkFields } from '../../src/contract/field-check';
import { INTAKE_CREATE_RULES, INTAKE_STEP_RULES, intakeStepsFor, isIntakeStep, validateIntakeStep } from '../../src/contract/intake-rules';
import { FIELD_LABELS, FIELD_MESSAGES } from '../../src/contract/field-messages';
import { withValues } from '../../src/contract/translate';
import { INTAKE_CREATE_STEP, INTAKE_STEPS, type IntakeStepSlug } from '../../src/contract/steps';
import { ruleContext, type AppContext } from '../context';
import { bodyOf, queryOf } from '../http/body';
import { notFound, refused, validationError } from '../http/errors';
import { idempotentWrite } from '../http/idempotency';
import { afterCommit, keepingWhatWasDone } from '../http/request-transaction';
import { findById, findBySsn, lockById, updatePerson, type IntakeState, type Person } from '../repos/people';
import { requireCaptcha } from '../security/captcha';
import { lookUpPerson, noMatch, readIdentity, ssnHashOf } from '../services/identity';
import { createApplication, intakeDetail, intakeStepState, SSN_TAKEN } from '../services/intake';
import { intakeEditRefusal } from '../services/process';
import { readReceiptToken, receiptSections, receiptToken, RECEIPT_GONE } from '../services/receipt';
import { receiptPdf } from '../services/receipt-pdf';

export const INTAKE_MESSAGES = {
  notFound: /*i18n*/ { id: 'intake.not_found', message: 'We could not find an application with these details.' },
  saved: /*i18n*/ { id: 'intake.saved', message: 'Your application has been saved.' },
  submitted: /*i18n*/ { id: 'intake.submitted', message: 'Your application has been submitted. We will let you know by email when we have reviewed it.' },
  representativeChecked: /*i18n*/ { id: 'intake.representative_checked', message: 'Representative details checked.' },
} as const;

function stepOf(body: Record<string, unknown>, allowed: readonly string[]): IntakeStepSlug {
  const step = body.step;
  if (step === undefined || step === '') throw validationError({ step: withValues(FIELD_MESSAGES.required, { label: FIELD_LABELS.step }) });
  if (!isIntakeStep(step) || !allowed.includes(step)) throw validationError({ step: withValues(FIELD_MESSAGES.invalidOption, { label: FIELD_LABELS.step }) });
  return step;
}

function answer(message: string, person: Person, receipt: string | null = null) {
  return {
    message,
    data: {
      id: person.id,
      application_id: person.applicationCode,
      application_code: person.applicationCode,
      current_process: person.currentProcess,
      ...(receipt ? { receipt_token: receipt } : {}),
    },
  };
}


/** The representative type in a body or a stored intake ('myself' drops the contact step). */
function representativeTypeOf(values: Record<string, unknown>): unknown {
  const representative = values.representative;
  return representative && typeof representative === 'object' ? (representative as Record<string, unknown>).representative_type : undefined;
}

/** What an update names: the application's id and code, and the SSN and birth date that must match it. */
interface UpdateTarget {
  id: number | null;
  code: string;
  ssnHash: string | null;
  dateOfBirth: string | null;
}

/** Reads the update's identity (nothing is counted or refused yet). */
function updateTarget(ctx: AppContext, request: FastifyRequest): UpdateTarget {
  const body = bodyOf(request);
  const id = toId(queryOf(request).id ?? body.id);
  const identity = readIdentity(body);
  const code = typeof body.application_code === 'string' ? body.application_code.trim().toUpperCase() : '';
  return { id, code, ssnHash: ssnHashOf(ctx, body.ssn), dateOfBirth: identity.ok ? identity.dateOfBirth : null };
}

const matches = (target: UpdateTarget, person: Person | undefined): person is Person =>
  Boolean(person && target.dateOfBirth && person.ssnHash === target.ssnHash && person.dateOfBirth === target.dateOfBirth && person.applicationCode.toUpperCase() === target.code);

/** The checked step of an update and what saving it writes (422 or 423 when it may not be saved). */
function stepState(ctx: AppContext, request: FastifyRequest, found: Person): IntakeState {
  const body = bodyOf(request);
  const context = ruleContext(ctx, request.t);
  const refusal = intakeEditRefusal(found);
  if (refusal) throw refused(refusal, 'application_locked');
  const step = stepOf(body, INTAKE_STEPS.map((s) => s.slug));
  const representativeType = representativeTypeOf(step === 'representative' ? body : found.intake);
  if (!intakeStepsFor(representativeType).includes(step)) throw validationError({ step: withValues(FIELD_MESSAGES.stepNotApplicable, { step }) });
  const errors = checkFields(INTAKE_STEP_RULES[step], body, context);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return intakeStepState(found, step, body, context, ctx.now());
}

/**
 * Saves one step in one transaction: the write and the identity check are counted (refused
 * while the address, or the SSN and address, is locked), the application's row is locked (two
 * saves of one application never interleave), and unless id, application code, SSN and birth
 * date all match it answers 404, whichever of them is wrong (never 403: nothing is confirmed),
 * kept as a failed identity check. A proved save is taken back from the counts, then checked
 * and written.
 */
function saveStep(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const target = updateTarget(ctx, request);
  return idempotentWrite(
    ctx.db,
    request,
    reply,
    ctx.now,
    {
      count: async (tx) => {
        await ctx.guard.countWrite(tx, request.clientKey);
        return ctx.guard.countProvenSave(tx, request.clientKey, target.ssnHash);
      },
      work: async (tx, check) => {
        const found = target.id === null ? undefined : await lockById(tx, target.id);
        if (!matches(target, found)) throw notFound(INTAKE_MESSAGES.notFound);
        await check.proved(tx);
        const state = await keepingWhatWasDone(() => stepState(ctx, request, found));
        await updatePerson(tx, found.id, state);
        const person = { ...found, ...state };
        // The save that submits answers with the token of its receipt.
        return person.currentProcess === 'in-progress' ? answer(request.t(INTAKE_MESSAGES.submitted), person, receiptToken(ctx.keyring, person, ctx.now())) : answer(request.t(INTAKE_MESSAGES.saved), person);
      },
    },
    ctx.probe,
  );
}

/** The intake application: check step 1, create with step 2, save the rest, look it up. */
export function registerIntakeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/website/intake', { config: { idempotent: true } }, async (request, reply) => {
    const body = bodyOf(request);
    await requireCaptcha(ctx.captcha, body[CAPTCHA_FIELD], ['intake'], request.ip);
    const context = ruleContext(ctx, request.t);
    if (body.step === 'representative') {
      await ctx.guard.countWrite(ctx.db, request.clientKey);
      const errors = validateIntakeStep('representative', body, context);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      return { message: request.t(INTAKE_MESSAGES.representativeChecked), data: { id: null, application_id: null } };
    }
    // Checked before anything is counted: a malformed create is no identity check.
    stepOf(body, [INTAKE_CREATE_STEP]);
    const errors = checkFields(INTAKE_CREATE_RULES, body, context);
    const ssnHash = ssnHashOf(ctx, body.ssn);
    if (Object.keys(errors).length > 0 || !ssnHash) throw validationError(errors);
    return idempotentWrite(
      ctx.db,
      request,
      reply,
      ctx.now,
      {
        // A create is a look-up: it learns whether the SSN has an application.
        count: async (tx) => {
          await ctx.guard.countWrite(tx, request.clientKey);
          return ctx.guard.countLookup(tx, request.clientKey, ssnHash);
        },
        work: async (tx, check) => {
          // A create for an enrolled SSN is an identity check: only the right birth date learns that it exists.
          const enrolled = await findBySsn(tx, ssnHash);
          if (enrolled && enrolled.dateOfBirth !== String(body.date_of_birth).trim()) throw noMatch();
          await check.proved(tx);
          // (The same create sent twice at once: the first one's commit is why the SSN is taken; its answer is replayed.)
          if (enrolled) throw afterCommit(validationError({ ssn: SSN_TAKEN }));
          return answer(request.t(INTAKE_MESSAGES.saved), await createApplication(tx, body, context, ssnHash, ctx.now()));
        },
      },
      ctx.probe,
    );
  });

  app.post('/website/intake/update', { config: { idempotent: true } }, async (request, reply) => saveStep(ctx, request, reply));

  // The receipt of a submitted application: the token came with the submit's answer.
  app.post('/website/intake/receipt', async (request, reply) => {
    await ctx.guard.countWrite(ctx.db, request.clientKey);
    const token = readReceiptToken(ctx.keyring, bodyOf(request).receipt_token, ctx.now());
    const person = token ? await findById(ctx.db, token.personId) : undefined;
    if (!token || !person?.submittedAt || person.submittedAt.getTime() !== token.submittedAt) throw notFound(RECEIPT_GONE);
    const pdf = await receiptPdf({ reference: person.applicationCode, receivedAt: person.submittedAt, sections: receiptSections(person, ruleContext(ctx, request.t)) }, request.t);
    const filename = `application-receipt-${person.applicationCode.toLowerCase()}.pdf`;
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('x-filename', filename)
      .header('Access-Control-Expose-Headers', 'x-filename')
      .send(pdf);
  });

  app.get('/website/intake', async (request) => {
    const query = queryOf(request);
    await requireCaptcha(ctx.captcha, query[CAPTCHA_FIELD], ['resume_lookup', 'intake'], request.ip);
    const caseManager = (id: number) => {
      const item = ctx.lists.list('case-managers')?.find((manager) => manager.id === id);
      return item ? { id: item.id, slug: item.slug ?? null, name: item.name } : null;
    };
    return lookUpPerson(ctx, request.clientKey, query, async (_tx, { person, identity }) => ({ data: intakeDetail(person, identity.ssnDigits, ruleContext(ctx, request.t), caseManager) }));
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_FIELD } from '../../src/contract/captcha';
import { toId } from '../../src/contract/field-rules';
import { checkFields } from '../../src/contract/field-check';
import { INTAKE_CREATE_RULES, INTAKE_STEP_RULES, intakeStepsFor, isIntakeStep, validateIntakeStep } from '../../src/contract/intake-rules';
import { FIELD_LABELS, FIELD_MESSAGES } from '../../src/contract/messages';
import { withValues } from '../../src/contract/translate';
import { INTAKE_CREATE_STEP, INTAKE_STEPS, type IntakeStepSlug } from '../../src/contract/steps';
import { ruleContext, type AppContext } from '../context';
import { bodyOf, queryOf } from '../http/body';
import { notFound, refused, validationError } from '../http/errors';
import type { Tx } from '../db/connect';
import { idempotentWrite, replayedWhileRunning } from '../http/idempotency';
import { findById, findBySsn, findVersionedById, lockById, saveIntakeIfUnchanged, updatePerson, type IntakeState, type Person } from '../repos/people';
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

/** Reads the update's identity; refused while the address or the SSN and address are locked (a proven save is not counted). */
async function updateTarget(ctx: AppContext, request: FastifyRequest): Promise<UpdateTarget> {
  const body = bodyOf(request);
  const id = toId(queryOf(request).id ?? body.id);
  const ssnHash = ssnHashOf(ctx, body.ssn);
  await ctx.guard.beforeProvenSave(request.clientKey, ssnHash);
  const identity = readIdentity(body);
  const code = typeof body.application_code === 'string' ? body.application_code.trim().toUpperCase() : '';
  return { id, code, ssnHash, dateOfBirth: identity.ok ? identity.dateOfBirth : null };
}

const matches = (target: UpdateTarget, person: Person | undefined): person is Person =>
  Boolean(person && target.dateOfBirth && person.ssnHash === target.ssnHash && person.dateOfBirth === target.dateOfBirth && person.applicationCode.toUpperCase() === target.code);

/**
 * The application an update names, if all four of id, application code, SSN and birth
 * date match; otherwise 404, whichever of them is wrong (never 403: nothing is confirmed),
 * counted as a failed identity check (outside any transaction: the counters are rows too).
 */
async function matching<P extends Person>(ctx: AppContext, request: FastifyRequest, target: UpdateTarget, person: P | undefined): Promise<P> {
  if (!matches(target, person)) {
    await ctx.guard.failedSave(request.clientKey, target.ssnHash);
    throw notFound(INTAKE_MESSAGES.notFound);
  }
  return person as P;
}

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

/** Optimistic saves tried before an update waits for the row's lock instead. */
const OPTIMISTIC_ATTEMPTS = 3;

/**
 * Saves one step so that two saves of one application never interleave: read the row and
 * its version, check, write only if the version is unchanged (one statement, no
 * transaction held open while the step is checked); if another save came in between, do
 * it all again on the new row. After a few such races, the row is locked for the update.
 */
async function saveStep(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const target = await updateTarget(ctx, request);
  if (target.id === null || !target.dateOfBirth || !target.code) return matching(ctx, request, target, undefined);
  const id = target.id;
  const write = (work: (tx: Tx) => Promise<Person | null>) =>
    idempotentWrite(ctx.db, request, reply, ctx.now, async (tx) => {
      const person = await work(tx);
      if (!person) return null;
      // The save that submits answers with the token of its receipt: the receipt needs no SSN.
      return person.currentProcess === 'in-progress' ? answer(request.t(INTAKE_MESSAGES.submitted), person, receiptToken(ctx.keyring, person, ctx.now())) : answer(request.t(INTAKE_MESSAGES.saved), person);
    }, ctx.probe);
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt += 1) {
    const found = await matching(ctx, request, target, await findVersionedById(ctx.db, id));
    const state = stepState(ctx, request, found);
    const saved = await write(async (tx) => ((await saveIntakeIfUnchanged(tx, found, state, ctx.now())) ? { ...found, ...state } : null));
    if (saved) return saved;
  }
  // The row lock is taken inside the write's transaction; a mismatch found there is counted after it rolls back.
  let mismatch = false;
  const saved = await write(async (tx) => {
    const found = await lockById(tx, id);
    if (!matches(target, found)) {
      mismatch = true;
      return null;
    }
    const state = stepState(ctx, request, found);
    await updatePerson(tx, found.id, state);
    return { ...found, ...state };
  });
  if (mismatch || !saved) return matching(ctx, request, target, undefined);
  return saved;
}

/** The intake application: check step 1, create with step 2, save the rest, look it up. */
export function registerIntakeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/website/intake', { config: { idempotent: true } }, async (request, reply) => {
    await ctx.guard.write(request.clientKey);
    const body = bodyOf(request);
    const step = stepOf(body, ['representative', INTAKE_CREATE_STEP]);
    await requireCaptcha(ctx.captcha, body[CAPTCHA_FIELD], ['intake'], request.ip);
    const context = ruleContext(ctx, request.t);
    if (step === 'representative') {
      const errors = validateIntakeStep('representative', body, context);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      return { message: request.t(INTAKE_MESSAGES.representativeChecked), data: { id: null, application_id: null } };
    }
    const ssnHash = ssnHashOf(ctx, body.ssn);
    await ctx.guard.beforeLookup(request.clientKey, ssnHash);
    const errors = checkFields(INTAKE_CREATE_RULES, body, context);
    if (Object.keys(errors).length > 0 || !ssnHash) throw validationError(errors);
    // A create for an enrolled SSN is an identity check: only the right birth date learns that it exists.
    const enrolled = await findBySsn(ctx.db, ssnHash);
    if (enrolled) {
      if (enrolled.dateOfBirth !== String(body.date_of_birth).trim()) {
        await ctx.guard.failed(request.clientKey, ssnHash);
        throw noMatch();
      }
      await ctx.guard.succeeded(request.clientKey, ssnHash);
      // The same create sent twice at once: the first one's commit is why the SSN is taken now.
      const replay = await replayedWhileRunning(ctx.db, request, reply, ctx.now);
      if (replay) return replay;
      throw validationError({ ssn: SSN_TAKEN });
    }
    return idempotentWrite(ctx.db, request, reply, ctx.now, async (tx) => answer(request.t(INTAKE_MESSAGES.saved), await createApplication(tx, body, context, ssnHash, ctx.now())), ctx.probe);
  });

  app.post('/website/intake/update', { config: { idempotent: true } }, async (request, reply) => {
    await ctx.guard.write(request.clientKey);
    return saveStep(ctx, request, reply);
  });

  // The receipt of a submitted application: the token came with the submit's answer.
  app.post('/website/intake/receipt', async (request, reply) => {
    await ctx.guard.write(request.clientKey);
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
    const { person, identity } = await lookUpPerson(ctx, request.clientKey, query);
    const caseManager = (id: number) => {
      const item = ctx.lists.list('case-managers')?.find((manager) => manager.id === id);
      return item ? { id: item.id, slug: item.slug ?? null, name: item.name } : null;
    };
    return { data: intakeDetail(person, identity.ssnDigits, ruleContext(ctx, request.t), caseManager) };
  });
}

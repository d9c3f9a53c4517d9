import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CAPTCHA_FIELD } from '../../src/contract/captcha';
import { toFlag, toId } from '../../src/contract/field-rules';
import { FIELD_LABELS, FIELD_MESSAGES } from '../../src/contract/field-messages';
import { withValues, type Translator } from '../../src/contract/translate';
import { pickOnboardingStep, validateOnboardingStep } from '../../src/contract/onboarding-rules';
import { ONBOARDING_STEPS, type OnboardingStepSlug } from '../../src/contract/steps';
import { ruleContext, type AppContext } from '../context';
import type { Db, Tx } from '../db/connect';
import { files } from '../db/schema';
import { idempotentWrite } from '../http/idempotency';
import { bodyOf, queryOf } from '../http/body';
import { forbidden, methodNotAllowed, notFound, refused, validationError } from '../http/errors';
import { findById, lockById, type Person } from '../repos/people';
import { requireCaptcha } from '../security/captcha';
import { requireSession, touchIfDue } from '../security/sessions';
import { assertReadyToSubmit, FileChanges, saveOnboardingStep, storedUploads } from '../services/onboarding';
import { onboardingDetail, verifyFileLink } from '../services/onboarding-detail';
import { onboardingEditRefusal } from '../services/process';

async function onboardingSession(ctx: AppContext, request: FastifyRequest): Promise<{ person: Person; sessionId: number }> {
  const { person, tokenId } = request.session ?? (await requireSession(ctx, request, 'onboarding'));
  if (person.processType !== 'onboarding') throw forbidden();
  return { person, sessionId: tokenId };
}

const detailOf = (ctx: AppContext, db: Db | Tx, person: Person, sessionId: number, t: Translator) =>
  onboardingDetail(db, person, { lists: ctx.lists, keyring: ctx.keyring, now: ctx.now(), sessionId, t });

const ONBOARDING_MESSAGES = {
  cannotSkip: /*i18n*/ { id: 'onboarding.cannot_skip', message: 'The {step} step cannot be skipped.' },
  skipped: /*i18n*/ { id: 'onboarding.skipped', message: 'Step skipped.' },
  submitted: /*i18n*/ { id: 'onboarding.submitted', message: 'Your onboarding details have been submitted.' },
  saved: /*i18n*/ { id: 'onboarding.saved', message: 'Your details have been saved.' },
  linkExpired: /*i18n*/ { id: 'onboarding.link_expired', message: 'This link has expired. Open the page again.' },
} as const;

function stepOf(body: Record<string, unknown>): OnboardingStepSlug {
  const step = ONBOARDING_STEPS.find((s) => s.slug === body.step);
  if (body.step === undefined || body.step === '') throw validationError({ step: withValues(FIELD_MESSAGES.required, { label: FIELD_LABELS.step }) });
  if (!step) throw validationError({ step: withValues(FIELD_MESSAGES.invalidOption, { label: FIELD_LABELS.step }) });
  if (toFlag(body.skip ?? 0) === 1 && !step.optional) throw validationError({ skip: withValues(ONBOARDING_MESSAGES.cannotSkip, { step: step.title }) });
  return step.slug;
}

/** Laravel's method spoofing: the save is a PUT, sent as POST with `_method=PUT` in the query or the body. */
function assertPut(request: FastifyRequest): void {
  if (request.method === 'PUT') return;
  const spoofed = queryOf(request)._method ?? bodyOf(request)._method;
  if (typeof spoofed !== 'string' || spoofed.toUpperCase() !== 'PUT') throw methodNotAllowed('GET, HEAD, PUT');
}

/** The onboarding wizard (onboarding tokens only) and the signed links to its uploads. */
export function registerOnboardingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/website/onboarding', async (request) => {
    const { person, sessionId } = await onboardingSession(ctx, request);
    return { data: await detailOf(ctx, ctx.db, person, sessionId, request.t) };
  });

  app.get<{ Params: { id: string } }>('/website/onboarding/:id', async (request) => {
    const { person, sessionId } = await onboardingSession(ctx, request);
    const { id } = request.params;
    if (toId(id) !== person.id && id.toUpperCase() !== person.applicationCode.toUpperCase()) throw notFound();
    return { data: await detailOf(ctx, ctx.db, person, sessionId, request.t) };
  });

  app.route({
    method: ['POST', 'PUT'],
    url: '/website/onboarding',
    // Signed in before the body is read; the only route that takes files.
    config: { idempotent: true, session: 'onboarding', files: true },
    handler: async (request, reply) => {
      assertPut(request);
      const { person: signedIn, sessionId } = await onboardingSession(ctx, request);
      const body = bodyOf(request);
      const slug = stepOf(body);
      await requireCaptcha(ctx.captcha, body[CAPTCHA_FIELD], ['onboarding'], request.ip);
      const context = ruleContext(ctx, request.t);
      const changes = new FileChanges(ctx.files);
      // The write's count, the session's use and the save in one transaction.
      const count = async (tx: Tx) => {
        await ctx.guard.countWrite(tx, request.clientKey);
        await touchIfDue(tx, request.session!, ctx.now());
      };
      return idempotentWrite(ctx.db, request, reply, ctx.now, { count, work: async (tx) => {
          if (toFlag(body.skip ?? 0) === 1) return { message: request.t(ONBOARDING_MESSAGES.skipped), data: await detailOf(ctx, tx, signedIn, sessionId, request.t) };
          const person = (await lockById(tx, signedIn.id))!;
          const refusal = onboardingEditRefusal(person);
          if (refusal) throw refused(refusal, 'onboarding_locked');
          const stored = await storedUploads(tx, person.id);
          const errors = validateOnboardingStep(slug, body, context, stored);
          if (Object.keys(errors).length > 0) throw validationError(errors);
          assertReadyToSubmit(person, slug, request.t);
          await saveOnboardingStep(tx, person, slug, pickOnboardingStep(slug, body, context, stored), changes, ctx.now());
          const saved = (await findById(tx, signedIn.id))!;
          const message = request.t(saved.currentProcess === 'in-progress' ? ONBOARDING_MESSAGES.submitted : ONBOARDING_MESSAGES.saved);
          return { message, data: await detailOf(ctx, tx, saved, sessionId, request.t) };
        } }, ctx.probe);
    },
  });

  app.get<{ Params: { id: string } }>('/website/files/:id', async (request, reply) => {
    const id = toId(request.params.id);
    const query = queryOf(request);
    const expired = () => notFound(ONBOARDING_MESSAGES.linkExpired);
    if (id === null) throw expired();
    const [file] = await ctx.db.select().from(files).where(eq(files.id, id));
    // The link names the session it was made for: it serves only that session's person's files, while the session lives.
    if (!file || !(await verifyFileLink(ctx.db, ctx.keyring, { fileId: id, personId: file.personId }, query, ctx.now(), ctx.sessionIdleMinutes))) throw expired();
    const data = await ctx.files.read(ctx.db, file.storedName);
    if (!data) throw notFound();
    const safeName = file.originalName.replace(/[^\w.-]+/g, '_');
    return reply
      .header('Content-Type', file.mime)
      .header('Content-Disposition', `inline; filename="${safeName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(data);
  });
}

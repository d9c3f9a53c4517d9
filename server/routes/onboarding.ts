import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CAPTCHA_FIELD } from '../../src/contract/captcha';
import { toFlag, toId } from '../../src/contract/field-rules';
import { FIELD_MESSAGES } from '../../src/contract/messages';
import { pickOnboardingStep, validateOnboardingStep } from '../../src/contract/onboarding-rules';
import { ONBOARDING_STEPS, type OnboardingStepSlug } from '../../src/contract/steps';
import { ruleContext, type AppContext } from '../context';
import { files } from '../db/schema';
import { bodyOf, queryOf } from '../http/body';
import { forbidden, methodNotAllowed, notFound, refused, validationError } from '../http/errors';
import { findById, lockById, type Person } from '../repos/people';
import { requireCaptcha } from '../security/captcha';
import { requireSession } from '../security/sessions';
import { assertReadyToSubmit, FileChanges, saveOnboardingStep, storedUploads } from '../services/onboarding';
import { onboardingDetail, verifyFileLink } from '../services/onboarding-detail';
import { onboardingEditRefusal } from '../services/process';

async function onboardingPerson(ctx: AppContext, request: FastifyRequest): Promise<Person> {
  const { person } = request.session ?? (await requireSession(ctx, request, 'onboarding'));
  if (person.processType !== 'onboarding') throw forbidden();
  return person;
}

const detailOf = (ctx: AppContext, person: Person) => onboardingDetail(ctx.db, person, { lists: ctx.lists, keyring: ctx.keyring, now: ctx.now() });

function stepOf(body: Record<string, unknown>): OnboardingStepSlug {
  const step = ONBOARDING_STEPS.find((s) => s.slug === body.step);
  if (body.step === undefined || body.step === '') throw validationError({ step: FIELD_MESSAGES.required('step') });
  if (!step) throw validationError({ step: FIELD_MESSAGES.invalidOption('step') });
  if (toFlag(body.skip ?? 0) === 1 && !step.skippable) throw validationError({ skip: `The ${step.title} step cannot be skipped.` });
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
  app.get('/website/onboarding', async (request) => ({ data: await detailOf(ctx, await onboardingPerson(ctx, request)) }));

  app.get<{ Params: { id: string } }>('/website/onboarding/:id', async (request) => {
    const person = await onboardingPerson(ctx, request);
    const { id } = request.params;
    if (toId(id) !== person.id && id.toUpperCase() !== person.applicationCode.toUpperCase()) throw notFound();
    return { data: await detailOf(ctx, person) };
  });

  app.route({
    method: ['POST', 'PUT'],
    url: '/website/onboarding',
    // Signed in before the body is read; the only route that takes files.
    config: { idempotent: true, session: 'onboarding', files: true },
    handler: async (request) => {
      ctx.guard.write(request.clientKey);
      assertPut(request);
      const signedIn = await onboardingPerson(ctx, request);
      const body = bodyOf(request);
      const slug = stepOf(body);
      await requireCaptcha(ctx.captcha, body[CAPTCHA_FIELD], ['onboarding'], request.ip);
      if (toFlag(body.skip ?? 0) === 1) return { message: 'Step skipped.', data: await detailOf(ctx, signedIn) };
      const context = ruleContext(ctx);
      const changes = new FileChanges(ctx.files);
      try {
        await ctx.db.transaction(async (tx) => {
          const person = (await lockById(tx, signedIn.id))!;
          const refusal = onboardingEditRefusal(person);
          if (refusal) throw refused(refusal, 'onboarding_locked');
          const stored = await storedUploads(tx, person.id);
          const errors = validateOnboardingStep(slug, body, context, stored);
          if (Object.keys(errors).length > 0) throw validationError(errors);
          assertReadyToSubmit(person, slug);
          await saveOnboardingStep(tx, person, slug, pickOnboardingStep(slug, body, context, stored), changes, ctx.now());
        });
      } catch (error) {
        changes.failed();
        throw error;
      }
      changes.committed();
      const person = (await findById(ctx.db, signedIn.id))!;
      const message = person.currentProcess === 'in-progress' ? 'Your onboarding details have been submitted.' : 'Your details have been saved.';
      return { message, data: await detailOf(ctx, person) };
    },
  });

  app.get<{ Params: { id: string } }>('/website/files/:id', async (request, reply) => {
    const id = toId(request.params.id);
    const query = queryOf(request);
    if (id === null || !verifyFileLink(ctx.keyring, id, query.expires, query.signature, ctx.now())) throw notFound('This link has expired. Open the page again.');
    const [file] = await ctx.db.select().from(files).where(eq(files.id, id));
    if (!file || !ctx.files.has(file.storedName)) throw notFound();
    const safeName = file.originalName.replace(/[^\w.-]+/g, '_');
    return reply
      .header('Content-Type', file.mime)
      .header('Content-Disposition', `inline; filename="${safeName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(ctx.files.open(file.storedName));
  });
}

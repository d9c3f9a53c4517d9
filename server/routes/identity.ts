import type { FastifyInstance } from 'fastify';
import { CAPTCHA_FIELD } from '../../src/contract/captcha';
import { FIELD_LABELS, FIELD_MESSAGES } from '../../src/contract/field-messages';
import { MESSAGES } from '../../src/contract/messages';
import type { CurrentProcess } from '../../src/contract/process';
import { withValues } from '../../src/contract/translate';
import type { Message } from '../../src/contract/translate';
import type { AppContext } from '../context';
import { bodyOf, queryOf } from '../http/body';
import { idempotentWrite } from '../http/idempotency';
import { inRequestTransaction } from '../http/request-transaction';
import { notFound, validationError } from '../http/errors';
import { findByCode, namesOf, type Person } from '../repos/people';
import { requireCaptcha } from '../security/captcha';
import { idleExpiry, issueToken, revokeToken, sessionOf, touchToken } from '../security/sessions';
import { lookUpPerson, NO_MATCH } from '../services/identity';
import { sessionFor } from '../services/process';

/** The status record of spec section 3. */
export function statusRecord(person: Person) {
  return {
    id: person.id,
    process_type: person.processType,
    current_process: person.currentProcess,
    application_code: person.applicationCode,
    ...namesOf(person),
    ssn_number_partial: person.ssnLast4,
    rejection_reason: person.rejectionReasons.map((message) => ({ message })),
  };
}

const STATUS_MESSAGES: Record<CurrentProcess, Message> = {
  pending: /*i18n*/ { id: 'identity.status.pending', message: 'We found your application. You can continue where you left off.' },
  'in-progress': /*i18n*/ { id: 'identity.status.in_progress', message: 'We found your application. Our team is reviewing it.' },
  rejected: /*i18n*/ { id: 'identity.status.rejected', message: 'We found your application. It needs a few changes before we can approve it.' },
  approved: /*i18n*/ { id: 'identity.status.approved', message: 'We found your application. It has been approved.' },
};

const IDENTITY_MESSAGES = {
  noCode: /*i18n*/ { id: 'identity.no_application_with_code', message: 'We could not find an application with this code.' },
  welcomeBack: /*i18n*/ { id: 'identity.welcome_back', message: 'Welcome back!' },
  welcomeBackOnboarding: /*i18n*/ { id: 'identity.welcome_back_onboarding', message: 'Welcome back! Please complete your onboarding.' },
  sessionRenewed: /*i18n*/ { id: 'identity.session_renewed', message: 'Session renewed.' },
} as const;

/** The optional application code of a login or name look-up: absent, or text of at most 40 characters (else 422). */
function applicationCodeOf(values: Record<string, unknown>): string | null {
  const code = values.application_code;
  if (code === undefined || code === null || (typeof code === 'string' && code.trim() === '')) return null;
  if (typeof code !== 'string' || code.trim().length > 40) throw validationError({ application_code: withValues(FIELD_MESSAGES.invalidOption, { label: FIELD_LABELS.applicationCode }) });
  return code.trim();
}

/** Process lookup, name lookup, login and logout. */
export function registerIdentityRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/website/client/process', async (request) => {
    const query = queryOf(request);
    await requireCaptcha(ctx.captcha, query[CAPTCHA_FIELD], ['process_lookup', 'resume_lookup'], request.ip);
    return lookUpPerson(ctx, request.clientKey, query, async (_tx, { person }) => ({ message: request.t(STATUS_MESSAGES[person.currentProcess]), data: statusRecord(person) }));
  });

  app.get('/website/client/name', async (request) => {
    const code = applicationCodeOf(queryOf(request));
    if (!code) throw validationError({ application_code: withValues(FIELD_MESSAGES.required, { label: FIELD_LABELS.applicationCode }) });
    return inRequestTransaction(
      ctx.db,
      (tx) => ctx.guard.countLookup(tx, request.clientKey, null),
      async (tx) => {
        const person = await findByCode(tx, code);
        if (!person) throw notFound(IDENTITY_MESSAGES.noCode);
        return { data: { first_name: person.firstName } };
      },
    );
  });

  app.post('/website/login', async (request) => {
    const body = bodyOf(request);
    await requireCaptcha(ctx.captcha, body[CAPTCHA_FIELD], ['login'], request.ip);
    const code = applicationCodeOf(body);
    // The look-up, its counts and the new token in one transaction.
    return lookUpPerson(ctx, request.clientKey, body, async (tx, { person }) => {
      if (code && code.toUpperCase() !== person.applicationCode.toUpperCase()) throw validationError({ ssn: NO_MATCH }, NO_MATCH);
      const session = sessionFor(person);
      if ('refusal' in session) throw validationError({ warning: session.refusal }, session.refusal);
      const token = await issueToken(tx, person.id, session.type, ctx.now());
      return {
        message: request.t(session.type === 'onboarding' ? IDENTITY_MESSAGES.welcomeBackOnboarding : IDENTITY_MESSAGES.welcomeBack),
        data: {
          token,
          ...statusRecord(person),
          process_type: session.type,
          client_id: person.id,
        },
      };
    });
  });

  app.post('/website/logout', { config: { idempotent: true, session: 'any' } }, async (request, reply) => {
    const session = sessionOf(request);
    return idempotentWrite(
      ctx.db,
      request,
      reply,
      ctx.now,
      {
        work: async (tx) => {
          await revokeToken(tx, session.tokenId, ctx.now());
          return { message: request.t(MESSAGES.loggedOut) };
        },
      },
      ctx.probe,
    );
  });

  // "Stay signed in" (WCAG 2.2.1): the session check has accepted the token; this marks it used now.
  app.post('/website/session/renew', { config: { session: 'any' } }, async (request) => {
    const session = sessionOf(request);
    const now = ctx.now();
    await touchToken(ctx.db, session.tokenId, now);
    return { message: request.t(IDENTITY_MESSAGES.sessionRenewed), data: { idle_expires_at: idleExpiry(now, ctx.sessionIdleMinutes).toISOString() } };
  });
}

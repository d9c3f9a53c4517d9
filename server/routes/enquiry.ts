import type { FastifyInstance } from 'fastify';
import { CAPTCHA_FIELD } from '../../src/contract/captcha';
import { pickEnquiry, validateEnquiry } from '../../src/contract/enquiry-rules';
import { ruleContext, type AppContext } from '../context';
import type { Tx } from '../db/connect';
import { enquiries } from '../db/schema';
import { idempotentWrite } from '../http/idempotency';
import { bodyOf } from '../http/body';
import { validationError } from '../http/errors';
import { requireCaptcha } from '../security/captcha';

export const ENQUIRY_MESSAGES = {
  sent: /*i18n*/ { id: 'enquiry.sent', message: 'Your enquiry has been sent.' },
  thanks: /*i18n*/ { id: 'enquiry.thanks', message: 'Thank you for reaching out! Our team will get back to you within two business days.' },
} as const;

/** POST /website/enquiry/store: the contact form. An SSN given by a client is kept only as its hash and last 4 digits. */
export function registerEnquiryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/website/enquiry/store', { config: { idempotent: true } }, async (request, reply) => {
    const body = bodyOf(request);
    await requireCaptcha(ctx.captcha, body[CAPTCHA_FIELD], ['enquiry'], request.ip);
    const context = ruleContext(ctx, request.t);
    const answer = { message: request.t(ENQUIRY_MESSAGES.sent), data: { message: request.t(ENQUIRY_MESSAGES.thanks) } };
    const count = (tx: Tx) => ctx.guard.countWrite(tx, request.clientKey);
    return idempotentWrite(ctx.db, request, reply, ctx.now, { count, work: async (tx) => {
      const errors = validateEnquiry(body, context);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const values = pickEnquiry(body, context);
      const ssn = typeof values.ssn === 'string' ? values.ssn : null;
      await tx.insert(enquiries).values({
        isClient: values.is_client === 1,
        ssnHash: ssn ? ctx.keyring.hashSsn(ssn) : null,
        ssnLast4: ssn ? ssn.slice(-4) : null,
        firstName: String(values.first_name),
        lastName: String(values.last_name),
        email: String(values.email),
        phoneNumber: String(values.phone_number),
        enquiryTypeId: Number(values.enquiry_type_id),
        description: typeof values.description === 'string' ? values.description : null,
        createdAt: ctx.now(),
      });
      return answer;
    } }, ctx.probe);
  });
}

import { unknown } from 'superstruct';
import { apiRequest } from '@/api/client';
import { ApiError } from '@/api/errors';
import { MESSAGES } from '@/contract/messages';
import { INTAKE_STEPS, type IntakeStepSlug } from '@/contract/steps';
import type { Message } from '@/contract/translate';
import type { ItemOutcome } from '@/offline/outbox';
import { outbox } from '@/offline/outbox-instance';
import type { Body } from '@/offline/outbox-item';
import { t } from '@/i18n/i18n';

const TITLES = Object.fromEntries(INTAKE_STEPS.map((step) => [step.slug, step.title])) as Record<IntakeStepSlug, Message>;

/**
 * Step 1 of a new application creates nothing (architecture.md section 8): the server only checks
 * it. Without a connection (or a token, or a server that can answer) the check is left to
 * step 2, whose body carries step 1 again. The client tells a refusal, a server failure and a
 * missing token ('Intake save failure', spec section 8); no answer at all is the wizard's to say
 * (the step is kept on the device).
 */
export async function checkRepresentative(body: Body): Promise<ItemOutcome> {
  try {
    const answer = await apiRequest({
      method: 'POST',
      path: '/website/intake',
      body,
      captcha: 'intake',
      data: unknown(),
      refusals: true,
      quiet: 'unanswered',
    });
    return { status: 'sent', message: answer.message, data: answer.data, identity: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.kind === 'captcha') return { status: 'queued', reason: { kind: 'captcha', message: error.message } };
    if (error.kind === 'http' && (error.isTransient || error.status === 429)) {
      return { status: 'queued', reason: { kind: 'server', status: error.status, message: error.message || t(MESSAGES.somethingWentWrong) } };
    }
    if (error.isTransient) return { status: 'queued' };
    return { status: 'refused', itemId: 'representative-check', problem: { status: error.status, message: error.message, fieldErrors: error.fieldErrors } };
  }
}

/** Every other intake save goes through the outbox: stored on the device first, then sent. */
export function saveThroughOutbox(queue: string, slug: IntakeStepSlug, creating: boolean, body: Body): Promise<ItemOutcome> {
  return outbox.save({
    queue,
    slot: slug,
    kind: creating ? 'create' : 'update',
    path: creating ? '/website/intake' : '/website/intake/update',
    body,
    captcha: creating ? 'intake' : null,
    label: t(TITLES[slug]),
  });
}

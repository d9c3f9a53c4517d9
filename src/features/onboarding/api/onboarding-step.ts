import type { OnboardingStepSlug } from '@/contract/steps';
import { flattenPayload, hasFile } from '@/lib/payload';
import { apiRequest, type Payload } from '@/api/client';
import { onboardingDetail } from './onboarding-detail';

/** One step's save as spec section 7 names it: the slug, skip=0 and the step's bracketed fields. */
export type OnboardingStepBody = Payload & { step: OnboardingStepSlug; skip: 0 };

/** A 10 MB file on a slow phone connection takes minutes, not the usual 30 s. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export interface SaveStepOptions {
  onUploadProgress?: (fraction: number) => void;
}

/**
 * POST /website/onboarding?_method=PUT, multipart (architecture.md section 5) with a captcha
 * token. Answers the server's message and the onboarding detail as saved; a refusal's message
 * is a toast (spec section 8, 'Onboarding save failure').
 */
export async function saveOnboardingStep(body: OnboardingStepBody, { onUploadProgress }: SaveStepOptions = {}) {
  const upload = hasFile(flattenPayload(body));
  return apiRequest({
    method: 'POST',
    path: '/website/onboarding',
    query: { _method: 'PUT' },
    body,
    multipart: true,
    captcha: 'onboarding',
    refusals: true,
    data: onboardingDetail,
    onUploadProgress: upload ? onUploadProgress : undefined,
    timeoutMs: upload ? UPLOAD_TIMEOUT_MS : undefined,
  });
}

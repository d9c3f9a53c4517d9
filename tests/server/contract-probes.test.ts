import { describe, expect, it } from 'vitest';
import { localCaptchaToken } from '../../src/contract/captcha';
import { DEFAULT_RATE_LIMITS } from '../../server/security/identity-guard';
import { API_BASE_PATH, openApiDocument } from '../../server/openapi/document';
import { encodeBody, type Send } from '../contract/http';
import { referenceIdentities } from '../contract/identities';
import { runProbes, type ContractRun } from '../contract/probes';
import { useTestApp } from './support/test-app';

// The reference API's own limits: the throttle probe must meet them.
const t = useTestApp({ rateLimits: DEFAULT_RATE_LIMITS });

/** The probes' requests, answered in-process by the reference API (no socket). */
const injectSender: Send = async (request) => {
  const { payload, contentType } = await encodeBody(request);
  const response = await t.app.inject({
    method: request.method,
    url: `${API_BASE_PATH}${request.path}`,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...request.headers },
    ...(payload ? { payload } : {}),
  });
  const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value)]));
  return { method: request.method, path: request.path, status: response.statusCode, headers, body: response.rawPayload };
};

const probe = (): Promise<ContractRun> =>
  runProbes({ send: injectSender, document: openApiDocument(), identities: referenceIdentities(), captcha: localCaptchaToken, basePath: API_BASE_PATH });

describe('the reference API against its own contract', () => {
  let run: ContractRun;

  it('passes every probe of npm run contract, each answer valid by the OpenAPI document', async () => {
    run = await probe();
    expect(run.results.filter((result) => result.problem !== null)).toEqual([]);
  }, 120_000);

  it('gave, during the probes, the success answer of every call the document describes', () => {
    const document = openApiDocument();
    const calls = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const succeeded = new Set(run.answered.filter((answer) => answer.status === 200).map((answer) => answer.operation));
    // The reference serves its document; another backend need not, so no probe asks for it (openapi.test.ts does).
    expect(calls.filter((call) => !succeeded.has(call) && call !== 'GET /openapi.json')).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaAction } from '../../src/contract/captcha';
import { DEMO, login } from './support/demo';
import { captcha, multipartBody } from './support/requests';
import { useTestApp } from './support/test-app';

const errors: string[] = [];
const t = useTestApp({
  logStream: {
    write: (line) => {
      if ((JSON.parse(line) as { level: number }).level >= 50) errors.push(line);
    },
  },
});

interface Route {
  method: string;
  url: string;
}

/** Every route the app has, read from Fastify's own route tree (nothing listed by hand). */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) routes.push({ method, url: path });
  }
  return routes;
}

const PARAM_VALUES = ['1', '%00', 'a%01b', `${DEMO.onboardingPending.code}%00`, '%C0%AF', '-1', '9'.repeat(40)];
const QUERIES = ['', '?id=%00', '?ssn=%00&date_of_birth=1950-01-15%00&application_code=ONB%00&program_id=%07', '?transaction_date[0]=%00&transaction_date[1][a]=1&_method=PUT%00', '?a[b][c][d][e][f][g]=1'];

function actionFor(url: string): CaptchaAction {
  if (url.includes('enquiry')) return 'enquiry';
  if (url.includes('login')) return 'login';
  if (url.includes('onboarding')) return 'onboarding';
  if (url.includes('process')) return 'process_lookup';
  return 'intake';
}

let deep = '"x"';
for (let level = 0; level < 5000; level += 1) deep = level % 2 ? `[${deep}]` : `{"a":${deep}}`;

function jsonBodies(action: CaptchaAction): string[] {
  const token = captcha(action)['g-recaptcha-response'];
  const base = { step: 'about_you', ssn: DEMO.intakePending.ssn, date_of_birth: DEMO.intakePending.date_of_birth, 'g-recaptcha-response': token };
  return [
    JSON.stringify({ ...base, first_name: 'Ada\u0000', last_name: 'x' }),
    JSON.stringify({ ...base, step: 'diagnosis', health_info: { diagnosis: 'a\u0000b' } }),
    JSON.stringify({ ...base, ['na\u0000me']: 'x' }),
    JSON.stringify({ ...base, description: 'bell\u0007', email: 'a\u001b[31m@example.org' }),
    deep,
    '[]',
    '"text"',
    '123',
    'null',
    'true',
    JSON.stringify({ ...base, step: ['about_you'], ssn: { a: 1 }, date_of_birth: 19500115, id: 1e300, is_client: 'yes', program_id: 'x' }),
    '{"first_name":"\\ud800","last_name":"\\udfff","step":"about_you"}',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  ];
}

function formBodies(action: CaptchaAction): string[] {
  const token = `g-recaptcha-response=${encodeURIComponent(captcha(action)['g-recaptcha-response'])}`;
  return [
    `${token}&step=about_you&first_name=Ada%00&ssn=${DEMO.intakePending.ssn}&date_of_birth=${DEMO.intakePending.date_of_birth}`,
    `${token}&step=diagnosis&health_info[diagnosis]=a%00b&_method=PUT`,
    `${token}&step=about_you%01&first%00name=x`,
    `${token}&step[]=about_you&ssn[a]=1&date_of_birth[]=1`,
    `${token}&${'a['.repeat(20)}x${']'.repeat(20)}=1`,
    `${token}&first_name=%C0%AF%FF`,
  ];
}

async function multipartBodies(action: CaptchaAction) {
  return [
    await multipartBody({ ...captcha(action), step: 'about_you', first_name: 'Ada\u0000' }),
    await multipartBody({ ...captcha(action), step: 'document_proof', image: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me\u0000.png') }),
    await multipartBody({ ...captcha(action), step: 'diagnosis', 'health_info[diagnosis]': 'x\u0007' }),
  ];
}

describe('bad input on every route, found from the app itself', () => {
  let tokens: (string | null)[];

  beforeAll(async () => {
    tokens = [null, await login(t.app, DEMO.onboardingPending), await login(t.app, DEMO.client)];
  });

  it('never answers 500: NUL bytes, control characters, deep JSON and wrong types get a clear 4xx', async () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/v1/website/onboarding' });
    const failures: string[] = [];
    const nulAnswers: number[] = [];
    let sent = 0;
    for (const route of routes.filter((r) => r.method !== 'HEAD')) {
      const urls = route.url.includes(':') ? PARAM_VALUES.map((value) => route.url.replace(/:\w+/g, value)) : [route.url];
      const action = actionFor(route.url);
      const hasBody = route.method === 'POST' || route.method === 'PUT';
      const payloads: { payload?: string | Buffer; headers: Record<string, string> }[] = hasBody
        ? [
            ...jsonBodies(action).map((payload) => ({ payload, headers: { 'content-type': 'application/json' } })),
            ...formBodies(action).map((payload) => ({ payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } })),
            ...(await multipartBodies(action)),
          ]
        : [{ headers: {} }];
      for (const token of tokens) {
        for (const url of urls) {
          for (const query of QUERIES) {
            for (const { payload, headers } of hasBody && query ? payloads.slice(0, 1) : payloads) {
              const response = await t.app.inject({
                method: route.method as 'GET',
                url: url + query,
                payload,
                headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
              });
              sent += 1;
              const label = `${route.method} ${url}${query} ${payload ? String(payload).slice(0, 60) : ''}`;
              if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 100)}`);
              else if (response.statusCode >= 400) expect(typeof response.json().message, label).toBe('string');
              if (String(payload ?? '').includes('\\u0000') || query.includes('%00')) nulAnswers.push(response.statusCode);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect(nulAnswers.every((status) => status >= 400 && status < 500)).toBe(true);
  }, 240_000);

  it('answers a NUL byte with 422 on the field that holds it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/website/enquiry/store',
      payload: JSON.stringify({ ...captcha('enquiry'), first_name: 'Ada\u0000', last_name: 'Lee' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The request contains a character that is not allowed.', errors: { first_name: ['This field contains a character that is not allowed.'] } });
    const deepAnswer = await t.app.inject({ method: 'POST', url: '/api/v1/website/login', payload: deep, headers: { 'content-type': 'application/json' } });
    expect(deepAnswer.statusCode).toBe(400);
    expect(deepAnswer.json().message).toBe('The request body is nested too deeply or has too many fields.');
  });
});

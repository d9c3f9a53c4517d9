import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { people } from '../../server/db/schema';
import { localToday } from '../../src/contract/calendar';
import { contentSecurityPolicy } from '../../server/security/headers';
import { DEMO, login } from './support/demo';
import { readPdf } from './support/pdf';
import { captcha, get, json, post } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeEach(() => t.reset());

function directives(header: string | undefined): Record<string, string> {
  return Object.fromEntries((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));
}

describe('security headers', () => {
  it('sends a CSP that MUI runs under and that forbids framing', async () => {
    const csp = directives((await get(t.app, '/api/v1/health')).headers['content-security-policy'] as string);
    expect(csp['default-src']).toBe("'self'");
    expect(csp['style-src']).toBe("'self' 'unsafe-inline'");
    expect(csp['script-src']).toBe("'self'");
    expect(csp['img-src']).toBe("'self' data: blob:");
    expect(csp['font-src']).toBe("'self'");
    expect(csp['connect-src']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['worker-src']).toBe("'self'");
    expect(csp['manifest-src']).toBe("'self'");
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it("allows Google's reCAPTCHA hosts only when a secret is configured", () => {
    expect(contentSecurityPolicy(true).scriptSrc).toContain('https://www.google.com/recaptcha/');
    expect(contentSecurityPolicy(true).connectSrc).toContain('https://www.google.com/recaptcha/');
    expect(contentSecurityPolicy(false).frameSrc).toEqual(["'none'"]);
  });

  it('sends the other helmet headers', async () => {
    const { headers } = await get(t.app, '/api/v1/health');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('come with every answer: each route, whether it answers, refuses or does not know the path', async () => {
    const token = await login(t.app, DEMO.client);
    const answers = [
      ['GET', '/api/v1/health'],
      ['GET', '/api/v1/dropdown/genders'],
      ['GET', '/api/v1/dropdown/case-managers'],
      ['GET', '/api/v1/dropdown/programs'],
      ['GET', '/api/v1/dropdown/reporting-accounts'],
      ['GET', '/api/v1/master/countries'],
      ['GET', '/api/v1/master/states'],
      ['GET', '/api/v1/website/client/name'],
      ['GET', '/api/v1/website/client/process'],
      ['GET', '/api/v1/website/client/programs'],
      ['GET', '/api/v1/website/client/account-balance'],
      ['GET', '/api/v1/website/client/account-statement'],
      ['GET', '/api/v1/website/files/1'],
      ['GET', '/api/v1/website/intake'],
      ['POST', '/api/v1/website/intake'],
      ['POST', '/api/v1/website/intake/update'],
      ['POST', '/api/v1/website/enquiry/store'],
      ['POST', '/api/v1/website/login'],
      ['POST', '/api/v1/website/logout'],
      ['GET', '/api/v1/website/onboarding'],
      ['POST', '/api/v1/website/onboarding/1'],
      ['GET', '/api/v1/website/nothing-here'],
    ] as const;
    const statuses = new Set<number>();
    for (const [method, url] of answers) {
      for (const authorization of [undefined, `Bearer ${token}`]) {
        const response = await t.app.inject({ method, url, headers: authorization ? { authorization } : {} });
        statuses.add(response.statusCode);
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
        expect(response.headers['content-security-policy'], `${method} ${url}`).toContain("default-src 'self'");
        expect(response.headers['x-content-type-options'], `${method} ${url}`).toBe('nosniff');
        expect(response.headers['x-frame-options'], `${method} ${url}`).toBe('DENY');
        expect(response.headers['referrer-policy'], `${method} ${url}`).toBe('no-referrer');
      }
    }
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 401, 404, 422]));
  });

  it('marks every answer about a person no-store, errors included', async () => {
    const token = await login(t.app, DEMO.client);
    for (const response of [
      await get(t.app, '/api/v1/website/client/programs', {}, token),
      await get(t.app, '/api/v1/website/intake', { ...{ ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth }, ...captcha('resume_lookup') }),
      await get(t.app, '/api/v1/website/client/programs'),
      await get(t.app, '/api/v1/website/nothing-here'),
      await post(t.app, '/api/v1/website/logout', {}, { token }),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('decides no-store by the route the path reaches, however the path is spelled', async () => {
    const token = await login(t.app, DEMO.client);
    for (const url of ['/%61pi/v1/website/client/programs', '/api/v1/website/%63lient/programs', '/api/v1/%77ebsite/client/programs']) {
      const response = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // The public lists keep their own caching.
    expect((await get(t.app, '/api/v1/dropdown/genders')).headers['cache-control']).toBe('public, max-age=300');
    expect((await get(t.app, '/api/v1/dropdown/no-such-list')).headers['cache-control']).toBe('no-store');
  });

  it('sends a Permissions-Policy that leaves the camera to our own origin and denies the rest', async () => {
    const policy = String((await get(t.app, '/api/v1/health')).headers['permissions-policy']);
    const features = Object.fromEntries(policy.split(',').map((part) => part.trim().split('=') as [string, string]));
    expect(features.camera).toBe('(self)');
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) expect(features[feature], feature).toBe('()');
    expect((await get(t.app, '/api/v1/website/nothing-here')).headers['permissions-policy']).toBe(policy);
  });
});

describe('bearer routes check the kind of session', () => {
  it('keeps onboarding tokens out of the account and client tokens out of the wizard', async () => {
    const onboarding = await login(t.app, DEMO.onboardingRejected);
    const client = await login(t.app, DEMO.client);
    for (const url of ['/api/v1/website/client/programs', '/api/v1/website/client/account-balance?program_id=10', '/api/v1/website/client/account-statement?program_id=10']) {
      expect((await t.app.inject({ url, headers: { authorization: `Bearer ${onboarding}` } })).statusCode).toBe(403);
    }
    expect((await get(t.app, '/api/v1/website/onboarding', {}, client)).statusCode).toBe(403);
    const save = await post(t.app, '/api/v1/website/onboarding?_method=PUT', { step: 'diagnosis', 'g-recaptcha-response': 'local:onboarding' }, { token: client });
    expect(save.statusCode).toBe(403);
    expect(json(save).message).toBe('This action is unauthorized.');
  });

  it('reads forms the way browsers send them, with a charset', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/website/login',
      payload: `ssn=${DEMO.client.ssn}&date_of_birth=${DEMO.client.date_of_birth}&g-recaptcha-response=local%3Alogin`,
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await get(t.app, '/api/v1/website/secret');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('markup in a name', () => {
  const MARKUP = '<b>Frank</b><script>alert(1)</script>';

  it('comes back as the same text from the API and is printed as text in the statement PDF', async () => {
    await t.db.update(people).set({ firstName: MARKUP }).where(eq(people.applicationCode, DEMO.client.code));
    expect(json(await get(t.app, '/api/v1/website/client/name', { application_code: DEMO.client.code })).data).toMatchObject({ first_name: MARKUP });
    const token = await login(t.app, DEMO.client);
    const start = new Date(t.clock.now);
    start.setDate(start.getDate() - 90);
    const range = [localToday(start), localToday(new Date(t.clock.now))];
    const response = await get(t.app, '/api/v1/website/client/account-statement', { program_id: 10, transaction_date: range }, token);
    expect(response.statusCode).toBe(200);
    expect(readPdf(response.rawPayload).text).toContain(`Client: ${MARKUP} Hayes`);
  });
});

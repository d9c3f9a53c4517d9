import { beforeEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/security/headers';
import { DEMO, login } from './support/demo';
import { get, json, post } from './support/requests';
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

  it('marks every answer about a person no-store, errors included', async () => {
    const token = await login(t.app, DEMO.client);
    for (const response of [
      await get(t.app, '/api/v1/website/client/programs', {}, token),
      await get(t.app, '/api/v1/website/intake', { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth }),
      await get(t.app, '/api/v1/website/client/programs'),
      await get(t.app, '/api/v1/website/nothing-here'),
      await post(t.app, '/api/v1/website/logout', {}, { token }),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
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

import { describe, expect, it } from 'vitest';
import { googleCaptcha, localCaptcha } from '../../server/security/captcha';
import { DEMO } from './support/demo';
import { get, json } from './support/requests';
import { useTestApp } from './support/test-app';

interface Seen {
  url: string;
  body: URLSearchParams;
}

/** Google's siteverify, faked: tokens 'good-<action>' pass with a score, 'low-<action>' score 0.1. */
function fakeGoogle(seen: Seen[]): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    const body = new URLSearchParams(init.body as URLSearchParams);
    seen.push({ url, body });
    const token = body.get('response') ?? '';
    if (token === 'down') throw new Error('network down');
    const [kind, action] = token.split('-');
    return new Response(JSON.stringify({ success: kind === 'good' || kind === 'low', action, score: kind === 'low' ? 0.1 : 0.9 }));
  }) as unknown as typeof fetch;
}

const seen: Seen[] = [];
const t = useTestApp({ recaptchaSecret: 'test-secret', captcha: googleCaptcha({ secret: 'test-secret', fetch: fakeGoogle(seen) }) });
const lookup = (token: string) => get(t.app, '/api/v1/website/client/process', { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth, 'g-recaptcha-response': token });

describe('reCAPTCHA v3 with RECAPTCHA_SECRET', () => {
  it("asks Google once with the secret and the caller's address, and accepts a good score for the action", async () => {
    seen.length = 0;
    expect((await lookup('good-process_lookup')).statusCode).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(seen[0]!.body.get('secret')).toBe('test-secret');
    expect(seen[0]!.body.get('remoteip')).toBe('127.0.0.1');
  });

  it('refuses a low score, another action, an unreachable Google and local tokens', async () => {
    for (const token of ['low-process_lookup', 'good-login', 'down', 'local:process_lookup']) {
      const response = await lookup(token);
      expect(response.statusCode, token).toBe(422);
      expect(json(response).errors).toEqual({ 'g-recaptcha-response': ['Captcha verification failed. Please try again!'] });
    }
  });

  it('lets the CSP reach Google', async () => {
    expect((await get(t.app, '/api/v1/health')).headers['content-security-policy']).toContain('https://www.google.com/recaptcha/');
  });
});

describe('local bot-check without a secret', () => {
  it('accepts local:<action> for known actions only', async () => {
    expect(await localCaptcha('local:login', '::1')).toEqual({ success: true, action: 'login' });
    expect((await localCaptcha('local:anything', '::1')).success).toBe(false);
    expect((await localCaptcha('google-token', '::1')).success).toBe(false);
  });
});

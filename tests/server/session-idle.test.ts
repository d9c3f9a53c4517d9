import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import { DEMO, login } from './support/demo';
import { get, json, post } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const MINUTE = 60 * 1000;
const PROGRAMS = '/api/v1/website/client/programs';
const RENEW = '/api/v1/website/session/renew';

/** Moves the app's clock on from where it is. */
const wait = (minutes: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + minutes * MINUTE);
};

describe('session idle limit (WCAG 2.2.1)', () => {
  beforeEach(() => t.reset());

  it('refuses a token unused for 15 minutes with a 401 that says it was the idle limit', async () => {
    const token = await login(t.app, DEMO.client);
    wait(14.9);
    expect((await get(t.app, PROGRAMS, {}, token)).statusCode).toBe(200);
    wait(15);
    const refused = await get(t.app, PROGRAMS, {}, token);
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toEqual({ message: 'Unauthenticated.', code: 'session_idle' });
    // Revoked: coming back within the limit does not revive it.
    t.clock.now = new Date(t.clock.now.getTime() - 10 * MINUTE);
    expect((await get(t.app, PROGRAMS, {}, token)).statusCode).toBe(401);
  });

  it('counts every authenticated request as a use: used at minute 14, still good at minute 28', async () => {
    const token = await login(t.app, DEMO.client);
    wait(14);
    expect((await get(t.app, PROGRAMS, {}, token)).statusCode).toBe(200);
    wait(14);
    expect((await get(t.app, PROGRAMS, {}, token)).statusCode).toBe(200);
    wait(15);
    expect((await get(t.app, PROGRAMS, {}, token)).statusCode).toBe(401);
  });

  it('renews the session of an onboarding person and says until when it is good', async () => {
    const token = await login(t.app, DEMO.onboardingPending);
    wait(13);
    const renewed = await post(t.app, RENEW, {}, { token });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(json(renewed).data).toEqual({ idle_expires_at: new Date(t.clock.now.getTime() + 15 * MINUTE).toISOString() });
    expect(renewed.headers['cache-control']).toBe('no-store');
    wait(14.5);
    expect((await post(t.app, RENEW, {}, { token })).statusCode).toBe(200);
  });

  it('does not renew a token that is already idle, revoked or missing', async () => {
    const token = await login(t.app, DEMO.client);
    wait(16);
    expect(json(await post(t.app, RENEW, {}, { token })).code).toBe('session_idle');
    expect((await post(t.app, RENEW, {})).statusCode).toBe(401);
    const other = await login(t.app, DEMO.client);
    await post(t.app, '/api/v1/website/logout', {}, { token: other });
    const afterLogout = await post(t.app, RENEW, {}, { token: other });
    expect(afterLogout.statusCode).toBe(401);
    expect(json(afterLogout).code).toBeUndefined();
  });

  it('keeps the 2-day absolute expiry however often the token is used', async () => {
    const token = await login(t.app, DEMO.client);
    for (let minutes = 0; minutes < 2 * 24 * 60; minutes += 14) {
      wait(14);
      if ((await post(t.app, RENEW, {}, { token })).statusCode !== 200) break;
    }
    expect((await get(t.app, PROGRAMS, {}, token)).statusCode).toBe(401);
  });
});

describe('SESSION_IDLE_MINUTES', () => {
  const short = useTestApp({ sessionIdleMinutes: '2' });

  it('is read from the environment, 15 by default, and checked', () => {
    expect(configFromEnv({}).sessionIdleMinutes).toBe(15);
    expect(configFromEnv({ SESSION_IDLE_MINUTES: '30' }).sessionIdleMinutes).toBe(30);
    expect(() => configFromEnv({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => configFromEnv({ SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('sets the server idle limit', async () => {
    const token = await login(short.app, DEMO.client);
    short.clock.now = new Date(short.clock.now.getTime() + 2.5 * MINUTE);
    expect((await get(short.app, PROGRAMS, {}, token)).statusCode).toBe(401);
  });
});

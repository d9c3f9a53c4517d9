import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { people } from '../../server/db/schema';
import { buildOperatorApp } from '../../server/operator';
import { useTestApp } from './support/test-app';

/** The endpoint `npm run review` and `npm run seed` use while a server holds the embedded database. */
const t = useTestApp();
const SECRET = 'the-secret-the-server-wrote-into-operator-json';
let operator: FastifyInstance;

beforeAll(() => {
  operator = buildOperatorApp(t.db, { keyring: t.keyring, files: t.files, now: () => t.clock.now }, SECRET);
});
afterAll(() => operator.close());
beforeEach(() => t.reset());

const command = (body: unknown, authorization?: string) =>
  operator.inject({ method: 'POST', url: '/command', payload: body as object, remoteAddress: '127.0.0.1', headers: authorization ? { authorization } : {} });
const stateOf = async (code: string) => (await t.db.select().from(people).where(eq(people.applicationCode, code)))[0]!.processType;

describe('the operator endpoint', () => {
  it('runs a review command with the secret, and says what it changed', async () => {
    const list = await command({ command: 'review', args: ['list'] }, `Bearer ${SECRET}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().lines[0]).toBe('8 application(s):');
    const approve = await command({ command: 'review', args: ['approve', 'INT-4321'] }, `Bearer ${SECRET}`);
    expect(approve.json()).toEqual({ ok: true, lines: ['INT-4321 (Walter Brooks): intake / in-progress -> onboarding / pending'] });
    expect(await stateOf('INT-4321')).toBe('onboarding');
  });

  it('refuses a command without the secret, with another one, or from another machine, and changes nothing', async () => {
    for (const authorization of [undefined, 'Bearer a-guess', `Basic ${SECRET}`, `Bearer ${SECRET}x`]) {
      const refused = await command({ command: 'review', args: ['approve', 'INT-4321'] }, authorization);
      expect(refused.statusCode).toBe(401);
    }
    const remote = await operator.inject({ method: 'POST', url: '/command', payload: { command: 'seed', reset: true }, remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${SECRET}` } });
    expect(remote.statusCode).toBe(401);
    expect(await stateOf('INT-4321')).toBe('intake');
  });

  it('takes only the commands it knows', async () => {
    expect((await command({ command: 'sql', text: 'drop table people' }, `Bearer ${SECRET}`)).statusCode).toBe(400);
    expect((await command({ command: 'review', args: [1] }, `Bearer ${SECRET}`)).statusCode).toBe(400);
  });
});

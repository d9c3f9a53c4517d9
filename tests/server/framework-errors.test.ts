import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './support/demo';
import { useTestApp } from './support/test-app';

/**
 * What Fastify refuses before any route of ours runs (an address that is not valid
 * percent-encoding, a body it cannot parse or has no parser for, a body too large, a path
 * parameter too long, a request Node cannot read) answers in the contract's shape, no-store,
 * and repeats nothing of the request: these requests carry an SSN and a birth date.
 */
const t = useTestApp();
const { ssn, date_of_birth: dob } = DEMO.client;
const PERSONAL = [ssn, dob, '%E0', 'ssn='];

function expectNothingEchoed(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['message']);
  expect(typeof body.message).toBe('string');
  for (const value of PERSONAL) expect(response.body).not.toContain(value);
}

describe('errors raised by the framework before our routes', () => {
  it('a badly encoded address, to the API or to a page, with the SSN in its query', async () => {
    for (const url of [`/api/v1/website/intake%E0%A4%A?ssn=${ssn}&date_of_birth=${dob}`, `/client/intake%E0%A4%A?ssn=${ssn}&date_of_birth=${dob}`]) {
      expectNothingEchoed(await t.app.inject({ url }), 400);
    }
  });

  it('a path parameter longer than the router takes', async () => {
    expectNothingEchoed(await t.app.inject({ url: `/api/v1/website/onboarding/${ssn.repeat(20)}?date_of_birth=${dob}` }), 414);
  });

  it('a content type with no parser, a body that is not JSON, and a body too large', async () => {
    const url = `/api/v1/website/login?ssn=${ssn}`;
    expectNothingEchoed(await t.app.inject({ method: 'POST', url, payload: `ssn=${ssn}`, headers: { 'content-type': `text/x-${ssn}` } }), 415);
    expectNothingEchoed(await t.app.inject({ method: 'POST', url, payload: `{"ssn": "${ssn}", "date_of_birth": "${dob}"`, headers: { 'content-type': 'application/json' } }), 400);
    expectNothingEchoed(await t.app.inject({ method: 'POST', url, payload: `{"ssn": "${ssn}", "x": "${'9'.repeat(2 * 1024 * 1024)}"}`, headers: { 'content-type': 'application/json' } }), 413);
    // Outside the API too (the static files' routes are not under /api/v1).
    expectNothingEchoed(await t.app.inject({ method: 'POST', url: `/client/intake?ssn=${ssn}`, payload: `{"ssn": "${ssn}"`, headers: { 'content-type': 'application/json' } }), 400);
  });

  describe('a request Node cannot read, over a real socket', () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const address = t.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });
    afterAll(() => t.app.server.closeAllConnections());

    it('answers 400 in the same shape, no-store', async () => {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
        socket.end(`GET /api/v1/website/intake?ssn=${ssn}&date_of_birth=${dob} HTTP/1.1\r\nHost: x\r\nBad header ${ssn}\r\n\r\n`);
      });
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head.toLowerCase()).toContain('cache-control: no-store');
      expect(JSON.parse(body)).toEqual({ message: 'The request could not be read.' });
      for (const value of PERSONAL) expect(raw).not.toContain(value);
    });
  });
});

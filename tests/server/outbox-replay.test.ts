import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorFromAnswer } from '../../src/api/errors';
import { localCaptchaToken } from '../../src/contract/captcha';
import { flattenPayload } from '../../src/lib/payload';
import { createOutbox } from '../../src/offline/outbox';
import { idbOutboxStore } from '../../src/offline/outbox-store';
import { demoIntakeValues } from '../../server/db/seed-data/people';
import { FREE_SSNS } from './support/demo';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let backend = '';
let proxy: Server;
let proxyUrl = '';
/** The next create is committed by the server, but its answer never reaches the client. */
let loseNextCreateAnswer = false;

beforeAll(async () => {
  backend = await t.app.listen({ host: '127.0.0.1', port: 0 });
  proxy = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const answer = await fetch(`${backend}${request.url}`, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await answer.arrayBuffer());
      if (loseNextCreateAnswer && request.url === '/api/v1/website/intake') {
        loseNextCreateAnswer = false;
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

/** What the app's transport does, in Node: form body, Idempotency-Key, errors as ApiError. */
async function send({ path, body, idempotencyKey }: { path: string; body: Record<string, unknown>; idempotencyKey: string }) {
  let answer: Response;
  try {
    answer = await fetch(`${proxyUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': idempotencyKey },
      body: new URLSearchParams(flattenPayload(body as never) as [string, string][]),
    });
  } catch {
    throw new ApiError({ kind: 'network', message: 'no answer' });
  }
  const json = (await answer.json()) as { message?: string; data?: unknown };
  if (!answer.ok) throw errorFromAnswer(answer.status, json, answer.headers);
  return { message: json.message ?? null, data: json.data };
}

describe('the outbox against the reference server', () => {
  it('creates exactly one application when the answer to the create is lost after the server committed', async () => {
    const applicant = { ssn: FREE_SSNS[1], dateOfBirth: '1947-08-08', code: '', branch: 'Ohio', processType: 'intake', currentProcess: 'pending', title: 'Ms.', firstName: 'Lena', lastName: 'Replay' } as const;
    const values = demoIntakeValues(applicant) as Record<string, unknown>;
    const outbox = createOutbox({
      store: idbOutboxStore(`replay-${Date.now()}`),
      transport: send,
      captcha: async (action) => localCaptchaToken(action),
      checkConnection: async () => true,
      randomId: () => crypto.randomUUID(),
      setTimer: () => null,
      clearTimer: () => undefined,
    });
    await outbox.enqueue({ queue: 'draft', slot: 'about_you', kind: 'create', path: '/website/intake', body: { ...values, step: 'about_you' } as never, captcha: 'intake', label: 'About you' });
    await outbox.enqueue({
      queue: 'draft',
      slot: 'address_details',
      kind: 'update',
      path: '/website/intake/update',
      body: { ...values, step: 'address_details', ssn: applicant.ssn, date_of_birth: applicant.dateOfBirth } as never,
      captcha: null,
      label: 'Address Details',
    });

    loseNextCreateAnswer = true;
    await outbox.replay();
    expect(outbox.getSnapshot().items).toHaveLength(2);
    await outbox.replay();
    expect(outbox.getSnapshot().items).toHaveLength(0);

    const found = await fetch(`${backend}/api/v1/website/intake?ssn=${applicant.ssn}&date_of_birth=${applicant.dateOfBirth}&g-recaptcha-response=local:resume_lookup`, { headers: { Accept: 'application/json' } });
    const application = ((await found.json()) as { data: { id: number; saved_steps: string[] } }).data;
    expect(application.saved_steps).toEqual(expect.arrayContaining(['about_you', 'address_details']));
    expect(await outbox.identityOf('draft')).toMatchObject({ id: application.id });
    const rows = await t.db.execute(`select count(*)::int as n from people where first_name = 'Lena' and last_name = 'Replay'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});

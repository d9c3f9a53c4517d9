import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFileStore, STALE_INCOMING_MS } from '../../server/services/file-store';
import { DEMO, login } from './support/demo';
import { captcha, multipartBody, post } from './support/requests';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let port = 0;

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(() => t.app.server.closeAllConnections());

const BOUNDARY = 'limitsboundary';
const MB = 1024 * 1024;

interface Outcome {
  /** The answer's status, or null when the server cut the connection instead. */
  status: number | null;
  sent: number;
}

/**
 * Streams a multipart body of `total` bytes in 64 KB chunks over a real socket, one endless
 * text field (or file) after a few ordinary fields, waiting for the socket to drain like a
 * real sender; stops as soon as the server answers or cuts the connection.
 */
function streamBody(path: string, total: number, options: { headers?: Record<string, string>; part?: 'field' | 'file'; manyFields?: boolean; slow?: boolean } = {}): Promise<Outcome> {
  const chunk = Buffer.alloc(64 * 1024, options.manyFields ? 0 : 0x61);
  const fieldChunk = Buffer.from(
    Array.from({ length: 6 }, (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note[${i}]"\r\n\r\n${'b'.repeat(10_000)}\r\n`).join(''),
  );
  const disposition = options.part === 'file' ? 'name="image"; filename="big.png"\r\nContent-Type: image/png' : 'name="first_name"';
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="step"\r\n\r\ndocument_proof\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n`);
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    const finish = (status: number | null) => {
      if (done) return;
      done = true;
      req.destroy();
      resolve({ status, sent });
    };
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked', ...options.headers },
    });
    req.on('response', (response) => {
      response.resume();
      finish(response.statusCode ?? null);
    });
    req.on('error', () => finish(null));
    req.on('close', () => finish(null));
    const pump = () => {
      while (!done && sent < total) {
        const piece = sent === 0 ? head : options.manyFields ? fieldChunk : chunk;
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
        // A slow sender: one chunk every 10 ms.
        if (options.slow) return void setTimeout(pump, 10);
      }
      if (!done) req.end();
    };
    pump();
  });
}

/**
 * Sends the headers of a 1 MB JSON body and its first kilobyte, then waits (a sender that has
 * not finished): the status of an answer given before the body is complete, or null when the
 * server is still waiting for the rest after `waitMs`.
 */
function answerBeforeTheBody(path: string, headers: Record<string, string> = {}, waitMs = 3000): Promise<number | null> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers: { 'content-type': 'application/json', 'content-length': String(MB), ...headers } });
    const timer = setTimeout(() => finish(null), waitMs);
    const finish = (status: number | null) => {
      clearTimeout(timer);
      req.destroy();
      resolve(status);
    };
    req.on('response', (response) => {
      response.resume();
      finish(response.statusCode ?? null);
    });
    req.on('error', () => undefined);
    req.write(`{"note": "${'a'.repeat(1000)}`);
  });
}

async function health(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
  await response.arrayBuffer();
  return response.status;
}

/** The highest heap use seen while `work` runs, above what it was before. */
async function heapGrowthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  try {
    const result = await work();
    return { result, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

const incomingFiles = () => readdirSync(t.files.root);

describe('bodies are bounded before they are trusted', () => {
  it('refuses an anonymous body to a signed-in route before reading it', async () => {
    // Answered while the body is still arriving: the token was checked before the body was read.
    expect(await answerBeforeTheBody('/api/v1/website/logout')).toBe(401);
    expect(await answerBeforeTheBody('/api/v1/website/onboarding?_method=PUT', { authorization: 'Bearer not-a-live-token-0123456789' })).toBe(401);
    // A route without a session reads the whole body first: nothing is answered while it waits.
    expect(await answerBeforeTheBody('/api/v1/website/enquiry/store', {}, 1000)).toBe(null);
  });

  it('stops reading a text body past 1 MB, whether one endless field or many fields', async () => {
    const endless = await streamBody('/api/v1/website/enquiry/store', 40 * MB);
    expect([413, null]).toContain(endless.status);
    expect(endless.sent).toBeLessThan(20 * MB);
    const many = await streamBody('/api/v1/website/enquiry/store', 40 * MB, { manyFields: true });
    expect(many.status).toBe(413);
    expect(many.sent).toBeLessThan(20 * MB);
  });

  it('refuses a declared length over the limit at once', async () => {
    const outcome = await streamBody('/api/v1/website/login', 8 * MB, { headers: { 'content-length': String(300 * MB), 'transfer-encoding': '' } });
    expect(outcome.status).toBe(413);
    expect(outcome.sent).toBeLessThan(8 * MB);
  });

  it('keeps answering, with bounded memory, while ten anonymous senders stream big bodies at once', async () => {
    const routes = ['/api/v1/website/logout', '/api/v1/website/enquiry/store', '/api/v1/website/login', '/api/v1/website/intake', '/api/v1/website/onboarding'];
    const { result, growth } = await heapGrowthDuring(async () => {
      const senders = Array.from({ length: 10 }, (_, i) => streamBody(routes[i % routes.length]!, 30 * MB, { manyFields: i % 2 === 0 }));
      const healthDuring = await health();
      return { outcomes: await Promise.all(senders), healthDuring };
    });
    expect(result.healthDuring).toBe(200);
    for (const outcome of result.outcomes) {
      expect(outcome.status === null || (outcome.status >= 400 && outcome.status < 500), String(outcome.status)).toBe(true);
    }
    expect(growth).toBeLessThan(120 * MB);
    expect(await health()).toBe(200);
    expect(incomingFiles()).toEqual([]);
  }, 60_000);

  it('takes files only where a route takes them, refusing them unread elsewhere', async () => {
    const form = await multipartBody({ first_name: 'Ada', image: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png'), ...captcha('enquiry') });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/website/enquiry/store', payload: form.payload, headers: form.headers });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'This request does not take files.' });
    expect(incomingFiles()).toEqual([]);
  });

  it('removes an upload when the request fails, and a partial one when the sender gives up', async () => {
    const token = await login(t.app, DEMO.onboardingPending);
    const refused = await post(t.app, '/api/v1/website/onboarding?_method=PUT', { step: 'no_such_step', image: new File([new Uint8Array(1000)], 'me.png'), ...captcha('onboarding') }, { token, multipart: true });
    expect(refused.statusCode).toBe(422);
    expect(incomingFiles()).toEqual([]);

    const aborted = streamBody('/api/v1/website/onboarding?_method=PUT', 50 * MB, { part: 'file', slow: true, headers: { authorization: `Bearer ${token}` } });
    // Give up once the file has started arriving on disk.
    await expect.poll(() => incomingFiles().length, { timeout: 10_000 }).toBe(1);
    t.app.server.closeAllConnections();
    await aborted;
    await expect.poll(incomingFiles, { timeout: 3000 }).toEqual([]);
  });

  it('sweeps partial uploads a crash left behind when a store opens, keeping live ones', () => {
    const base = mkdtempSync(join(tmpdir(), 'payee-sweep-'));
    try {
      const crashed = join(base, 'payee-incoming-crashed');
      const live = join(base, 'payee-incoming-live');
      mkdirSync(crashed);
      mkdirSync(live);
      writeFileSync(join(crashed, 'left-by-a-crash'), 'partial');
      writeFileSync(join(live, 'being-received'), 'partial');
      const old = new Date(Date.now() - STALE_INCOMING_MS - 60_000);
      utimesSync(join(crashed, 'left-by-a-crash'), old, old);
      utimesSync(crashed, old, old);
      const store = createFileStore(base);
      expect(readdirSync(base).sort()).toEqual([basename(store.root), 'payee-incoming-live'].sort());
      expect(readdirSync(live)).toEqual(['being-received']);
      store.close();
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  describe('a JSON body is held to the limits of a form before it is parsed', () => {
    const login = { ssn: DEMO.client.ssn, date_of_birth: DEMO.client.date_of_birth, ...captcha('login') };
    const send = (payload: string) => t.app.inject({ method: 'POST', url: '/api/v1/website/login', payload, headers: { 'content-type': 'application/json' } });

    /** The answer to `payload`, and whether JSON.parse ever saw it. */
    async function sendWatched(payload: string) {
      const parse = vi.spyOn(JSON, 'parse');
      try {
        const response = await send(payload);
        return { response, parsed: parse.mock.calls.some(([text]) => text === payload) };
      } finally {
        parse.mockRestore();
      }
    }

    it('refuses too many fields, a field too long and nesting too deep, without parsing them', async () => {
      const manyKeys = JSON.stringify({ ...login, ...Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1])) });
      const manyItems = JSON.stringify({ ...login, list: Array.from({ length: 2_001 }, () => 0) });
      const longField = JSON.stringify({ ...login, first_name: 'é'.repeat(8_200) });
      const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
      const nineLevels = JSON.stringify({ ...login, a: [[[[[[[[1]]]]]]]] });
      for (const [payload, status] of [[manyKeys, 400], [manyItems, 400], [longField, 413], [deep, 400], [nineLevels, 400]] as const) {
        const { response, parsed } = await sendWatched(payload);
        expect(response.statusCode, response.body).toBe(status);
        expect(parsed).toBe(false);
      }
    });

    it('takes a body within them, and still refuses a __proto__ key', async () => {
      const within = JSON.stringify({ ...login, note: 'x'.repeat(16 * 1024 - 10), list: Array.from({ length: 1_900 }, () => '\\u00e9"'), a: [[[[[[1]]]]]] });
      expect((await send(within)).statusCode).toBe(200);
      expect((await send('{"__proto__": {"admin": true}}')).statusCode).toBe(400);
    });
  });
});

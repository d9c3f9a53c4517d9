import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

/** A raw GET (fetch would decompress and hide what the server sent). */
function get(path: string, encoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built app as the server serves it', () => {
  it('sends brotli or gzip copies that are exactly the files, and plain files to who asks for none', async () => {
    const html = await get('/');
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html.body.toString())![1]!;
    for (const path of ['/', '/about-us', '/client/intake/new/state-selection', '/sw.js', script]) {
      const plain = await get(path);
      const br = await get(path, 'br');
      const gz = await get(path, 'gzip');
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(gz.headers['content-encoding'], path).toBe('gzip');
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
      expect(gunzipSync(gz.body).equals(plain.body), path).toBe(true);
      expect(br.headers.vary, path).toContain('accept-encoding');
    }
  });

  it('caches hashed assets for a year and revalidates the shell and the worker', async () => {
    const html = await get('/');
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html.body.toString())![1]!;
    expect((await get(script)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(html.headers['cache-control']).toBe('no-cache');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/about-us')).headers['cache-control']).toBe('no-cache');
    expect((await get('/my-account')).headers['cache-control']).toBe('no-cache');
    expect((await get('/client/onboarding/ONB-4323')).headers['cache-control']).toBe('no-cache');
  });

  it('answers each Spanish address with its Spanish page, or the Spanish shell', async () => {
    for (const [path, built] of [
      ['/es', '/es/'],
      ['/es/', '/es/'],
      ['/es/about-us', '/es/about-us'],
      ['/es/contact-us', '/es/contact-us'],
      // A person's onboarding: the first state built once for every code.
      ['/es/client/onboarding/ONB-4323', '/es/client/onboarding/:applicationCode'],
      // A resumed application and a status page: each built once for every id or status.
      ['/es/client/intake/resume/123', '/es/client/intake/resume/:id'],
      ['/es/client/intake/status/pending', '/es/client/intake/status/:status'],
    ] as const) {
      const { status, headers, body } = await get(path);
      expect(status, path).toBe(200);
      expect(headers['cache-control'], path).toBe('no-cache');
      expect(body.toString(), path).toContain('<html lang="es">');
      expect(body.toString(), path).toContain(`data-prerendered="${built}"`);
    }
    for (const path of ['/es/client/intake/status/pending/more', '/es/client/intake/resume/123/more']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      expect(body.toString(), path).toContain('<html lang="es">');
      expect(body.toString(), path).toContain('<div id="root"></div>');
    }
    // An English address, and one that only starts with the same letters, keep the English shell.
    for (const path of ['/my-account', '/estate']) expect((await get(path)).body.toString(), path).toContain('<html lang="en">');
    expect((await get('/es/assets/index-gone.js')).status).toBe(404);
  });

  it('answers a missing asset with 404, never with the app shell', async () => {
    const missing = await get('/assets/index-gone.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('id="root"');
  });

  it('sends the security headers with the pages, the scripts, the worker, the manifest and a 404', async () => {
    const html = await get('/');
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html.body.toString())![1]!;
    for (const path of ['/', '/about-us', '/my-account', script, '/sw.js', '/manifest.webmanifest', '/assets/index-gone.js']) {
      const { headers } = await get(path);
      expect(headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
    }
  });
});

import { execFileSync } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';

/** A TLS front for the product, as a deployment puts one before it. */
export interface HttpsFront {
  /** `https://localhost:<port>`: the product through the front. */
  url: string;
  /**
   * The base64 SHA-256 of the certificate's public key, for Chromium's
   * `--ignore-certificate-errors-spki-list`: the browser trusts this run's certificate and no
   * other, so the page is a secure context (service worker and all) as on a deployment.
   */
  spki: string;
  stop(): Promise<void>;
}

/** Headers that belong to one HTTP/1.1 connection and must not cross to another (nor to HTTP/2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
}

/** A self-signed certificate for localhost, made with openssl for this run only. */
function certificateForRun(dir: string): { key: Buffer; cert: Buffer } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', keyFile, '-out', certFile],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(`The bench makes a certificate for its HTTPS front with openssl, which failed or is missing (install it: apt-get install -y openssl): ${(error as Error).message}`, {
      cause: error,
    });
  }
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

/**
 * Serves the product at `upstream` over HTTPS with HTTP/2 (and HTTP/1.1 for clients that ask
 * for it), passing every request on unchanged, as the TLS-terminating proxy of a deployment
 * does (README, 'HTTPS and HTTP/2': nginx, Caddy or a cloud load balancer). A PWA is
 * only installable over HTTPS, and every such front speaks HTTP/2 to browsers: one connection
 * carries all of a screen's files at once, where plain HTTP/1.1 (`npm start`'s, for local
 * use) allows six, a round trip each. The bench measures first visits through this front so
 * that its figures are those of the app as deployed.
 */
export async function startHttpsFront(upstream: string): Promise<HttpsFront> {
  const dir = mkdtempSync(join(tmpdir(), 'payee-https-front-'));
  const { key, cert } = certificateForRun(dir);
  const target = new URL(upstream);
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true });
  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        // The host the browser asked for, as a proxy keeps it (nginx's `proxy_set_header Host $host`).
        headers: { ...withoutHopByHop(request.headers), host: request.headers[':authority'] ?? request.headers.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  // The browser keeps its connections open; stopping closes them rather than waiting on them.
  const sockets = new Set<TLSSocket>();
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const spki = createHash('sha256').update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
  return {
    url: `https://localhost:${port}`,
    spki,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

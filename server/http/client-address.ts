import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whom the rate limits count: the client's IPv4 address, or its IPv6 /64 network. */
    readonly clientKey: string;
  }
}

/** The eight groups of an IPv6 address, as numbers (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/**
 * The key a client is limited by. One IPv6 customer is usually given a whole /64, so
 * counting per address would let them take 2^64 turns: IPv6 is counted per /64. An IPv4
 * address written as IPv6 (::ffff:192.0.2.1, a dual-stack socket) is the IPv4 address.
 */
export function limitKey(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** `request.clientKey`: derived from `request.ip`, which TRUST_PROXY decides. */
export function registerClientKey(app: FastifyInstance): void {
  app.decorateRequest('clientKey', {
    getter(this: FastifyRequest) {
      return limitKey(this.ip);
    },
  });
}

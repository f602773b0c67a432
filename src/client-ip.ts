import { isIP } from 'node:net';
import { trustedProxies } from './env.js';

function normalize(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * The client's address: the socket's, unless the socket is a trusted proxy, in which case the
 * right-most X-Forwarded-For entry that is not itself a trusted proxy.
 */
export function clientIp(remote: string | undefined, forwardedFor: string | null): string {
  const socket = normalize(remote ?? '0.0.0.0');
  if (!forwardedFor || !trustedProxies.has(socket)) return socket;
  const hops = forwardedFor
    .split(',')
    .map((s) => normalize(s.trim()))
    .filter((s) => isIP(s));
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    if (!trustedProxies.has(hops[i])) return hops[i];
  }
  return socket;
}

export function isTrustedProxy(remote: string | undefined): boolean {
  return trustedProxies.has(normalize(remote ?? ''));
}

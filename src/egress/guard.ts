import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { databaseUrl } from '../db.js';
import { env } from '../env.js';
import { DomainError } from '../errors.js';
import { checkAddress, isThisMachine, sameAddress, type OutboundPolicy } from './policy.js';

/**
 * An outgoing connection to an address the outbound policy refuses: 422 in requests, a failed
 * delivery with this message in the worker.
 */
export class EgressRefusedError extends DomainError {
  constructor(message: string) {
    super(message, 'egress_refused', 422);
  }
}

const policy: OutboundPolicy = { allow: env.OUTBOUND_ALLOW, deny: env.OUTBOUND_DENY };

export interface ResolvedAddress {
  address: string;
  family: number;
}

function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

async function resolve(host: string): Promise<ResolvedAddress[]> {
  const bare = unbracket(host);
  const family = isIP(bare);
  return family ? [{ address: bare, family }] : lookup(bare, { all: true, verbatim: true });
}

/**
 * The one gate for connections users choose (connectors, destinations, the AI provider): resolves
 * `host` and checks every address it resolves to against the outbound policy
 * (src/egress/policy.ts). The caller connects to one of the answered addresses, never to the name
 * again, so a name that changes its answer is judged by the answer it is used with.
 * Throws EgressRefusedError when any address is refused; a name that does not resolve throws
 * the resolver's own error.
 */
export async function resolveOutbound(host: string): Promise<ResolvedAddress[]> {
  const addresses = await resolve(host);
  for (const { address } of addresses) {
    const verdict = checkAddress(address, policy);
    if (!verdict.allowed) {
      const shown = unbracket(host) === address ? address : `${host} (${address})`;
      throw new EgressRefusedError(`Connections to ${shown} are refused by the outbound policy: ${verdict.reason} address.`);
    }
  }
  return addresses;
}

interface DatabaseTarget {
  host: string;
  port: number;
  database: string;
}

/** Where Overlook's own metadata database lives, read from the URL it connected with. */
function metadataDatabase(): DatabaseTarget | undefined {
  if (!databaseUrl) return undefined;
  const url = new URL(databaseUrl);
  const host = url.searchParams.get('host') ?? decodeURIComponent(url.hostname);
  return {
    host: host || 'localhost',
    port: Number(url.port || url.searchParams.get('port') || 5432),
    // libpq's default database is the user's name.
    database: decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username),
  };
}

function localAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));
}

/** Whether a connection to `addresses`:port/database reaches the metadata database. */
async function reachesMetadataDatabase(addresses: ResolvedAddress[], target: DatabaseTarget): Promise<boolean> {
  const own = metadataDatabase();
  if (!own || own.port !== target.port || own.database !== target.database) return false;
  // A socket directory means a server on this machine.
  const ownAddresses = own.host.startsWith('/') ? ['127.0.0.1'] : (await resolve(own.host).catch(() => [])).map((a) => a.address);
  const local = localAddresses();
  return addresses.some(
    ({ address }) =>
      ownAddresses.some((mine) => sameAddress(mine, address)) ||
      (isThisMachine(address, local) && ownAddresses.some((mine) => isThisMachine(mine, local))),
  );
}

/**
 * The address a connector connects to for `target`: resolved and checked by resolveOutbound, and
 * never Overlook's own metadata database (same server, port and database name) unless
 * OUTBOUND_ALLOW_METADATA_DATABASE is set. Socket paths are refused: only TCP passes the guard.
 */
export async function resolveDatabaseHost(target: DatabaseTarget): Promise<string> {
  if (/[/\\\s\0]/.test(target.host))
    throw new EgressRefusedError('The host must be a host name or an IP address (socket paths are not allowed).');
  const addresses = await resolveOutbound(target.host);
  if (!env.OUTBOUND_ALLOW_METADATA_DATABASE && (await reachesMetadataDatabase(addresses, target))) {
    throw new EgressRefusedError(
      "Connectors cannot reach Overlook's own metadata database (set OUTBOUND_ALLOW_METADATA_DATABASE=true to allow it).",
    );
  }
  const [first] = addresses;
  if (!first) throw new Error(`${target.host} resolved to no address`);
  return first.address;
}

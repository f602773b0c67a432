import { AsyncLocalStorage } from 'node:async_hooks';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { databaseUrl, db } from '../db.js';
import { env } from '../env.js';
import { DomainError } from '../errors.js';
import { checkAddress, isAllowListed, isPrivateOrLocal, isThisMachine, sameAddress, type OutboundPolicy } from './policy.js';

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

/**
 * Whose connection this is. An organization created through public signup is egress-restricted
 * (organizations.egress_restricted, set from SIGNUP_ORGANIZATIONS_EGRESS): its connectors and
 * destinations reach no loopback, private, link-local or carrier-grade NAT address, no address
 * of this machine, and never the metadata database server, whatever OUTBOUND_ALLOW_METADATA_DATABASE
 * says. OUTBOUND_ALLOW (the operator's explicit list) still opens ranges for it.
 */
interface EgressScope {
  restricted: boolean;
}
/**
 * One per process, kept on globalThis: an AsyncLocalStorage stays enabled once used, and every
 * enabled one is visited at each promise's creation. A fresh copy of this module (the test
 * processes evaluate the app's modules again for each file) would add another for good: after
 * sixty files, sixty visits per promise, a seventh of the test process's CPU.
 */
const egressScope: AsyncLocalStorage<EgressScope> = ((
  globalThis as { overlookEgressScope?: AsyncLocalStorage<EgressScope> }
).overlookEgressScope ??= new AsyncLocalStorage<EgressScope>());

/** Runs `fn` with the egress rules of organization `orgId` (every connector and destination call goes through here). */
export async function withOrganizationEgress<T>(orgId: number, fn: () => Promise<T>): Promise<T> {
  const org = await db.organization.findUnique({ where: { id: orgId }, select: { egressRestricted: true } });
  // An organization that no longer exists gets the strictest rules.
  return withEgressRules(org?.egressRestricted ?? true, fn);
}

/** Runs `fn` with the egress rules of an organization whose `egress_restricted` the caller already read. */
export function withEgressRules<T>(restrictedOrg: boolean, fn: () => Promise<T>): Promise<T> {
  return egressScope.run({ restricted: restrictedOrg }, fn);
}

/** Whether the running call belongs to an egress-restricted organization. */
export const restricted = () => egressScope.getStore()?.restricted ?? false;

export interface ResolvedAddress {
  address: string;
  family: number;
}

function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/**
 * A user-chosen host that does not resolve: the destination's or connector's own failure (422
 * `host_unresolved`), never mistaken for the metadata database going away (issue 29).
 */
export class HostUnresolvedError extends DomainError {
  constructor(host: string, code: string) {
    super(`The host ${host} does not resolve (${code}).`, 'host_unresolved', 422);
  }
}

async function resolve(host: string): Promise<ResolvedAddress[]> {
  const bare = unbracket(host);
  const family = isIP(bare);
  if (family) return [{ address: bare, family }];
  try {
    return await lookup(bare, { all: true, verbatim: true });
  } catch (error) {
    throw new HostUnresolvedError(bare, (error as NodeJS.ErrnoException).code ?? 'lookup failed');
  }
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
    let verdict = checkAddress(address, policy);
    if (verdict.allowed && restricted() && !isAllowListed(address, policy)) {
      if (isPrivateOrLocal(address) || isThisMachine(address, localAddresses())) {
        verdict = { allowed: false, reason: 'a private or local (refused to organizations created by signup)' };
      }
    }
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
function metadataDatabase(): { host: string; port: number } | undefined {
  if (!databaseUrl) return undefined;
  const url = new URL(databaseUrl);
  const host = url.searchParams.get('host') ?? decodeURIComponent(url.hostname);
  return {
    host: host || 'localhost',
    port: Number(url.port || url.searchParams.get('port') || 5432),
  };
}

function localAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));
}

/**
 * Whether a connection to `addresses`:port reaches the server that holds the metadata database,
 * whatever database it names: any database there can read the metadata one (dblink,
 * postgres_fdw) or run programs on it (COPY ... TO PROGRAM). The port and every resolved address
 * are compared: the server's own addresses, and any address of this machine (loopback, its
 * interfaces, IPv4-mapped forms) when the server runs here.
 */
async function reachesMetadataServer(addresses: ResolvedAddress[], target: DatabaseTarget): Promise<boolean> {
  const own = metadataDatabase();
  if (!own || own.port !== target.port) return false;
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
 * never the server of Overlook's own metadata database (same address after resolution and port,
 * ANY database name) unless OUTBOUND_ALLOW_METADATA_DATABASE is set (and never for an
 * organization created by signup). Socket paths are refused: only TCP passes the guard.
 */
export async function resolveDatabaseHost(target: DatabaseTarget): Promise<string> {
  if (/[/\\\s\0]/.test(target.host))
    throw new EgressRefusedError('The host must be a host name or an IP address (socket paths are not allowed).');
  const addresses = await resolveOutbound(target.host);
  if ((!env.OUTBOUND_ALLOW_METADATA_DATABASE || restricted()) && (await reachesMetadataServer(addresses, target))) {
    throw new EgressRefusedError(
      "Connectors cannot reach the server of Overlook's own metadata database, whatever database they name " +
        '(the operator may allow it with OUTBOUND_ALLOW_METADATA_DATABASE=true).',
    );
  }
  const [first] = addresses;
  if (!first) throw new Error(`${target.host} resolved to no address`);
  return first.address;
}

import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type Cidr = [Address, number];

/** What OUTBOUND_ALLOW and OUTBOUND_DENY say (src/env.ts parses them). */
export interface OutboundPolicy {
  allow: readonly Cidr[];
  deny: readonly Cidr[];
}

export type Verdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Refused whatever OUTBOUND_ALLOW says: the cloud instance-metadata services (which hand out
 * credentials to whoever asks from inside the machine), the link-local ranges they live in, and
 * the unspecified addresses (a connection to 0.0.0.0 reaches this machine under another name).
 */
const ALWAYS_REFUSED: readonly { range: Cidr; reason: string }[] = [
  { range: ipaddr.parseCIDR('169.254.0.0/16'), reason: 'link-local (cloud metadata)' },
  { range: ipaddr.parseCIDR('fe80::/10'), reason: 'link-local' },
  { range: ipaddr.parseCIDR('fd00:ec2::254/128'), reason: 'cloud metadata' },
  { range: ipaddr.parseCIDR('100.100.100.200/32'), reason: 'cloud metadata' },
  { range: ipaddr.parseCIDR('0.0.0.0/8'), reason: 'unspecified' },
  { range: ipaddr.parseCIDR('::/128'), reason: 'unspecified' },
];

/** IPv6 prefixes that carry an IPv4 address in their last 32 bits (mapped, NAT64). */
const EMBEDS_IPV4: readonly Cidr[] = [ipaddr.parseCIDR('::ffff:0:0/96'), ipaddr.parseCIDR('64:ff9b::/96')];

function inRange(address: Address, [network, bits]: Cidr): boolean {
  return address.kind() === network.kind() && address.match(network, bits);
}

/**
 * The address itself and, for IPv4-mapped and NAT64 IPv6 addresses, the IPv4 address inside:
 * `::ffff:169.254.169.254` reaches the same place as `169.254.169.254` and is judged as both.
 */
function formsOf(address: Address): Address[] {
  if (address.kind() !== 'ipv6' || !EMBEDS_IPV4.some((prefix) => inRange(address, prefix))) return [address];
  const bytes = address.toByteArray().slice(12);
  return [address, ipaddr.fromByteArray(bytes)];
}

/** A range as written (`10.0.0.0/8`, a bare address, or an IPv4-mapped IPv6 form of an IPv4 range). */
function parseRange(text: string): Cidr {
  const address = text.includes('/') ? undefined : ipaddr.parse(text);
  const [network, bits]: Cidr = address ? [address, address.kind() === 'ipv4' ? 32 : 128] : ipaddr.parseCIDR(text);
  if (network.kind() === 'ipv6' && bits >= 96 && (network as ipaddr.IPv6).isIPv4MappedAddress()) {
    return [(network as ipaddr.IPv6).toIPv4Address(), bits - 96];
  }
  return [network, bits];
}

/**
 * Parses a comma-separated CIDR list (OUTBOUND_DENY, OUTBOUND_ALLOW). Throws naming the first
 * entry that is not a range or an address.
 */
export function parseCidrList(text: string): Cidr[] {
  const ranges: Cidr[] = [];
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries.filter(Boolean)) {
    try {
      ranges.push(parseRange(entry));
    } catch {
      throw new Error(`"${entry}" is not a CIDR range or an IP address`);
    }
  }
  return ranges;
}

/**
 * Judges one resolved address. The order, first match deciding:
 * 1. link-local, cloud metadata and unspecified addresses are refused (nothing overrides this);
 * 2. an address in OUTBOUND_ALLOW is allowed;
 * 3. an address in OUTBOUND_DENY is refused;
 * 4. everything else is allowed (private ranges and loopback included).
 * IPv4-mapped and NAT64 IPv6 addresses are judged by their IPv4 address too.
 */
export function checkAddress(text: string, policy: OutboundPolicy): Verdict {
  let address: Address;
  try {
    address = ipaddr.parse(text);
  } catch {
    return { allowed: false, reason: 'not an IP address' };
  }
  const forms = formsOf(address);
  for (const { range, reason } of ALWAYS_REFUSED) {
    if (forms.some((form) => inRange(form, range))) return { allowed: false, reason };
  }
  if (policy.allow.some((range) => forms.some((form) => inRange(form, range)))) return { allowed: true };
  if (policy.deny.some((range) => forms.some((form) => inRange(form, range)))) return { allowed: false, reason: 'denied by OUTBOUND_DENY' };
  return { allowed: true };
}

/** Whether OUTBOUND_ALLOW lists the address (in any of its forms). */
export function isAllowListed(text: string, policy: OutboundPolicy): boolean {
  try {
    const forms = formsOf(ipaddr.parse(text));
    return policy.allow.some((range) => forms.some((form) => inRange(form, range)));
  } catch {
    return false;
  }
}

const NOT_PUBLIC = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal', 'carrierGradeNat', 'unspecified', 'reserved', 'broadcast']);

/** Loopback, private (RFC 1918, unique-local), link-local, carrier-grade NAT and other non-public addresses, in any form. */
export function isPrivateOrLocal(text: string): boolean {
  try {
    return formsOf(ipaddr.parse(text)).some((form) => NOT_PUBLIC.has(form.range()));
  } catch {
    return true;
  }
}

/** Whether the address names this machine: loopback, unspecified, or one of `localAddresses`. */
export function isThisMachine(text: string, localAddresses: readonly string[]): boolean {
  let address: Address;
  try {
    address = ipaddr.process(text);
  } catch {
    return false;
  }
  const range = address.range();
  if (range === 'loopback' || range === 'unspecified') return true;
  return localAddresses.some((local) => sameAddress(local, text));
}

/** Whether two address texts name the same address (IPv4-mapped forms equal their IPv4 address). */
export function sameAddress(a: string, b: string): boolean {
  try {
    const left = ipaddr.process(a);
    const right = ipaddr.process(b);
    return left.kind() === right.kind() && left.toNormalizedString() === right.toNormalizedString();
  } catch {
    return false;
  }
}

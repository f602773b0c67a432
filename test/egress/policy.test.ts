import { describe, expect, it } from 'vitest';
import { checkAddress, isThisMachine, parseCidrList, sameAddress } from '../../src/egress/policy.js';

const open = { allow: [], deny: [] };
const policy = (deny: string, allow = '') => ({ deny: parseCidrList(deny), allow: parseCidrList(allow) });

describe('parseCidrList', () => {
  it('reads ranges and bare addresses, ignoring blanks and spaces', () => {
    const ranges = parseCidrList(' 10.0.0.0/8, ,192.168.1.7 ,fd00::/8,::1 ');
    expect(ranges.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      '10.0.0.0/8',
      '192.168.1.7/32',
      'fd00::/8',
      '::1/128',
    ]);
    expect(parseCidrList('')).toEqual([]);
  });

  it('reads an IPv4-mapped IPv6 range as the IPv4 range it covers', () => {
    const [range] = parseCidrList('::ffff:10.1.0.0/112');
    expect(`${range[0].toString()}/${range[1]}`).toBe('10.1.0.0/16');
  });

  it('names the first entry that is not a range', () => {
    expect(() => parseCidrList('10.0.0.0/8,10.0.0.0/33')).toThrow('"10.0.0.0/33" is not a CIDR range or an IP address');
    expect(() => parseCidrList('example.com')).toThrow('"example.com"');
    expect(() => parseCidrList('10.0.0.0/8/8')).toThrow();
  });
});

describe('checkAddress', () => {
  it('allows public, private and loopback addresses by default', () => {
    for (const address of ['93.184.216.34', '10.1.2.3', '172.16.0.1', '192.168.0.10', '127.0.0.1', '::1', 'fd12:3456::1', '2001:db8::1']) {
      expect(checkAddress(address, open), address).toEqual({ allowed: true });
    }
  });

  it('always refuses link-local and cloud-metadata addresses, in every IPv6 form, even when allowed', () => {
    const everything = policy('', '0.0.0.0/0,::/0,169.254.0.0/16,fe80::/10');
    const refused: [string, string][] = [
      ['169.254.169.254', 'link-local (cloud metadata)'],
      ['169.254.1.1', 'link-local (cloud metadata)'],
      ['::ffff:169.254.169.254', 'link-local (cloud metadata)'],
      ['::ffff:a9fe:a9fe', 'link-local (cloud metadata)'],
      ['64:ff9b::a9fe:a9fe', 'link-local (cloud metadata)'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['febf:ffff::1', 'link-local'],
      ['fd00:ec2::254', 'cloud metadata'],
      ['100.100.100.200', 'cloud metadata'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['::ffff:0.0.0.0', 'unspecified'],
    ];
    for (const [address, reason] of refused) {
      expect(checkAddress(address, open), address).toEqual({ allowed: false, reason });
      expect(checkAddress(address, everything), `${address} with OUTBOUND_ALLOW`).toEqual({ allowed: false, reason });
    }
    // Neighbours of the refused ranges stay reachable.
    for (const address of ['169.253.255.255', '169.255.0.1', 'fec0::1', 'fd00:ec2::253', '100.100.100.201']) {
      expect(checkAddress(address, open), address).toEqual({ allowed: true });
    }
  });

  it('refuses what OUTBOUND_DENY lists, the IPv4-mapped forms included', () => {
    const deny = policy('127.0.0.0/8,10.0.0.0/8,fd00::/8');
    for (const address of ['127.0.0.1', '127.9.9.9', '::ffff:127.0.0.1', '::ffff:7f00:1', '10.20.30.40', 'fd12::1']) {
      expect(checkAddress(address, deny), address).toEqual({ allowed: false, reason: 'denied by OUTBOUND_DENY' });
    }
    for (const address of ['::1', '11.0.0.1', '192.168.1.1', '2001:db8::5']) {
      expect(checkAddress(address, deny), address).toEqual({ allowed: true });
    }
  });

  it('lets OUTBOUND_ALLOW open a part of a denied range, however wide the deny', () => {
    const allowlist = policy('0.0.0.0/0,::/0', '10.1.0.0/16,192.168.5.5');
    expect(checkAddress('10.1.2.3', allowlist)).toEqual({ allowed: true });
    expect(checkAddress('::ffff:10.1.2.3', allowlist)).toEqual({ allowed: true });
    expect(checkAddress('192.168.5.5', allowlist)).toEqual({ allowed: true });
    expect(checkAddress('192.168.5.6', allowlist)).toEqual({ allowed: false, reason: 'denied by OUTBOUND_DENY' });
    expect(checkAddress('8.8.8.8', allowlist)).toEqual({ allowed: false, reason: 'denied by OUTBOUND_DENY' });
    expect(checkAddress('2001:db8::1', allowlist)).toEqual({ allowed: false, reason: 'denied by OUTBOUND_DENY' });
  });

  it('refuses what is not an address', () => {
    expect(checkAddress('example.com', open)).toEqual({ allowed: false, reason: 'not an IP address' });
    expect(checkAddress('', open)).toEqual({ allowed: false, reason: 'not an IP address' });
  });
});

describe('sameAddress and isThisMachine', () => {
  it('compares addresses in any notation', () => {
    expect(sameAddress('127.0.0.1', '::ffff:127.0.0.1')).toBe(true);
    expect(sameAddress('2001:db8:0:0::1', '2001:db8::1')).toBe(true);
    expect(sameAddress('10.0.0.1', '10.0.0.2')).toBe(false);
    expect(sameAddress('nope', 'nope')).toBe(false);
  });

  it('knows loopback, unspecified and the listed local addresses as this machine', () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1', '0.0.0.0', '10.0.0.5']) {
      expect(isThisMachine(address, ['10.0.0.5']), address).toBe(true);
    }
    expect(isThisMachine('10.0.0.6', ['10.0.0.5'])).toBe(false);
  });
});

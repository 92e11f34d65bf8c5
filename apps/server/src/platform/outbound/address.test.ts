// The address rules on their own: no DNS, no sockets. Private and public addresses appear here
// only as strings; nothing in this file sends a packet anywhere.
import { describe, expect, it } from 'vitest';
import { isAllowedAddress, parseAddress, parseCidrList } from './address';

const none = parseCidrList([]);

describe('parseCidrList', () => {
  it('parses IPv4 and IPv6 ranges and single addresses', () => {
    const list = parseCidrList(['10.0.0.0/8', ' fd00::/8 ', '192.168.1.5', '::1', '']);
    expect(list.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.5/32',
      '::1/128',
    ]);
  });

  it('turns an IPv4-mapped IPv6 range into the IPv4 range it means', () => {
    const [entry] = parseCidrList(['::ffff:127.0.0.0/104']);
    expect(entry?.[0].kind()).toBe('ipv4');
    expect(entry?.[1]).toBe(8);
    expect(isAllowedAddress('127.0.0.1', parseCidrList(['::ffff:127.0.0.0/104']))).toBe(true);
  });

  it.each([
    ['10.0.0.0/33', /at most 32/],
    ['fd00::/129', /at most 128/],
    ['10.0.0.0/x', /not a prefix length/],
    ['10.0.0.0/', /not a prefix length/],
    ['127.1/8', /not an IP address/],
    ['0x7f.0.0.1/8', /not an IP address/],
    ['localhost', /not an IP address/],
    ['fe80::1%eth0/64', /zone ids/],
    ['10.0.0.0/8/8', /not a prefix length/],
  ])('throws a clear error naming the bad entry %s', (entry, why) => {
    expect(() => parseCidrList(['10.0.0.0/8', entry])).toThrow(why);
    expect(() => parseCidrList([entry])).toThrow(`"${entry}"`);
    expect(() => parseCidrList([entry])).toThrow(/OUTBOUND_ALLOWED_PRIVATE_ADDRESSES/);
  });
});

describe('isAllowedAddress with an empty allow-list', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255', // just below carrier-grade NAT
    '100.128.0.0', // just above it
    '172.15.255.255',
    '172.32.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8', // mapped public IPv4
    '::ffff:808:808',
  ])('allows the public address %s', (ip) => {
    expect(isAllowedAddress(ip, none)).toBe(true);
  });

  it.each([
    ['0.0.0.0', 'unspecified ("this host")'],
    ['0.1.2.3', '0.0.0.0/8'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback /8'],
    ['10.0.0.1', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12 top'],
    ['192.168.0.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.100.100.200', 'carrier-grade NAT (Alibaba metadata)'],
    ['192.0.0.1', 'IETF protocol assignments'],
    ['192.0.0.170', 'NAT64 discovery'],
    ['192.0.2.1', 'documentation TEST-NET-1'],
    ['198.51.100.1', 'documentation TEST-NET-2'],
    ['203.0.113.1', 'documentation TEST-NET-3'],
    ['198.18.0.1', 'benchmarking 198.18/15'],
    ['198.19.255.255', 'benchmarking 198.18/15 top'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast (SSDP)'],
    ['240.0.0.1', 'reserved class E'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone id'],
    ['fec0::1', 'deprecated site-local'],
    ['fc00::1', 'unique local'],
    ['fd00::1', 'unique local fd00::/8'],
    ['fd00:ec2::254', 'unique local (AWS metadata over IPv6)'],
    ['ff02::1', 'IPv6 multicast'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['3fff::1', 'IPv6 documentation 3fff::/20'],
    ['2001:2::1', 'IPv6 benchmarking'],
    ['100::1', 'IPv6 discard'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata address'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:0:7f00:1', 'IPv4-translated (RFC 6145) loopback'],
    ['::ffff:0:808:808', 'IPv4-translated (RFC 6145), never public'],
    ['::7f00:1', 'IPv4-compatible (deprecated) loopback'],
    ['::808:808', 'IPv4-compatible (deprecated), even with a public IPv4'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['64:ff9b:1::808:808', 'local-use NAT64 prefix (RFC 8215)'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo with client 127.0.0.1'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'Teredo with client 10.0.0.1'],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'Teredo with server 10.0.0.1'],
    ['4000::1', 'unallocated IPv6 outside 2000::/3'],
  ])('refuses %s (%s)', (ip) => {
    expect(isAllowedAddress(ip, none)).toBe(false);
  });

  it.each([
    ['64:ff9b::808:808', 'NAT64 of 8.8.8.8'],
    ['2002:808:808::1', '6to4 of 8.8.8.8'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'Teredo with a public server and client 8.8.8.8'],
  ])('allows %s, an IPv6 form carrying a public IPv4 (%s)', (ip) => {
    expect(isAllowedAddress(ip, none)).toBe(true);
  });

  it.each([
    '127.1',
    '0177.0.0.1',
    '0x7f.0.0.1',
    '2130706433',
    '[::1]',
    'localhost',
    '',
    ' 8.8.8.8',
    '8.8.8.8 ',
    '8.8.8.8/32',
    '1.2.3.4.5',
  ])('refuses %j, which is not an address in canonical notation', (ip) => {
    expect(isAllowedAddress(ip, none)).toBe(false);
  });

  it('reads IPv4-mapped addresses as the IPv4 address they reach', () => {
    expect(parseAddress('::ffff:127.0.0.1')?.toString()).toBe('127.0.0.1');
    expect(parseAddress('::ffff:a9fe:a9fe')?.toString()).toBe('169.254.169.254');
  });
});

describe('isAllowedAddress with an allow-list', () => {
  const allow = parseCidrList(['10.1.0.0/16', '127.0.0.1/32', 'fd12:3456::/32']);

  it('allows exactly the listed ranges', () => {
    expect(isAllowedAddress('10.1.2.3', allow)).toBe(true);
    expect(isAllowedAddress('10.1.255.255', allow)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', allow)).toBe(true);
    expect(isAllowedAddress('fd12:3456::1', allow)).toBe(true);
  });

  it('still refuses private addresses just outside the listed ranges', () => {
    expect(isAllowedAddress('10.2.0.1', allow)).toBe(false);
    expect(isAllowedAddress('10.0.255.255', allow)).toBe(false);
    expect(isAllowedAddress('127.0.0.2', allow)).toBe(false);
    expect(isAllowedAddress('::1', allow)).toBe(false);
    expect(isAllowedAddress('fd12:3457::1', allow)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', allow)).toBe(false);
  });

  it('applies an IPv4 range to the IPv4-mapped form of the same address', () => {
    expect(isAllowedAddress('::ffff:127.0.0.1', allow)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.2', allow)).toBe(false);
  });

  it('does not apply an IPv4 range to NAT64, 6to4 or IPv4-compatible forms', () => {
    expect(isAllowedAddress('64:ff9b::7f00:1', allow)).toBe(false);
    expect(isAllowedAddress('2002:7f00:1::1', allow)).toBe(false);
    expect(isAllowedAddress('::7f00:1', allow)).toBe(false);
  });

  it('keeps public addresses allowed', () => {
    expect(isAllowedAddress('8.8.8.8', allow)).toBe(true);
    expect(isAllowedAddress('2606:4700:4700::1111', allow)).toBe(true);
  });
});

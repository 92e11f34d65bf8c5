// Which IP addresses an outbound fetch may connect to: public unicast addresses, plus exactly the
// ranges an operator allow-lists (OUTBOUND_ALLOWED_PRIVATE_ADDRESSES, like Mastodon's
// ALLOWED_PRIVATE_ADDRESSES). Pure functions: no DNS, no network.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;
/** A parsed CIDR range: network address and prefix length. */
export type ParsedCidr = readonly [IpAddress, number];

/**
 * Parses the operator's allow-list. Each entry is a CIDR (`10.0.0.0/8`, `fd00::/8`) or a single
 * address (`192.168.1.5`, meaning /32 or /128). Throws an Error naming the bad entry.
 */
export function parseCidrList(list: readonly string[]): ParsedCidr[] {
  const parsed: ParsedCidr[] = [];
  for (const raw of list) {
    const entry = raw.trim();
    if (!entry) continue;
    parsed.push(parseCidr(entry));
  }
  return parsed;
}

function parseCidr(entry: string): ParsedCidr {
  const bad = (why: string) =>
    new Error(
      `Invalid entry "${entry}" in the outbound allow-list (OUTBOUND_ALLOWED_PRIVATE_ADDRESSES): ${why}. ` +
        'Expected a CIDR range such as 10.0.0.0/8 or fd00::/8, or a single address such as 192.168.1.5.',
    );
  const slash = entry.indexOf('/');
  const addressPart = slash === -1 ? entry : entry.slice(0, slash);
  const prefixPart = slash === -1 ? undefined : entry.slice(slash + 1);
  // net.isIP accepts only the canonical notations (no 127.1, no 0x7f.1, no octal) and no brackets.
  const family = isIP(addressPart);
  if (family === 0) throw bad(`"${addressPart}" is not an IP address`);
  if (addressPart.includes('%')) throw bad('zone ids are not allowed');
  const maxBits = family === 4 ? 32 : 128;
  let bits = maxBits;
  if (prefixPart !== undefined) {
    if (!/^\d{1,3}$/.test(prefixPart)) throw bad(`"${prefixPart}" is not a prefix length`);
    bits = Number(prefixPart);
    if (bits > maxBits) throw bad(`the prefix length must be at most ${maxBits}`);
  }
  const address = ipaddr.parse(addressPart);
  // ::ffff:a.b.c.d/104 means the same hosts as a.b.c.d/8; addresses are compared as IPv4.
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() && bits >= 96) {
    return [address.toIPv4Address(), bits - 96];
  }
  return [address, bits];
}

/**
 * Parses one address as a resolver or a URL host gives it (canonical notation; an IPv6 zone id is
 * allowed and ignored). Returns undefined for anything else, which callers treat as refused.
 * An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is returned as the IPv4 address it reaches.
 */
export function parseAddress(ip: string): IpAddress | undefined {
  const percent = ip.indexOf('%');
  const bare = percent === -1 ? ip : ip.slice(0, percent);
  if (isIP(bare) === 0) return undefined;
  const address = ipaddr.parse(bare);
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()) {
    return address.toIPv4Address();
  }
  return address;
}

/**
 * True when an outbound connection to `ip` is allowed: the address is in the allow-list, or it is a
 * public unicast address. Anything unparseable is refused.
 */
export function isAllowedAddress(ip: string, allowList: readonly ParsedCidr[]): boolean {
  const address = parseAddress(ip);
  if (!address) return false;
  return inAllowList(address, allowList) || isPublicAddress(address);
}

function inAllowList(address: IpAddress, allowList: readonly ParsedCidr[]): boolean {
  return allowList.some(
    ([network, bits]) => network.kind() === address.kind() && address.match(network, bits),
  );
}

/** Public unicast only; see the comments for the IPv6 ranges that carry an IPv4 address. */
export function isPublicAddress(address: IpAddress): boolean {
  if (address instanceof ipaddr.IPv4) {
    // ipaddr.js names every special IPv4 range (0/8, 10/8, 100.64/10, 127/8, 169.254/16, 172.16/12,
    // 192.0.0/24, 192.0.2/24, 192.88.99/24, 192.168/16, 198.18/15, 198.51.100/24, 203.0.113/24,
    // 224/4, 240/4, 255.255.255.255, AS112, AMT); everything else is 'unicast'.
    return address.range() === 'unicast';
  }
  const parts = address.parts;
  const word = (index: number) => parts[index] ?? 0;
  const v4 = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (address.range()) {
    case 'unicast':
      // Only 2000::/3 is allocated as global unicast. This also refuses the deprecated
      // IPv4-compatible form ::a.b.c.d (::7f00:1) and the unallocated rest of ::/8.
      return (word(0) & 0xe000) === 0x2000;
    case 'rfc6052':
      // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address through the translator: judge that.
      // The local-use prefix 64:ff9b:1::/48 (RFC 8215) belongs to a private network: refuse.
      return word(1) === 0xff9b && word(2) === 0 && isPublicAddress(v4(word(6), word(7)));
    case '6to4':
      // 2002:AABB:CCDD::/48 is relayed to the IPv4 address AA.BB.CC.DD.
      return isPublicAddress(v4(word(1), word(2)));
    case 'teredo':
      // 2001:0:SSSS:SSSS:flags:port:CCCC:CCCC: the server's IPv4 in words 2-3, the client's
      // (bit-inverted) in words 6-7. Both must be public.
      return (
        isPublicAddress(v4(word(2), word(3))) &&
        isPublicAddress(v4(~word(6) & 0xffff, ~word(7) & 0xffff))
      );
    default:
      // loopback, unspecified, linkLocal, uniqueLocal, multicast, deprecated site-local,
      // rfc6145 (::ffff:0:a.b.c.d), discard, benchmarking, documentation and other reserved ranges.
      return false;
  }
}

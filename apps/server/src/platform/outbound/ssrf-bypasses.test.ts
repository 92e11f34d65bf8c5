// Known SSRF filter bypasses, gathered from public write-ups: PayloadsAllTheThings "Server Side
// Request Forgery" (localhost notations, encoded IPs, IPv6 embedding, domain redirects, rebinding
// names, parser discrepancies, schemes), Orange Tsai's "A New Era of SSRF" (parser confusion with
// `\@`, `#@`, credentials), HackerOne reports on decimal/octal/hex hosts and cloud metadata, and
// IPv4-in-IPv6 embeddings (mapped, compatible, RFC 6145, NAT64, 6to4, Teredo).
// Each is checked by the URL + DNS check alone, through a fake resolver: no packet leaves.
import { describe, expect, it } from 'vitest';
import { parseCidrList } from './address';
import { OutboundError } from './errors';
import { checkUrl, checkUrlResolved, type ResolvedAddress, type Resolver } from './url';

const none = parseCidrList([]);

// What public rebinding/wildcard DNS services would answer, without asking them.
const FAKE_DNS: Record<string, string[]> = {
  localhost: ['127.0.0.1', '::1'],
  'localhost.': ['127.0.0.1'],
  'localtest.me': ['::1'],
  'localh.st': ['127.0.0.1'],
  'spoofed.burpcollaborator.net': ['127.0.0.1'],
  'metadata.google.internal': ['169.254.169.254'],
  metadata: ['169.254.169.254'],
  'instance-data': ['169.254.169.254'],
  'kubernetes.default.svc': ['10.96.0.1'],
  'make-1.2.3.4-rebind-169.254-169.254-rr.1u.ms': ['1.2.3.4', '169.254.169.254'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'nat64.example': ['64:ff9b::a9fe:a9fe'],
  'odd-notation.example': ['0177.0.0.1'],
  'ula.example': ['fd00::1'],
  'public.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
};

const fakeResolver: Resolver = async (hostname) => {
  const name = hostname.toLowerCase();
  const nip = /(?:^|[.-])(\d{1,3}(?:[.-]\d{1,3}){3})\.(?:nip\.io|sslip\.io|xip\.io)$/.exec(name);
  const addresses = nip?.[1] ? [nip[1].replaceAll('-', '.')] : FAKE_DNS[name];
  if (!addresses)
    throw Object.assign(new Error(`fake DNS: no record for ${name}`), { code: 'ENOTFOUND' });
  return addresses.map((address): ResolvedAddress => ({
    address,
    family: address.includes(':') ? 6 : 4,
  }));
};

async function refusal(url: string): Promise<OutboundError> {
  try {
    await checkUrlResolved(url, none, fakeResolver);
  } catch (err) {
    if (err instanceof OutboundError) return err;
    throw err;
  }
  throw new Error(`${url} was allowed`);
}

const FORBIDDEN_HOSTS: Array<[string, string]> = [
  // Default targets and short forms
  ['http://127.0.0.1/', 'loopback'],
  ['http://127.0.0.1:22/', 'loopback with a port'],
  ['https://127.0.0.1:443/', 'loopback over https'],
  ['http://localhost/', 'localhost (resolves to loopback)'],
  ['HTTP://LOCALHOST:8080/', 'upper-case scheme and host'],
  ['http://localhost./', 'localhost with a trailing dot'],
  ['http://0.0.0.0/', 'unspecified address'],
  ['http://0/', '"0"'],
  ['http://00000/', '"00000"'],
  ['http://127.1/', 'shortened 127.1'],
  ['http://127.0.1/', 'shortened 127.0.1'],
  ['http://127.127.127.127/', 'anywhere in 127/8'],
  ['http://127.0.0.0/', 'loopback network address'],
  ['http://127.0.0.1./', 'trailing dot'],
  // Encoded IPv4
  ['http://2130706433/', 'decimal 127.0.0.1'],
  ['http://017700000001/', 'octal 127.0.0.1'],
  ['http://0x7f000001/', 'hex 127.0.0.1'],
  ['http://0x7f.1/', 'hex and shortened'],
  ['http://0177.0.0.1/', 'octal first byte'],
  ['http://0177.0.0.01/', 'octal bytes'],
  ['http://0x7f.0x0.0.01/', 'mixed hex and octal'],
  [
    'http://0x000000000007f.0x000000000000000000000000000000.0x0000.0x0000000000000000000000001/',
    'zero-padded hex',
  ],
  ['http://3232235521/', 'decimal 192.168.0.1'],
  ['http://3232235777/', 'decimal 192.168.1.1'],
  ['http://2852039166/', 'decimal 169.254.169.254'],
  ['http://0xa9fea9fe/', 'hex 169.254.169.254'],
  ['http://0251.0376.0251.0376/', 'octal 169.254.169.254'],
  ['http://%31%32%37.0.0.1/', 'percent-encoded digits'],
  ['http://１２７.０.０.１/', 'fullwidth digits'],
  ['http://127。0。0。1/', 'ideographic full stops'],
  ['http://①②⑦.⓪.⓪.①/', 'enclosed alphanumerics'],
  // IPv6 notations and IPv4 embedded in IPv6
  ['http://[::1]/', 'IPv6 loopback'],
  ['http://[0000::1]/', 'IPv6 loopback with leading zeros'],
  ['http://[0:0:0:0:0:0:0:1]/', 'IPv6 loopback written out'],
  ['http://[::]/', 'IPv6 unspecified'],
  ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
  ['http://[0:0:0:0:0:ffff:127.0.0.1]/', 'IPv4-mapped loopback written out'],
  ['http://[::ffff:7f00:1]/', 'IPv4-mapped loopback in hex'],
  ['http://[::ffff:a9fe:a9fe]/', 'IPv4-mapped metadata address'],
  ['http://[::ffff:169.254.169.254]/', 'IPv4-mapped metadata address, dotted'],
  ['http://[::127.0.0.1]/', 'IPv4-compatible loopback'],
  ['http://[::ffff:0:127.0.0.1]/', 'IPv4-translated loopback'],
  ['http://[64:ff9b::127.0.0.1]/', 'NAT64 loopback'],
  ['http://[64:ff9b::a9fe:a9fe]/', 'NAT64 metadata address'],
  ['http://[2002:7f00:1::]/', '6to4 loopback'],
  ['http://[2002:a9fe:a9fe::1]/', '6to4 metadata address'],
  ['http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', 'Teredo with client 127.0.0.1'],
  ['http://[fe80::1]/', 'IPv6 link-local'],
  ['http://[fd00::1]/', 'IPv6 unique local'],
  ['http://[fc00::1]/', 'IPv6 unique local fc00::/8'],
  ['http://[fd00:ec2::254]/', 'AWS metadata over IPv6'],
  ['http://[ff02::1]/', 'IPv6 multicast'],
  ['http://[2001:db8::1]/', 'IPv6 documentation'],
  // Cloud metadata and internal ranges
  ['http://169.254.169.254/latest/meta-data/', 'AWS/GCP/Azure metadata'],
  ['http://169.254.170.2/v2/credentials', 'ECS task metadata'],
  ['http://100.100.100.200/latest/meta-data/', 'Alibaba metadata (carrier-grade NAT)'],
  ['http://100.64.0.1/', 'carrier-grade NAT'],
  ['http://10.0.0.1/', 'private 10/8'],
  ['http://172.16.0.1/', 'private 172.16/12'],
  ['http://192.168.1.1/', 'private 192.168/16'],
  ['http://192.0.0.170/', 'NAT64 discovery address'],
  ['http://198.18.0.1/', 'benchmarking'],
  ['http://192.0.2.1/', 'documentation TEST-NET-1'],
  ['http://203.0.113.5/', 'documentation TEST-NET-3'],
  ['http://224.0.0.1/', 'multicast'],
  ['http://240.0.0.1/', 'reserved class E'],
  ['http://255.255.255.255/', 'broadcast'],
  // Parser confusion: what the WHATWG parser (the one undici connects with) calls the host
  ['http://127.0.0.1#@example.com/', 'fragment hides the real host'],
  ['http://127.0.0.1:80#@example.com/', 'port and fragment'],
  ['http://127.0.0.1?@example.com/', 'query hides the real host'],
  ['http://example.com@127.0.0.1/', 'credentials in front of the real host'],
  ['http://example.com:80@127.0.0.1/', 'credentials with a fake port'],
  ['http://127.1.1.1:80\\@127.2.2.2:80/', 'backslash-at (Orange Tsai)'],
  ['http://127.1.1.1:80\\@@127.2.2.2:80/', 'backslash-double-at (Orange Tsai)'],
  ['http://127.1.1.1:80#\\@127.2.2.2:80/', 'fragment-backslash-at (Orange Tsai)'],
  ['http:/\\/127.0.0.1/', 'mixed slashes'],
  ['http:127.0.0.1/', 'no slashes'],
  ['http:\\\\127.0.0.1\\', 'backslashes'],
  ['http://127.0.0.1\t/', 'tab removed by the parser'],
  ['http://1.1.1.1 &@127.0.0.1# @3.3.3.3/', 'space-ampersand-at (Orange Tsai)'],
  // Names that resolve to internal addresses (answers from the fake resolver)
  ['http://127.0.0.1.nip.io/', 'nip.io wildcard DNS'],
  ['http://company.127.0.0.1.nip.io/', 'nip.io with a prefix'],
  ['http://app-10-0-0-1.nip.io/', 'nip.io dash notation'],
  ['http://169.254.169.254.sslip.io/', 'sslip.io metadata'],
  ['http://localtest.me/', 'localtest.me (::1)'],
  ['http://localh.st/', 'localh.st'],
  ['http://spoofed.burpcollaborator.net/', 'collaborator answering loopback'],
  ['http://metadata.google.internal/computeMetadata/v1/', 'GCP metadata name'],
  ['http://metadata/', 'short metadata name'],
  ['http://instance-data/latest/', 'AWS instance-data name'],
  ['http://kubernetes.default.svc/', 'cluster-internal service name'],
  ['http://make-1.2.3.4-rebind-169.254-169.254-rr.1u.ms/', 'rebinding name with a mixed answer'],
  ['http://mapped.example/', 'name answering with an IPv4-mapped loopback'],
  ['http://nat64.example/', 'name answering with NAT64 of the metadata address'],
  ['http://odd-notation.example/', 'resolver answering in a non-canonical notation'],
  ['http://ula.example/', 'name answering with a unique local address'],
];

const BAD_URLS: Array<[string, string]> = [
  ['file:///etc/passwd', 'file scheme'],
  ['file://\\/\\/etc/passwd', 'file scheme with backslashes'],
  ['gopher://127.0.0.1:6379/_INFO%0D%0A', 'gopher scheme'],
  ['dict://127.0.0.1:6379/INFO', 'dict scheme'],
  ['ftp://127.0.0.1/', 'ftp scheme'],
  ['sftp://evil.example:11111/', 'sftp scheme'],
  ['tftp://evil.example:12346/TESTUDPPACKET', 'tftp scheme'],
  ['ldap://localhost:11211/%0astats%0aquit', 'ldap scheme'],
  ['netdoc:///etc/passwd', 'netdoc scheme'],
  ['jar:http://127.0.0.1!/', 'jar scheme'],
  ['data:text/html,<script>alert(1)</script>', 'data scheme'],
  ['javascript:alert(1)', 'javascript scheme'],
  ['ws://127.0.0.1/', 'websocket scheme'],
  ['//127.0.0.1/', 'scheme-relative'],
  ['127.0.0.1', 'no scheme'],
  ['http://', 'no host'],
  ['http://[fe80::1%25eth0]/', 'IPv6 zone id'],
  ['http://[fe80::1%eth0]/', 'IPv6 zone id, unencoded'],
  ['http://256.0.0.1/', 'IPv4 out of range'],
  ['http://0x100000000/', 'hex out of range'],
  ['http://%2531%2532%2537.0.0.1/', 'double percent-encoding'],
  ['http://127.0.0.1%00.example.com/', 'NUL byte in host'],
  ['http://o177.0.0.1/', 'letter-o octal'],
  ['http://q177.0.0.1/', 'letter-q octal'],
  ['http://127.1.1.1:80:\\@@127.2.2.2:80/', 'double port (Orange Tsai)'],
  ['http://user:pass@public.example/', 'credentials on a public host'],
  ['http://user@public.example/', 'user name on a public host'],
];

describe('known SSRF bypasses are refused by the URL and DNS check', () => {
  it.each(FORBIDDEN_HOSTS)('refuses %s (%s) as a forbidden address', async (url) => {
    const err = await refusal(url);
    expect(err.reason).toBe('forbidden_address');
    expect(err.message).toMatch(/public/);
  });

  it.each(BAD_URLS)('refuses %s (%s) as a bad URL', async (url) => {
    const err = await refusal(url);
    expect(err.reason).toBe('bad_url');
  });
});

describe('the check itself', () => {
  it('lets a public name through, with every address it resolved', async () => {
    const { url, addresses } = await checkUrlResolved(
      'https://Public.Example/feed.xml',
      none,
      fakeResolver,
    );
    expect(url.href).toBe('https://public.example/feed.xml');
    expect(addresses.map((a) => a.address)).toEqual([
      '93.184.216.34',
      '2606:2800:220:1:248:1893:25c8:1946',
    ]);
  });

  it('lets a public IP literal through without asking the resolver', async () => {
    const resolver: Resolver = async () => {
      throw new Error('the resolver must not be asked about a literal');
    };
    const { addresses } = await checkUrlResolved('http://8.8.8.8:8080/x', none, resolver);
    expect(addresses).toEqual([{ address: '8.8.8.8', family: 4 }]);
    expect(checkUrl('http://[2606:4700:4700::1111]/', none).hostname).toBe(
      '[2606:4700:4700::1111]',
    );
  });

  it('refuses forbidden literals synchronously, before any DNS or connection', () => {
    expect(() => checkUrl('http://0x7f.1/', none)).toThrow(OutboundError);
    expect(() => checkUrl('http://0x7f.1/', none)).toThrow(/127\.0\.0\.1 is not a public/);
  });

  it('reports a name that does not resolve as a network failure, not as allowed', async () => {
    const err = await refusal('http://no-such-name.example/');
    expect(err.reason).toBe('network');
  });

  it('keeps the resolved internal address out of the message but on the error', async () => {
    const err = await refusal('http://kubernetes.default.svc/');
    expect(err.message).not.toContain('10.96.0.1');
    expect(err.address).toBe('10.96.0.1');
    expect(err.url).toBe('http://kubernetes.default.svc/');
  });

  it('allows an allow-listed private name and literal, and only those', async () => {
    const allow = parseCidrList(['10.96.0.0/12', '127.0.0.1/32']);
    await expect(
      checkUrlResolved('http://kubernetes.default.svc/', allow, fakeResolver),
    ).resolves.toBeTruthy();
    await expect(checkUrlResolved('http://2130706433/', allow, fakeResolver)).resolves.toBeTruthy();
    // localhost also answers ::1, which is not listed: the whole name is refused.
    await expect(checkUrlResolved('http://localhost/', allow, fakeResolver)).rejects.toMatchObject({
      reason: 'forbidden_address',
    });
    await expect(checkUrlResolved('http://127.0.0.2/', allow, fakeResolver)).rejects.toMatchObject({
      reason: 'forbidden_address',
    });
  });
});

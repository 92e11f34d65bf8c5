// What a URL must be before anything is sent: http or https, a host, no credentials, and, when the
// host is an IP literal, an allowed address. Host names are judged on what they resolve to.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isAllowedAddress, type ParsedCidr } from './address';
import { OutboundError } from './errors';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has. Tests inject a fake; production uses the system's. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** getaddrinfo through Node, all answers in the order the system gives them (/etc/hosts included). */
export const systemResolver: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true });
  return answers.map((answer) => ({
    address: answer.address,
    family: answer.family === 6 ? 6 : 4,
  }));
};

function shorten(value: string): string {
  return value.length > 200 ? `${value.slice(0, 200)}…` : value;
}

/** The host of a parsed URL as a connect call sees it: IPv6 without brackets. */
export function hostOf(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** The host when it is an IP literal (after WHATWG normalisation), otherwise undefined. */
export function literalAddressOf(url: URL): string | undefined {
  const host = hostOf(url);
  return isIP(host) === 0 ? undefined : host;
}

/**
 * Parses and checks a URL without DNS. WHATWG parsing first turns every IPv4 notation into
 * dotted decimal (2130706433, 0177.0.0.1, 0x7f.1, 127.1, fullwidth digits, percent-encoding) and
 * IPv6 into its short form, so only canonical literals are left to judge.
 * Throws OutboundError 'bad_url' or 'forbidden_address'.
 */
export function checkUrl(input: string | URL, allowList: readonly ParsedCidr[]): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch (err) {
    throw new OutboundError('bad_url', `"${shorten(String(input))}" is not a valid URL.`, {
      cause: err,
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError(
      'bad_url',
      `Only http and https addresses can be fetched, not ${url.protocol.replace(/:$/, '')}.`,
      { url: url.href },
    );
  }
  const host = hostOf(url);
  if (!host) {
    throw new OutboundError('bad_url', 'The address has no host name.', { url: url.href });
  }
  const literal = literalAddressOf(url);
  if (literal !== undefined && !isAllowedAddress(literal, allowList)) {
    throw new OutboundError(
      'forbidden_address',
      `${url.host} is not a public internet address, so it cannot be fetched.`,
      { url: url.href, address: literal },
    );
  }
  if (url.username || url.password) {
    throw new OutboundError(
      'bad_url',
      'Addresses with a user name or password in them are not fetched.',
      { url: url.href },
    );
  }
  return url;
}

/**
 * Resolves a host name and checks EVERY answer: one non-public answer refuses the whole name (a
 * name that mixes public and private answers is a rebinding attempt, not a mirror).
 * Throws OutboundError 'network' (no answer) or 'forbidden_address'.
 */
export async function resolveAllowed(
  hostname: string,
  allowList: readonly ParsedCidr[],
  resolve: Resolver,
): Promise<ResolvedAddress[]> {
  if (isIP(hostname) !== 0) {
    if (!isAllowedAddress(hostname, allowList)) {
      throw new OutboundError(
        'forbidden_address',
        `${hostname} is not a public internet address, so it cannot be fetched.`,
        { address: hostname },
      );
    }
    return [{ address: hostname, family: isIP(hostname) === 6 ? 6 : 4 }];
  }
  let answers: ResolvedAddress[];
  try {
    answers = await resolve(hostname);
  } catch (err) {
    throw new OutboundError('network', `The host name ${hostname} could not be resolved.`, {
      cause: err,
    });
  }
  if (answers.length === 0) {
    throw new OutboundError('network', `The host name ${hostname} has no addresses.`);
  }
  for (const answer of answers) {
    if (!isAllowedAddress(answer.address, allowList)) {
      throw new OutboundError(
        'forbidden_address',
        `${hostname} points to an address that is not on the public internet, so it cannot be fetched.`,
        { address: answer.address },
      );
    }
  }
  return answers;
}

/**
 * The whole pre-flight check of a URL, DNS included, for callers that want to validate a URL
 * before storing it (a feed or webhook address). The client itself checks at connect time too.
 */
export async function checkUrlResolved(
  input: string | URL,
  allowList: readonly ParsedCidr[],
  resolve: Resolver = systemResolver,
): Promise<{ url: URL; addresses: ResolvedAddress[] }> {
  const url = checkUrl(input, allowList);
  try {
    const addresses = await resolveAllowed(hostOf(url), allowList, resolve);
    return { url, addresses };
  } catch (err) {
    if (err instanceof OutboundError && err.url === undefined) {
      throw new OutboundError(err.reason, err.message, {
        url: url.href,
        address: err.address,
        cause: err.cause,
      });
    }
    throw err;
  }
}

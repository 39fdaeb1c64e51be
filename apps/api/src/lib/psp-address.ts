import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may call a unit's PSP (issue 28, point 2), decided in one place:
 * - when a connection is saved, `checkPspUrl`: https, and a host name in the network's allow-list
 *   (the MASTER's `pixPspHosts`) — or an exact origin the operator allowed for a test double
 *   (PIX_PSP_TEST_ORIGINS), or the in-process sandbox while it runs;
 * - on every call, `vetPspTarget`: the name is resolved here and every address it has must be
 *   public (no loopback, private, link-local, CGNAT, multicast, unspecified, reserved, nor an IPv6
 *   form that embeds one of them); the caller then connects to that vetted address.
 * The WHATWG URL parser already turns other IPv4 spellings (0x7f000001, 2130706433, 0177.1) into
 * dotted form, so what reaches here is a name, a dotted IPv4 or a bracketed IPv6.
 */

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to all its addresses (tests inject one; default: the system resolver). */
export type PspResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: PspResolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

// Two lists: a BlockList also matches IPv4 addresses against IPv6 rules (as ::ffff:a.b.c.d).
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped: never a PSP's address
  ['64:ff9b::', 96], // NAT64 (embeds IPv4)
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds IPv4)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked6.addSubnet(net, prefix, 'ipv6');

/** True for any address a PSP can never legitimately have (see the lists above). */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return true;
  return family === 4 ? blocked4.check(bare, 'ipv4') : blocked6.check(bare, 'ipv6');
}

/** `http://127.0.0.1:8123` as compared here: scheme, host and port, lower case, default ports dropped. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return null;
  }
}

export type PspAddressPolicy = {
  /** Host names the MASTER allowed (`pixPspHosts`), lower case. */
  allowedHosts: readonly string[];
  /** Exact origins allowed for test doubles (PIX_PSP_TEST_ORIGINS); never in production. */
  testOrigins: readonly string[];
  /** The in-process sandbox's base URL while it runs, else null. */
  sandboxBaseUrl: string | null;
};

export type PspUrlProblem = 'invalid' | 'not_https' | 'ip_literal' | 'not_allowed';

/** True when `url` is served by an exact origin the operator allowed, or is the running sandbox. */
export function isTrustedPspOrigin(
  url: string,
  policy: Pick<PspAddressPolicy, 'testOrigins' | 'sandboxBaseUrl'>,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const origin = parsed.origin.toLowerCase();
  if (policy.testOrigins.includes(origin)) return true;
  const sandbox = policy.sandboxBaseUrl;
  // The path as the parser normalised it (no `..` escapes the sandbox's prefix).
  const path = `${origin}${parsed.pathname}`.replace(/\/+$/, '');
  return sandbox !== null && (path === sandbox || path.startsWith(`${sandbox}/`));
}

/** Whether a unit's base_url / token_url may be saved; null when it may. */
export function checkPspUrl(url: string, policy: PspAddressPolicy): PspUrlProblem | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.username || parsed.password) return 'invalid';
  if (isTrustedPspOrigin(url, policy)) return null;
  if (parsed.protocol !== 'https:') return 'not_https';
  const host = parsed.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return 'ip_literal';
  if (!policy.allowedHosts.includes(host.replace(/\.$/, ''))) return 'not_allowed';
  return null;
}

export class PspAddressRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PspAddressRefused';
  }
}

/**
 * The address to connect to for `url`: the trusted origins as they are; otherwise https only, and
 * the name resolved here with every answer public (a name with one private answer is refused as a
 * whole, so a rebinding resolver cannot slip one in). Throws PspAddressRefused.
 */
export async function vetPspTarget(
  url: URL,
  policy: Pick<PspAddressPolicy, 'testOrigins' | 'sandboxBaseUrl'>,
  resolve: PspResolver,
): Promise<ResolvedAddress | null> {
  if (isTrustedPspOrigin(url.href, policy)) return null;
  if (url.protocol !== 'https:') throw new PspAddressRefused('plain http');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  if (family !== 0) {
    if (isForbiddenAddress(host)) throw new PspAddressRefused('internal address');
    return { address: host, family: family === 6 ? 6 : 4 };
  }
  let found: ResolvedAddress[];
  try {
    found = await resolve(host);
  } catch {
    throw new PspAddressRefused('name not resolved');
  }
  if (found.length === 0) throw new PspAddressRefused('name not resolved');
  if (found.some((a) => isForbiddenAddress(a.address))) throw new PspAddressRefused('internal address');
  return found[0]!;
}

import { BlockList, isIP } from 'node:net';

/**
 * Addresses a production webhook may never reach: loopback, private networks, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast and the unspecified address — so an
 * Admin's URL cannot make the portal probe its own network (SSRF).
 */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) internal.addSubnet(net, prefix, 'ipv4');
// ::/96 holds the unspecified address, loopback and the IPv4-compatible form (::a9fe:a9fe is
// 169.254.169.254); 2002::/16 (6to4) embeds any IPv4 address, 64:ff9b::/96 is NAT64's.
for (const [net, prefix] of [['::', 96], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2002::', 16]] as const) internal.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function normalised(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isInternalAddress(address: string): boolean {
  const a = normalised(address);
  return internal.check(a.address, a.family);
}

export function isLoopbackAddress(address: string): boolean {
  const a = normalised(address);
  return loopback.check(a.address, a.family);
}

/** The host of a URL as an IP literal (brackets of IPv6 removed), or null for a name. */
export function ipLiteralOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

const LOOPBACK_NAMES = new Set(['localhost', 'localhost.']);

/** Whether a URL's host (lower case) is this machine: a loopback name or a loopback IP literal. */
export function isLocalHost(host: string): boolean {
  const literal = ipLiteralOf(host);
  return LOOPBACK_NAMES.has(host) || host.endsWith('.localhost') || (literal !== null && isLoopbackAddress(literal));
}

/**
 * Whether the portal may not call this address (an IP, as named in a URL or resolved from a name).
 * Production: no loopback, private or link-local address. Elsewhere: this machine is allowed (a
 * receiver or file server under development), never another internal address — a server started
 * without NODE_ENV=production must not read the private network or cloud metadata either.
 */
export function isRefusedAddress(address: string, production: boolean): boolean {
  return isInternalAddress(address) && (production || !isLoopbackAddress(address));
}

/** Whether outbound calls (webhooks, document files) run under production rules (https only, no internal address): NODE_ENV=production. */
export const productionRules = (): boolean => process.env.NODE_ENV === 'production';

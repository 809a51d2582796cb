// Which network targets a webhook may point at. Webhook URLs are chosen by
// API clients, so without this the service would make requests on their
// behalf into its own network (cloud metadata, databases, admin ports).
// Checked twice: on the URL's host when an endpoint is saved, and on every
// resolved address when the delivery worker connects (DNS can change, and a
// public name can resolve to a private address).
import ipaddr from 'ipaddr.js';

export const FORBIDDEN_ADDRESS_MESSAGE = 'URL must not point to a private or reserved address';

// Only 2000::/3 is allocated for global unicast. ipaddr.js calls everything it
// has no special name for "unicast", including the deprecated IPv4-compatible
// form ::a.b.c.d and unallocated space, so IPv6 must also fall inside this.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * True when connecting to this IP address must be refused: private, loopback,
 * link-local, multicast, unspecified or any other special-purpose range, also
 * when written as an IPv4-mapped IPv6 address. Anything that is not an IP
 * address at all is refused too, so a caller's mistake fails closed.
 */
export function isForbiddenAddress(ip: string): boolean {
  const text = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(text)) return true;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns ::ffff:a.b.c.d into a.b.c.d, so the IPv4 ranges apply to it.
    address = ipaddr.process(text);
  } catch {
    return true;
  }
  if (address.range() !== 'unicast') return true;
  if (address.kind() === 'ipv6' && !(address as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)) return true;
  return false;
}

/** ipaddr.js's names of ranges, in words for an error; any range not named here is "a reserved address". */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a private address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
};

/**
 * What kind of address `ip` is, in words for an error or an attempt record
 * (`a loopback address`, `a private address`, `a public address`, …): errors
 * say this instead of the address itself, which would let anyone who can
 * point an endpoint at a name map the service's internal DNS.
 */
export function addressClass(ip: string): string {
  const text = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(text)) return 'an invalid address';
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(text);
  } catch {
    return 'an invalid address';
  }
  const range = address.range();
  if (range === 'unicast') return isForbiddenAddress(text) ? 'a reserved address' : 'a public address';
  return RANGE_WORDS[range] ?? 'a reserved address';
}

/** The kinds of several addresses, each once, in words: "a loopback address", "a loopback address or a private address". */
export function addressClasses(ips: readonly string[]): string {
  return [...new Set(ips.map(addressClass))].join(' or ');
}

function isLocalhostName(hostname: string): boolean {
  // "localhost." is the same name as "localhost"; RFC 6761 reserves all of *.localhost for loopback.
  // Trailing dots cut with a loop: `\.+$` takes quadratic time on a host of many dots.
  let end = hostname.length;
  while (end > 0 && hostname[end - 1] === '.') end--;
  const name = hostname.slice(0, end).toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost');
}

function isIpLiteral(hostname: string): boolean {
  return (hostname.startsWith('[') && hostname.endsWith(']')) || ipaddr.isValid(hostname);
}

/**
 * Why a URL host (as `new URL(...).hostname` gives it: IPv6 in brackets, IPv4
 * already normalised from decimal/octal/hex forms) must be refused, or null
 * when it may be used. Names other than localhost are allowed here; their
 * addresses are checked at connect time with isForbiddenAddress.
 */
export function forbiddenHostReason(hostname: string): string | null {
  if (hostname === '') return FORBIDDEN_ADDRESS_MESSAGE;
  if (isLocalhostName(hostname)) return FORBIDDEN_ADDRESS_MESSAGE;
  if (isIpLiteral(hostname) && isForbiddenAddress(hostname)) return FORBIDDEN_ADDRESS_MESSAGE;
  return null;
}

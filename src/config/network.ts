// The settings about who talks to the service and how it reaches out:
// TRUST_PROXY, CORS_ORIGINS and WEBHOOK_PROXY_URL.
import ipaddr from 'ipaddr.js';
import { ConfigError } from './config-error.ts';

export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 100) throw new ConfigError('TRUST_PROXY', `expected at most 100 hops, got "${raw}"`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const valid = entry.includes('/') ? isCidr(entry) : ipaddr.isValid(entry);
    if (!valid) {
      throw new ConfigError(
        'TRUST_PROXY',
        `expected true, false, a number of hops, or comma-separated addresses and CIDR ranges; "${entry}" is none of these`,
      );
    }
  }
  return entries;
}

function isCidr(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * CORS_ORIGINS: `*`, or comma-separated origins (`https://app.example.com`,
 * `http://localhost:5173`): a scheme, a host and an optional port, nothing
 * more, kept in the form a browser's Origin header has (lower case, no
 * default port), which is compared with them exactly.
 */
export function parseCorsOrigins(raw: string | undefined): string[] | '*' | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (raw.trim() === '*') return '*';
  const origins: string[] = [];
  for (const entry of raw.split(',').map((part) => part.trim())) {
    if (entry === '*') throw new ConfigError('CORS_ORIGINS', 'is either * alone or a list of origins, not both');
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const originOnly = url && url.pathname === '/' && !/[?#]/.test(entry) && !url.username && !url.password;
    if (!url || !originOnly || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new ConfigError(
        'CORS_ORIGINS',
        `expected * or comma-separated origins such as https://app.example.com (scheme, host and port only); "${entry}" is not one`,
      );
    }
    origins.push(url.origin);
  }
  return origins;
}

/**
 * WEBHOOK_PROXY_URL: an http:// or https:// URL of a proxy, with
 * `user:password@` when it asks for them. Its errors never repeat the value,
 * which may hold the password.
 */
export function parseProxyUrl(env: NodeJS.ProcessEnv): string | null {
  const raw = env.WEBHOOK_PROXY_URL;
  if (raw === undefined || raw === '') return null;
  const name = 'WEBHOOK_PROXY_URL';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a URL; expected http://[user:password@]host:port or https://[user:password@]host:port');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must start with http:// or https:// (a proxy that takes CONNECT), not ${url.protocol}//`);
  }
  if (url.hostname === '') throw new ConfigError(name, 'names no host');
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new ConfigError(name, 'must name only the proxy: scheme, optional user:password@, host and port; no path, query or fragment');
  }
  if (url.username !== '' && url.password === '') {
    throw new ConfigError(name, 'has a user name but no password: give both as user:password@ (percent-encoded), or neither');
  }
  if (url.username === '' && url.password !== '') throw new ConfigError(name, 'has a password but no user name');
  return raw;
}

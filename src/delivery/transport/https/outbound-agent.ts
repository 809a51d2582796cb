// How the worker's connections to receivers are made: straight to the
// receiver, or through the outbound proxy (WEBHOOK_PROXY_URL) with CONNECT;
// either way under the address policy (address-policy.ts) unless private
// targets are allowed.
//
// Straight: names resolve to their allowed addresses only, and the address
// actually connected to is checked again, so DNS rebinding can't get around it.
//
// Through the proxy: the proxy would resolve the receiver's name itself, out
// of the policy's sight, and the peer of the worker's socket is the proxy,
// so its address says nothing about the receiver. So the worker resolves the
// name itself, keeps only allowed addresses, and asks the proxy for a tunnel
// to the checked address (CONNECT 203.0.113.7:443), not to the name; TLS
// inside the tunnel still names the receiver (SNI) and verifies its
// certificate for that name, and the request's Host is the name. The name is
// resolved once per new connection, as it is straight. What this can't see:
// where the proxy routes that address (a proxy inside the private network
// reaches private hosts by their public addresses only if the network
// routes them there). With private targets allowed there is nothing to
// check, and the proxy resolves the name (CONNECT hooks.example.com:443).
//
// While private targets are allowed, straight connections to loopback hosts
// also trust the certificate of `recruiting-api listen`'s local receiver
// (local-receiver-trust.ts).
import dns from 'node:dns';
import net from 'node:net';
import { Agent, buildConnector, Pool, ProxyAgent, type Dispatcher } from 'undici';
import { addressClasses, isForbiddenAddress } from './address-policy.ts';
import { LocalReceiverTrust } from './local-receiver-trust.ts';

export interface AgentOptions {
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** null or absent: no cap, one connection per request in flight (see Config.webhook.connectionsPerOrigin). */
  connectionsPerOrigin?: number | null;
  /** An http:// or https:// proxy, with credentials if it needs them; absent: straight to receivers. */
  proxyUrl?: string | null;
  /** Also trusted for loopback hosts, straight (Config.webhook.localReceiverCertificate); null or absent: nothing more. */
  localReceiverCertificate?: string | null;
}

/**
 * A connection refused by the address policy. Its message names the host of
 * the URL (the caller's own words) and the kind of address it led to, never
 * the address a name resolved to (address-policy.ts, addressClass).
 */
export class ForbiddenTargetError extends Error {
  readonly code = 'ERR_FORBIDDEN_TARGET';
  constructor(host: string, addresses: readonly string[]) {
    super(`refused to connect to ${host}: ${addressClasses(addresses)} (WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows it)`);
  }
}

/** dns.lookup that fails instead of returning a forbidden address. */
function guardedLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (error: Error | null, address?: string | dns.LookupAddress[], family?: number) => void,
): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error);
    const list = addresses as dns.LookupAddress[];
    const allowed = list.filter((a) => !isForbiddenAddress(a.address));
    if (allowed.length === 0)
      return callback(
        new ForbiddenTargetError(
          hostname,
          list.map((a) => a.address),
        ),
      );
    if (options.all) return callback(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
}

/** The host of a connect request without IPv6 brackets. */
function bareHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '');
}

/**
 * undici runs its connect, headers and body timeouts on a coarse shared clock
 * that can fire up to half a second early, which would fail a receiver that
 * answers within WEBHOOK_TIMEOUT_MS. The deadline of an attempt is the exact
 * AbortSignal of the request (outbound-http.ts); undici's own timers are a
 * backstop set this far past it.
 */
const COARSE_TIMER_MARGIN_MS = 1_000;

/** The dispatcher every delivery goes through: one for the process. */
export function createOutboundAgent(options: AgentOptions): Dispatcher {
  return options.proxyUrl ? createProxiedAgent(options, options.proxyUrl) : createDirectAgent(options);
}

function poolOptions(options: AgentOptions) {
  return {
    connections: options.connectionsPerOrigin ?? null,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 120_000,
    headersTimeout: options.timeoutMs + COARSE_TIMER_MARGIN_MS,
    bodyTimeout: options.timeoutMs + COARSE_TIMER_MARGIN_MS,
  };
}

function connectTimeout(options: AgentOptions): number {
  return Math.min(options.timeoutMs, 10_000) + COARSE_TIMER_MARGIN_MS;
}

function createDirectAgent(options: AgentOptions): Agent {
  const guard = !options.allowPrivateTargets;
  const base = buildConnector({
    timeout: connectTimeout(options),
    ...(guard ? { lookup: guardedLookup } : {}),
  } as buildConnector.BuildOptions);
  const localTrust = options.localReceiverCertificate ? new LocalReceiverTrust(options.localReceiverCertificate) : undefined;
  const localConnectors = new WeakMap<string[], buildConnector.connector>();
  /** The connector for this host: the base one, or for a loopback host one that also trusts the local receiver's certificate. */
  const connectorFor = (hostname: string): buildConnector.connector => {
    const ca = localTrust?.certificatesFor(hostname);
    if (!ca) return base;
    let local = localConnectors.get(ca);
    if (!local) {
      local = buildConnector({ timeout: connectTimeout(options), ca } as buildConnector.BuildOptions);
      localConnectors.set(ca, local);
    }
    return local;
  };
  const connect: buildConnector.connector = (connectOptions, callback) => {
    if (guard && net.isIP(bareHost(connectOptions.hostname)) && isForbiddenAddress(connectOptions.hostname)) {
      callback(new ForbiddenTargetError(connectOptions.hostname, [connectOptions.hostname]), null);
      return;
    }
    connectorFor(connectOptions.hostname)(connectOptions, (error, socket) => {
      if (error || !socket) return callback(error, null);
      const remote = socket.remoteAddress;
      // The second check: whatever name resolution did, the peer itself must be allowed.
      if (guard && (!remote || isForbiddenAddress(remote))) {
        socket.destroy();
        return callback(new ForbiddenTargetError(connectOptions.hostname, [remote ?? '']), null);
      }
      callback(null, socket);
    });
  };
  return new Agent({ connect, ...poolOptions(options) });
}

function createProxiedAgent(options: AgentOptions, proxyUrl: string): ProxyAgent {
  const guard = !options.allowPrivateTargets;
  return new ProxyAgent({
    // undici sends the URL's credentials, if any, as Proxy-Authorization: Basic.
    uri: proxyUrl,
    proxyTunnel: true,
    // No requestTls: undici would then take the SNI name from it instead of
    // from the connection (the receiver's name, set below).
    proxyTls: { timeout: connectTimeout(options) },
    ...poolOptions(options),
    // One pool per receiver origin (its name, so connections are reused as
    // they are straight); each new connection's tunnel goes to a checked address.
    factory: (origin, poolOpts) => {
      const tunnel = (poolOpts as { connect: buildConnector.connector }).connect;
      if (!guard) return new Pool(origin, poolOpts);
      const connect: buildConnector.connector = (connectOptions, callback) => {
        const name = bareHost(connectOptions.hostname);
        guardedLookup(name, {}, (error, address) => {
          if (error) return callback(error, null);
          const ip = address as string;
          const host = net.isIPv6(ip) ? `[${ip}]` : ip;
          tunnel(
            {
              ...connectOptions,
              hostname: ip,
              // The CONNECT target: the checked address, with the URL's port (undici adds the scheme's default when it has none).
              host: connectOptions.port ? `${host}:${connectOptions.port}` : host,
              // TLS in the tunnel names and verifies the receiver, not its address.
              servername: connectOptions.servername || (net.isIP(name) ? undefined : name),
            } as buildConnector.Options,
            callback,
          );
        });
      };
      return new Pool(origin, { ...poolOpts, connect });
    },
  });
}

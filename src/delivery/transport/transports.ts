// The transports of the process, by the scheme of an endpoint's destination:
// what the worker and the receiver check send with. HTTPS is the only one,
// and also takes whatever no other transport claims (the endpoint schema
// admits HTTPS URLs only). Another kind of destination is one more entry in
// `transports()` and its own folder beside https/.
import type { Config } from '../../config.ts';
import { httpsTransport } from './https/https-transport.ts';
import type { PreparedRequest, SendResult, Transport } from './transport.ts';

export class TransportsByScheme implements Transport {
  constructor(
    /** Sends what no entry of `byScheme` claims. */
    private readonly fallback: Transport,
    /** By scheme with its colon, as URL.protocol gives it (`sqs:`). */
    private readonly byScheme: ReadonlyMap<string, Transport> = new Map(),
  ) {}

  /** The transport of a destination: its scheme's, else the fallback. */
  of(destination: string): Transport {
    if (this.byScheme.size === 0) return this.fallback;
    const colon = destination.indexOf(':');
    return (colon > 0 && this.byScheme.get(destination.slice(0, colon + 1).toLowerCase())) || this.fallback;
  }

  send(request: PreparedRequest): Promise<SendResult> {
    return this.of(request.destination).send(request);
  }

  cutOff(): void {
    for (const transport of this.all()) transport.cutOff();
  }

  async destroy(): Promise<void> {
    await Promise.all(this.all().map((transport) => transport.destroy()));
  }

  private all(): Transport[] {
    return [this.fallback, ...this.byScheme.values()];
  }
}

/** The process's transports from the settings; `timeoutMs`, when given, shortens each send's deadline (the receiver check's). */
export function transports(webhook: Config['webhook'], now: () => number, timeoutMs = webhook.timeoutMs): TransportsByScheme {
  return new TransportsByScheme(httpsTransport(webhook, now, timeoutMs));
}

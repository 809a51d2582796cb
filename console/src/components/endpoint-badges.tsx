// A webhook endpoint's state at a glance: active or paused, disabled, legacy.
import type { WebhookEndpoint } from '../api.ts';

export function EndpointBadges({ endpoint }: { endpoint: WebhookEndpoint }) {
  const paused = endpoint.status === 'paused';
  const receiving = endpoint.status === 'active' && endpoint.enabled;
  return (
    <p className="badges">
      <span className={`badge ${receiving ? 'badge-ok' : 'badge-muted'}`}>{paused ? 'Paused' : 'Active'}</span>
      {!endpoint.enabled && <span className="badge badge-warn">Disabled</span>}
      {endpoint.is_legacy && <span className="badge badge-legacy">Legacy · read-only</span>}
    </p>
  );
}

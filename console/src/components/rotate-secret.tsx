// Rotating an endpoint's signing secret: the dialog that chooses the overlap,
// and the new secret shown once with until when deliveries carry both
// signatures.
import { useId, useState } from 'react';
import { api, call, type RotatedSecret, type WebhookEndpoint } from '../api.ts';
import { ConfirmDialog } from './dialog.tsx';
import { Time } from './time.tsx';
import { focusById } from '../focus.ts';
import { SigningSecretOnce } from './signing-secret-once.tsx';

export function RotatedSecretPanel({
  endpoint,
  rotated,
  onDone,
}: {
  endpoint: WebhookEndpoint;
  rotated: RotatedSecret;
  onDone: () => void;
}) {
  return (
    <SigningSecretOnce title="Secret rotated" label="New signing secret" endpointId={endpoint.id} value={rotated.secret} onDone={onDone}>
      {rotated.previous_secret_expires_at ? (
        <p>
          Until <Time value={rotated.previous_secret_expires_at} />, every delivery carries both signatures: <code>X-Hook-Signature</code>{' '}
          with this new secret and <code>X-Hook-Signature-Previous</code> with the old one (<code>webhook-signature</code> lists both).
          Switch your receiver to the new secret any time before then; after it, the old secret is erased and only the new signature is
          sent.
        </p>
      ) : (
        <p>The old secret was erased at once: from now on deliveries carry only the signature made with this new secret.</p>
      )}
    </SigningSecretOnce>
  );
}

export function RotateDialog(props: {
  companyId: string;
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onRotated: (rotated: RotatedSecret) => void;
}) {
  const id = useId();
  const [hours, setHours] = useState('24');
  const path = { company_id: props.companyId, endpoint_id: props.endpoint.id };
  return (
    <ConfirmDialog
      title="Rotate the signing secret?"
      confirmLabel="Rotate secret"
      busyLabel="Rotating…"
      tone="primary"
      onClose={props.onClose}
      returnFocus={focusById(`endpoint-${props.endpoint.id}`)}
      onConfirm={async () => {
        const body = { overlap_hours: Number(hours) };
        props.onRotated(
          await call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/rotate_secret', { params: { path }, body })),
        );
      }}
    >
      <p>
        A new secret replaces <span className="mono">{props.endpoint.secret_prefix}…</span> and is shown once. During the overlap every
        delivery is signed with both secrets, so the receiver keeps working while you switch it over.
      </p>
      <label htmlFor={`${id}-hours`}>Overlap in hours (0 to 168)</label>
      <input
        id={`${id}-hours`}
        type="number"
        min={0}
        max={168}
        step={1}
        required
        value={hours}
        onChange={(e) => setHours(e.target.value)}
      />
      <p className="hint">
        0 erases the old secret at once: deliveries signed with it stop being accepted by a receiver that has only the old one.
      </p>
    </ConfirmDialog>
  );
}

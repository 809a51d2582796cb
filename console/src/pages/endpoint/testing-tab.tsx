// The Testing tab of an endpoint: a test event of any type, and the receiver
// check (a valid delivery and three a receiver that verifies signatures
// refuses).
import { useState } from 'react';
import type { Company, Delivery, WebhookEndpoint } from '../../api.ts';
import { ReceiverCheckPanel } from '../../components/receiver-check.tsx';
import { TestEventForm } from '../../components/test-event.tsx';
import { Link } from '../../router.tsx';

export function TestingTab({ company, endpoint, logHref }: { company: Company; endpoint: WebhookEndpoint; logHref: string }) {
  const [sent, setSent] = useState<Delivery>();
  return (
    <>
      <section className="panel" aria-labelledby="test-title">
        <h2 id="test-title">Send a test event</h2>
        <p className="hint">
          An example event goes to the endpoint now, signed like any delivery, with <code>"test": true</code> in its payload so the receiver
          can tell it apart.
        </p>
        <TestEventForm companyId={company._id} endpoint={endpoint} onSent={setSent} />
        <div role="status">
          {sent && (
            <p className="notice">
              Test event <span className="mono">{sent.event_type}</span> queued as delivery{' '}
              <Link href={`${logHref}/${sent.id}`}>#{sent.id}</Link>.
            </p>
          )}
        </div>
      </section>
      <section className="panel" aria-labelledby="check-title">
        <h2 id="check-title">Check the receiver</h2>
        <ReceiverCheckPanel companyId={company._id} endpoint={endpoint} />
      </section>
    </>
  );
}

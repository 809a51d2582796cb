// Sending a test event to a webhook endpoint: an example event of the chosen
// type, signed and sent like any delivery, with "test": true in its payload.
// One form for it everywhere: on the delivery log as it is, in a dialog
// opened from an endpoint's card on the Webhooks page, and as the button of
// each event type on the Event types page (ExampleSender).
import { useId, useState, type FormEvent } from 'react';
import { api, call, EVENT_TYPES, type Delivery, type EventType, type WebhookEndpoint } from '../api.ts';
import { useAction } from '../use-action.ts';
import { Dialog } from './dialog.tsx';
import { ErrorNotice } from './resource-view.tsx';

/** Queues an example event of `type` for the endpoint; answers the queued delivery. */
function sendTestEvent(companyId: string, endpointId: string, type: EventType): Promise<Delivery> {
  const path = { company_id: companyId, endpoint_id: endpointId };
  return call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/test', { params: { path }, body: { event_type: type } }));
}

/**
 * One button that sends an example of `eventType` to the endpoint chosen
 * elsewhere on the page (none: the button says why it can't), and says what
 * became of it.
 */
export function ExampleSender(props: { companyId: string; endpoint: WebhookEndpoint | undefined; eventType: EventType }) {
  const action = useAction();
  const [sent, setSent] = useState<Delivery>();
  const { endpoint } = props;
  const send = async () => {
    if (!endpoint) return;
    const delivery = await action.run(() => sendTestEvent(props.companyId, endpoint.id, props.eventType));
    setSent(delivery);
  };
  return (
    <div className="inline-form">
      <button type="button" className="button-secondary" disabled={!endpoint} aria-disabled={action.busy} onClick={() => void send()}>
        {action.busy ? 'Sending…' : `Send ${props.eventType} as a test event`}
      </button>
      <div role="status">
        {sent && endpoint && (
          <p className="hint">
            Queued for <span className="mono break">{endpoint.url}</span> as delivery #{sent.id}.
          </p>
        )}
      </div>
      {action.error && <ErrorNotice error={action.error} />}
    </div>
  );
}

/** The event type to send (the endpoint's first subscribed one to start with) and Send; `onSent` gets the queued delivery. */
export function TestEventForm(props: {
  companyId: string;
  endpoint: WebhookEndpoint;
  onSent: (delivery: Delivery) => void;
  /** In a dialog: its Cancel, where focus starts. */
  onCancel?: () => void;
}) {
  const { endpoint } = props;
  const id = useId();
  const [type, setType] = useState<EventType>(endpoint.events[0] ?? 'candidateAdded');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await action.run(() => sendTestEvent(props.companyId, endpoint.id, type));
    if (sent) props.onSent(sent);
  };
  return (
    <form onSubmit={submit} className="inline-form" aria-label="Send a test event">
      <div className="field">
        <label htmlFor={id}>Test event type</label>
        <select id={id} value={type} onChange={(e) => setType(e.target.value as EventType)}>
          {EVENT_TYPES.map(([value]) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      {/* Beside other actions on the page it is a secondary one; in its own dialog, the main one. */}
      <button type="submit" className={props.onCancel ? undefined : 'button-secondary'} aria-disabled={action.busy}>
        {action.busy ? 'Sending…' : 'Send test event'}
      </button>
      {props.onCancel && (
        <button type="button" className="button-secondary" onClick={props.onCancel} data-autofocus>
          Cancel
        </button>
      )}
      {action.error && <ErrorNotice error={action.error} />}
    </form>
  );
}

/** The test event form in a modal dialog, with what a test event is. */
export function TestEventDialog(props: {
  companyId: string;
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onSent: (delivery: Delivery) => void;
}) {
  return (
    <Dialog title="Send a test event" onClose={props.onClose}>
      <p>
        An example event goes to <span className="mono break">{props.endpoint.url}</span> now, signed like any delivery, with{' '}
        <code>"test": true</code> in its payload so the receiver can tell it apart.
      </p>
      <TestEventForm companyId={props.companyId} endpoint={props.endpoint} onSent={props.onSent} onCancel={props.onClose} />
    </Dialog>
  );
}

// The conversation with the candidate: messages sent to them (emailed when
// the service has a mail server) and replies received elsewhere, recorded.
// Messages emit no event (the spec has no event type for them).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { api, call, useResource, type Candidate, type Message } from '../../api.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { ResourceView } from '../../components/resource-view.tsx';
import { Time } from '../../components/time.tsx';
import { useAction } from '../../use-action.ts';
import { useDraft } from '../../use-draft.ts';
import type { CandidatePath } from './candidate-path.ts';

const MESSAGE_STATUS: Record<NonNullable<Message['delivery_status']>, { label: string; badge: string }> = {
  queued: { label: 'Emailing…', badge: 'badge-warn' },
  sent: { label: 'Emailed', badge: 'badge-ok' },
  failed: { label: 'Email failed', badge: 'badge-delivery-failed' },
  not_sent: { label: 'Stored, not emailed', badge: 'badge-muted' },
};

export function Conversation({ path, candidate }: { path: CandidatePath; candidate: Candidate }) {
  const id = useId();
  const messages = useResource(
    () => call(api.GET('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/conversation', { params: { path } })),
    `conversation ${path.candidate_id}`,
  );
  const [direction, setDirection] = useState<'outbound' | 'inbound'>('outbound');
  const [subject, setSubject] = useState('');
  // Kept through a session that ends while it is typed (use-draft.ts).
  const [body, setBody] = useDraft(`message ${path.candidate_id}`);
  const action = useAction();

  // A message being emailed changes to sent or failed within seconds: look again until none is queued,
  // 2 seconds after each answer (a new `data`).
  const { data: shown, reload } = messages;
  const queued = shown?.some((message) => message.delivery_status === 'queued') ?? false;
  useEffect(() => {
    if (!queued) return;
    const timer = setTimeout(reload, 2_000);
    return () => clearTimeout(timer);
  }, [queued, shown, reload]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const payload = { body, direction, ...(subject.trim() ? { subject: subject.trim() } : {}) };
    const sent = await action.run(() =>
      call(
        api.POST('/v3/company/{company_id}/position/{position_id}/candidate/{candidate_id}/conversation', {
          params: { path },
          body: payload,
        }),
      ),
    );
    if (sent) {
      setBody('');
      setSubject('');
      messages.reload();
    }
  };

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Conversation</h2>
      <p className="hint">
        Messages with {candidate.name}
        {candidate.email_address ? (
          <>
            {' '}
            at <span className="mono">{candidate.email_address}</span>
          </>
        ) : (
          ' (no email address: messages are stored, and emailed only when the service has a mail server and the candidate an address)'
        )}
        .
      </p>
      <ResourceView resource={messages} what="the conversation" empty={<p className="hint">No messages yet.</p>}>
        {(list) => (
          <ol className="messages" aria-label={`Conversation with ${candidate.name}`}>
            {list.map((message) => (
              <MessageItem key={message._id} message={message} candidateName={candidate.name} />
            ))}
          </ol>
        )}
      </ResourceView>
      <form onSubmit={send} className="stacked-form" aria-label={`Write to ${candidate.name}`}>
        <fieldset>
          <legend>Message</legend>
          <label className="checkbox">
            <input type="radio" name={`${id}-direction`} checked={direction === 'outbound'} onChange={() => setDirection('outbound')} />
            <span>To {candidate.name} (emailed when a mail server is set up)</span>
          </label>
          <label className="checkbox">
            <input type="radio" name={`${id}-direction`} checked={direction === 'inbound'} onChange={() => setDirection('inbound')} />
            <span>A reply from {candidate.name}, received elsewhere (recorded only)</span>
          </label>
        </fieldset>
        <label htmlFor={`${id}-subject`}>Subject (optional)</label>
        <input id={`${id}-subject`} maxLength={255} value={subject} onChange={(e) => setSubject(e.target.value)} />
        <label htmlFor={`${id}-body`}>Message text</label>
        <textarea id={`${id}-body`} rows={3} required value={body} onChange={(e) => setBody(e.target.value)} />
        <FormActions action={action} submit={direction === 'outbound' ? 'Send message' : 'Record reply'} busy="Saving…" />
      </form>
    </section>
  );
}

function MessageItem({ message, candidateName }: { message: Message; candidateName: string }) {
  const outbound = message.direction === 'outbound';
  const status = message.delivery_status ? MESSAGE_STATUS[message.delivery_status] : undefined;
  return (
    <li className={`message message-${message.direction}`}>
      <p className="message-head">
        <strong>{outbound ? `${message.author?.name ?? 'The team'} to ${candidateName}` : `${candidateName} replied`}</strong>
        <Time value={message.creation_date} />
        {status && <span className={`badge ${status.badge}`}>{status.label}</span>}
      </p>
      {message.subject && <p className="message-subject">{message.subject}</p>}
      <p className="prewrap">{message.body}</p>
      {message.delivery_error && <p className="attempt-error break">{message.delivery_error}</p>}
    </li>
  );
}

// The receiver check of an endpoint: one button that sends a valid test
// delivery and three a correct receiver refuses (a wrong signature, an hour-old
// timestamp, a replay of the valid one), and a table of what the receiver
// answered to each, in words a person can act on.
import { useState } from 'react';
import { api, call, type ReceiverCheck, type WebhookEndpoint } from '../api.ts';
import { useAction } from '../use-action.ts';
import { ErrorNotice } from './resource-view.tsx';

type StepName = ReceiverCheck['steps'][number]['name'];

/** What each step sends, and what a correct receiver does with it. */
const STEPS: Record<StepName, string> = {
  valid: 'A correctly signed delivery: it should be accepted (2xx)',
  wrong_signature: 'Signed with another secret: it should be refused',
  old_timestamp: 'Correctly signed an hour ago: it should be refused',
  replay: 'The valid delivery sent again: it should be refused',
};

export function ReceiverCheckPanel(props: { companyId: string; endpoint: WebhookEndpoint }) {
  const { endpoint } = props;
  const action = useAction();
  const [result, setResult] = useState<ReceiverCheck>();
  const run = async () => {
    const path = { company_id: props.companyId, endpoint_id: endpoint.id };
    const checked = await action.run(() =>
      call(api.POST('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/check', { params: { path } })),
    );
    if (checked) setResult(checked);
  };
  return (
    <div className="receiver-check">
      <button type="button" className="button-secondary" onClick={() => void run()} aria-disabled={action.busy}>
        {action.busy ? 'Checking…' : 'Check receiver'}
      </button>
      <div role="status">
        {result && (
          <>
            <p className={result.passed ? 'notice' : 'notice notice-error'}>
              {result.passed
                ? 'The receiver accepted the valid delivery and refused the three it should.'
                : 'The receiver did not answer every step as a receiver that verifies signatures does.'}
            </p>
            <table className="health-table">
              <caption>Receiver check of {endpoint.url}</caption>
              <thead>
                <tr>
                  <th scope="col">Step</th>
                  <th scope="col">Answer</th>
                  <th scope="col">Verdict</th>
                </tr>
              </thead>
              <tbody>
                {result.steps.map((step) => (
                  <tr key={step.name}>
                    <th scope="row">{STEPS[step.name]}</th>
                    <td>{step.status_code === null ? `no answer (${step.error ?? 'unknown'})` : `HTTP ${step.status_code}`}</td>
                    <td>{step.passed ? 'as expected' : 'not as expected'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
      {action.error && <ErrorNotice error={action.error} />}
    </div>
  );
}

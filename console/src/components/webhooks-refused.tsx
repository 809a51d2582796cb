// What the Webhooks page and the delivery log show when the API refuses a
// company its webhooks: the API's message, and what can be done about it.
import type { ApiFailure, Company } from '../api.ts';

/** The API refused webhooks to this company: its message, and what can be done. */
export function WebhooksRefused({ company, error }: { company: Company; error: ApiFailure }) {
  return (
    <section className="notice" aria-labelledby="refused-title">
      <h2 id="refused-title">{company.name} can't use webhooks now</h2>
      <p>
        The service answered: <strong>{error.message}</strong>
      </p>
      <p>
        {company.name} is on the {company.plan === 'pro' ? 'Pro' : 'Free'} plan. Webhooks push candidate, position and note events to your
        own HTTPS endpoint as they happen. An administrator can change the plan with{' '}
        <code>bin/recruiting-api company set-plan --company {company._id} --plan pro</code>.
      </p>
    </section>
  );
}

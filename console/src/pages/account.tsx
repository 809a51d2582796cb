// Account: the user's details, and the API Keys tab where the user makes
// personal access tokens (shown once), sees their last use and revokes them.
import { useState, type FormEvent } from 'react';
import { api, call, useResource, type ApiKey, type CreatedApiKey } from '../api.ts';
import { ConfirmDialog } from '../components/dialog.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PlanBadge } from '../components/plan-badge.tsx';
import { EmptyState, ErrorNotice, ResourceView } from '../components/resource-view.tsx';
import { SecretOnce } from '../components/secret-once.tsx';
import { Time } from '../components/time.tsx';
import { focusById } from '../focus.ts';
import { Link } from '../router.tsx';
import { useAction } from '../use-action.ts';
import { useUser } from '../user-context.tsx';

export function AccountPage({ tab }: { tab: 'details' | 'api-keys' }) {
  return (
    <>
      <PageHeading title={tab === 'details' ? 'Account' : 'API keys'}>Account</PageHeading>
      <nav className="tabs" aria-label="Account sections">
        <Link href="/account" aria-current={tab === 'details' ? 'page' : undefined}>
          Details
        </Link>
        <Link href="/account/api-keys" aria-current={tab === 'api-keys' ? 'page' : undefined}>
          API Keys
        </Link>
      </nav>
      {tab === 'details' ? <Details /> : <ApiKeys />}
    </>
  );
}

function Details() {
  const user = useUser();
  return (
    <section aria-labelledby="details-title" className="panel">
      <h2 id="details-title">Your details</h2>
      <dl className="details">
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>Email</dt>
        <dd>
          {user.email_address}{' '}
          {user.verified_email ? <span className="badge">verified</span> : <span className="badge badge-muted">not verified</span>}
        </dd>
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>Account type</dt>
        <dd>{user.is_partner ? 'Partner (webhook endpoints of your own in each company)' : 'Member'}</dd>
        <dt>Member since</dt>
        <dd>
          <Time value={user.creation_date} />
        </dd>
        <dt>Companies</dt>
        <dd>
          {user.companies.length === 0
            ? 'none'
            : user.companies.map((company) => (
                <span key={company._id} className="company-line">
                  {company.name} <PlanBadge plan={company.plan} />
                </span>
              ))}
        </dd>
      </dl>
    </section>
  );
}

function ApiKeys() {
  const keys = useResource(() => call(api.GET('/v3/user/api_keys')), 'api-keys');
  const [created, setCreated] = useState<CreatedApiKey>();
  const [revoking, setRevoking] = useState<ApiKey>();

  return (
    <>
      <section aria-labelledby="new-key-title" className="panel">
        <h2 id="new-key-title">Create an API key</h2>
        <p className="hint">
          An API key (a personal access token) lets a program call the API as you: send it as <code>Authorization: Bearer &lt;key&gt;</code>
          . It works until you revoke it.
        </p>
        {created ? (
          <SecretOnce
            title={`Your new API key “${created.name}”`}
            label="API key"
            value={created.token}
            onDone={() => setCreated(undefined)}
            returnFocus={focusById('keys-title')}
          />
        ) : (
          <CreateKeyForm
            onCreated={(key) => {
              setCreated(key);
              keys.reload();
            }}
          />
        )}
      </section>

      <section aria-labelledby="keys-title" className="panel">
        <h2 id="keys-title" tabIndex={-1}>
          Your API keys
        </h2>
        <ResourceView
          resource={keys}
          what="your API keys"
          isEmpty={(found) => found.data.length === 0}
          empty={
            <EmptyState title="You have no API keys.">
              <p>Create one above to call the API from a program.</p>
            </EmptyState>
          }
        >
          {(found) => (
            <ul className="rows" aria-label="API keys">
              {found.data.map((key) => (
                <li key={key.id} className="row">
                  <div className="row-main">
                    <strong>{key.name}</strong>
                    <span className="mono">
                      {key.token_prefix ? `${key.token_prefix}…` : 'no prefix recorded (made before prefixes were kept)'}
                    </span>
                  </div>
                  <div className="row-meta">
                    <span>
                      Created <Time value={key.created_at} />
                    </span>
                    <span>
                      Last used <Time value={key.last_used_at} />
                    </span>
                  </div>
                  <button type="button" className="button-danger" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
                    Revoke
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ResourceView>
      </section>

      {revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          confirmLabel="Revoke key"
          busyLabel="Revoking…"
          onClose={() => setRevoking(undefined)}
          returnFocus={focusById('keys-title')}
          onConfirm={async () => {
            await call(api.DELETE('/v3/user/api_key/{id}', { params: { path: { id: revoking.id } } }));
            setRevoking(undefined);
            keys.reload();
          }}
        >
          <p>Programs using this key are refused from the next request on. This can't be undone.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const action = useAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const key = await action.run(() => call(api.POST('/v3/user/api_keys', { body: { name } })));
    if (key) {
      setName('');
      onCreated(key);
    }
  };
  return (
    <form onSubmit={submit} className="inline-form">
      <div className="field">
        <label htmlFor="key-name">Key name</label>
        <input id="key-name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. CI deploy" />
      </div>
      <button type="submit" aria-disabled={action.busy}>
        {action.busy ? 'Creating…' : 'Create key'}
      </button>
      {action.error && <ErrorNotice error={action.error} />}
    </form>
  );
}

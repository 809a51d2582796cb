// Sign in with email and password: POST /v3/signin gives the session token,
// which the server then keeps in the console's cookie (api.ts).
import { useId, useState, type FormEvent } from 'react';
import { api, ApiFailure, call, session, whenToRetry } from '../api.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { invalidWhen } from '../components/form-actions.tsx';
import { ErrorNotice } from '../components/resource-view.tsx';
import { useAction } from '../use-action.ts';

/** A rate-limited sign-in says when to try again, from Retry-After. */
function describeFailure(failure: ApiFailure): ApiFailure {
  if (failure.type !== 'tooManySigninAttempts' || !failure.retryAfterSeconds) return failure;
  const message = `Too many failed sign-in attempts. Try again ${whenToRetry(failure.retryAfterSeconds)}.`;
  return new ApiFailure(failure.status, failure.type, message, failure.retryAfterSeconds);
}

/** Signing in starts the session; the app then goes on to the page that was asked for. */
export function SignInPage() {
  const [notice] = useState(session.takeNotice);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();
  const errorId = `${useId()}-error`;
  // A refused email or password: both fields are what the error is about.
  const invalid = invalidWhen(action.error, ['invalidCredentials'], errorId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(async () => {
      const signedIn = await call(api.POST('/v3/signin', { body: { email: email.trim(), password } }));
      await session.start(signedIn.access_token);
    });
  };

  return (
    <main id="main" className="sign-in">
      <div className="card">
        <p className="brand">Recruiting API</p>
        <PageHeading title="Sign in">Sign in</PageHeading>
        <p className="hint">Manage your API keys, webhooks and recruiting data.</p>
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        <form onSubmit={submit}>
          <label htmlFor="email">Email</label>
          <input
            id="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...invalid}
          />
          <label htmlFor="password">Password</label>
          <input
            id="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...invalid}
          />
          {action.error && <ErrorNotice error={describeFailure(action.error)} id={errorId} />}
          <button type="submit" aria-disabled={action.busy}>
            {action.busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}

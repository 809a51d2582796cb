// Sign in with email and password: POST /v3/signin gives the session token,
// which the server then keeps in the console's cookie (api.ts).
//
// The page is also prerendered at build into signin.html (prerender.tsx), so
// its form is on screen before the script has loaded, and works without it:
// a plain post to the page's own address, which the server answers by
// setting the cookie and sending the browser on (src/routes/console-sign-in.ts),
// or by sending it back here with the failure in the address (`error`,
// `retry`), said here as the script would have said it. Once React has taken
// the form over, its submit is the script's. The fields are uncontrolled, so
// what was typed before that is kept and sent.
import { useState, type FormEvent } from 'react';
import { api, ApiFailure, call, session, whenToRetry } from '../api.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { invalidWhen } from '../components/form-actions.tsx';
import { ErrorNotice } from '../components/resource-view.tsx';
import { useLocation } from '../router.tsx';
import { useAction } from '../use-action.ts';
import { useHydrated } from '../use-hydrated.ts';

/** Fixed rather than useId: the prerendered page and the browser's render must agree on it. */
const ERROR_ID = 'sign-in-error';
/** The longest wait a sign-in's address may ask for: a day. */
const MAX_RETRY_SECONDS = 86_400;

/** A rate-limited sign-in says when to try again, from Retry-After. */
function describeFailure(failure: ApiFailure): ApiFailure {
  if (failure.type !== 'tooManySigninAttempts' || !failure.retryAfterSeconds) return failure;
  const message = `Too many failed sign-in attempts. Try again ${whenToRetry(failure.retryAfterSeconds)}.`;
  return new ApiFailure(failure.status, failure.type, message, failure.retryAfterSeconds);
}

/** The failure a post of the form without script came back with, as POST /v3/signin would have answered it. */
function failureInAddress(query: URLSearchParams): ApiFailure | undefined {
  const type = query.get('error');
  if (type === 'invalidCredentials') return new ApiFailure(401, type, 'Invalid email or password');
  if (type !== 'tooManySigninAttempts') return undefined;
  const retry = Number(query.get('retry'));
  const retryAfter = Number.isInteger(retry) && retry > 0 && retry <= MAX_RETRY_SECONDS ? retry : undefined;
  return new ApiFailure(429, type, 'Too many failed sign-in attempts; try again later', retryAfter);
}

/** Signing in starts the session; the app then goes on to the page that was asked for. */
export function SignInPage() {
  const hydrated = useHydrated();
  // Taken in the browser only, and shown once the page is the browser's own render.
  const [notice] = useState(() => (typeof sessionStorage === 'undefined' ? null : session.takeNotice()));
  const { query } = useLocation();
  // Until the form is sent here, the failure the address carries is the one to say.
  const [sentHere, setSentHere] = useState(false);
  const action = useAction();
  const failure = action.error ?? (sentHere ? undefined : failureInAddress(query));
  // A refused email or password: both fields are what the error is about.
  const invalid = invalidWhen(failure, ['invalidCredentials'], ERROR_ID);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentHere(true);
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('email') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    await action.run(async () => {
      const signedIn = await call(api.POST('/v3/signin', { body: { email, password } }));
      await session.start(signedIn.access_token);
    });
  };

  return (
    <main id="main" className="sign-in">
      <div className="card">
        <p className="brand">Recruiting API</p>
        <PageHeading title="Sign in">Sign in</PageHeading>
        <p className="hint">Manage your API keys, webhooks and recruiting data.</p>
        {hydrated && notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        {/* No action: posted without script, the form goes to the page's own address, its `next` included. */}
        <form method="post" onSubmit={submit} data-ready={hydrated ? 'true' : undefined}>
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" autoComplete="username" required {...invalid} />
          <label htmlFor="password">Password</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required {...invalid} />
          {failure && <ErrorNotice error={describeFailure(failure)} id={ERROR_ID} />}
          <button type="submit" aria-disabled={action.busy}>
            {action.busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}

// The console: sign-in when there is no session, otherwise the signed-in
// layout (header, navigation, sign-out) around the page of the address, with
// the signed-in user given to the pages (user-context.tsx). The one module
// that imports pages: each page stands alone.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { api, call, session, useResource, useSignedIn } from './api.ts';
import { PageHeading } from './components/page-heading.tsx';
import { ErrorNotice, Loading } from './components/resource-view.tsx';
import { SignInPage } from './pages/sign-in.tsx';
import { pageAfterSignIn } from '../../src/routes/next-path.ts';
import { Link, matchPath, navigate, Redirect, useLocation } from './router.tsx';
import { UserProvider } from './user-context.tsx';

// Every page but sign-in is its own chunk, loaded when it is first shown:
// the sign-in page loads React and itself, not the chart library nor the forms
// of the other pages.
const AccountPage = lazy(() => import('./pages/account.tsx').then((m) => ({ default: m.AccountPage })));
const CandidatePage = lazy(() => import('./pages/candidate/candidate-page.tsx').then((m) => ({ default: m.CandidatePage })));
const CompaniesPage = lazy(() => import('./pages/companies.tsx').then((m) => ({ default: m.CompaniesPage })));
const EndpointPage = lazy(() => import('./pages/endpoint/endpoint-page.tsx').then((m) => ({ default: m.EndpointPage })));
const EventTypesPage = lazy(() => import('./pages/event-types.tsx').then((m) => ({ default: m.EventTypesPage })));
const PositionPage = lazy(() => import('./pages/position.tsx').then((m) => ({ default: m.PositionPage })));
const RecruitingPage = lazy(() => import('./pages/recruiting.tsx').then((m) => ({ default: m.RecruitingPage })));
const WebhooksPage = lazy(() => import('./pages/webhooks/webhooks-page.tsx').then((m) => ({ default: m.WebhooksPage })));

// Page addresses; the first pattern that matches wins.
const ROUTES: Array<[string, (params: Record<string, string>) => ReactNode]> = [
  ['/', () => <Redirect to="/companies" />],
  ['/companies', () => <CompaniesPage />],
  ['/companies/:companyId/webhooks', ({ companyId }) => <WebhooksPage companyId={companyId!} />],
  [
    '/companies/:companyId/webhooks/:endpointId',
    ({ companyId, endpointId }) => <EndpointPage companyId={companyId!} endpointId={endpointId!} tab="overview" />,
  ],
  [
    '/companies/:companyId/webhooks/:endpointId/:tab',
    ({ companyId, endpointId, tab }) =>
      tab === 'deliveries' || tab === 'settings' || tab === 'testing' ? (
        <EndpointPage companyId={companyId!} endpointId={endpointId!} tab={tab} />
      ) : undefined,
  ],
  [
    '/companies/:companyId/webhooks/:endpointId/deliveries/:deliveryId',
    ({ companyId, endpointId, deliveryId }) => (
      <EndpointPage companyId={companyId!} endpointId={endpointId!} tab="deliveries" deliveryId={deliveryId!} />
    ),
  ],
  ['/companies/:companyId/recruiting', ({ companyId }) => <RecruitingPage companyId={companyId!} />],
  ['/companies/:companyId/event-types', ({ companyId }) => <EventTypesPage companyId={companyId!} />],
  [
    '/companies/:companyId/recruiting/:positionId',
    ({ companyId, positionId }) => <PositionPage companyId={companyId!} positionId={positionId!} />,
  ],
  [
    '/companies/:companyId/recruiting/:positionId/candidates/:candidateId',
    ({ companyId, positionId, candidateId }) => (
      <CandidatePage companyId={companyId!} positionId={positionId!} candidateId={candidateId!} />
    ),
  ],
  ['/account', () => <AccountPage tab="details" />],
  ['/account/api-keys', () => <AccountPage tab="api-keys" />],
];

function page(path: string): ReactNode {
  for (const [pattern, render] of ROUTES) {
    const params = matchPath(pattern, path);
    const shown = params && render(params);
    if (shown) return shown;
  }
  return (
    <>
      <PageHeading title="Page not found">Page not found</PageHeading>
      <p>
        There is no page at this address. <Link href="/companies">Go to your companies</Link>.
      </p>
    </>
  );
}

export function App() {
  const signedIn = useSignedIn();
  const { path, query } = useLocation();
  if (!signedIn) {
    if (path === '/signin') return <SignInPage />;
    // The whole address, its query too: a filtered log opened from a bookmark comes back filtered after sign-in.
    const search = query.toString();
    return <SessionCheck signIn={`/signin?next=${encodeURIComponent(search ? `${path}?${search}` : path)}`} />;
  }
  if (path === '/signin') return <Redirect to={pageAfterSignIn(query.get('next'), location.origin)} />;
  return <SignedIn path={path} />;
}

/**
 * Before a browser with no record of signing in is sent to sign in: whether
 * its cookie holds a live session anyway (signed in by the form without
 * script, or its storage cleared). If so, session.resume() records it and
 * the page is shown; if not, the sign-in page.
 */
function SessionCheck({ signIn }: { signIn: string }) {
  const check = useResource(() => session.resume(), 'session');
  if (check.data === false) return <Redirect to={signIn} />;
  return (
    <main id="main">
      <Loading what="your session" />
    </main>
  );
}

function SignedIn({ path }: { path: string }) {
  const user = useResource(() => call(api.GET('/v3/user/details')), 'user');
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="top">
        <div className="top-inner">
          <Link href="/companies" className="brand">
            Recruiting API
          </Link>
          <nav aria-label="Main">
            <NavLink href="/companies" path={path}>
              Companies
            </NavLink>
            <NavLink href="/account" path={path}>
              Account
            </NavLink>
          </nav>
          <div className="who">
            {user.data && <span className="who-name">{user.data.name}</span>}
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main">
        {user.data ? (
          <UserProvider user={user.data}>
            <Suspense fallback={<Loading what="the page" />}>{page(path)}</Suspense>
          </UserProvider>
        ) : user.error ? (
          <ErrorNotice error={user.error} onRetry={user.reload} />
        ) : (
          <Loading what="your account" />
        )}
      </main>
    </>
  );
}

/** A link of the main navigation, marked as the current page, or as the section the current page is in. */
function NavLink({ href, path, children }: { href: string; path: string; children: ReactNode }) {
  return (
    <Link href={href} aria-current={path === href ? 'page' : path.startsWith(`${href}/`) ? 'location' : undefined}>
      {children}
    </Link>
  );
}

function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    // The session ends here whatever the answer: a failed sign-out must not leave the browser signed in.
    await session.signOut('You are signed out.');
    navigate('/signin', { replace: true });
  };
  return (
    <button type="button" className="button-secondary" onClick={signOut} disabled={busy}>
      {busy ? 'Signing out…' : 'Sign out'}
    </button>
  );
}

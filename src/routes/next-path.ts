// The page the console goes to after sign-in, from the `next` of its
// address (/signin?next=...): a page of this console only. One rule for both
// ways of signing in: the console's script (console/src/app.tsx) and the
// sign-in form posted without it (routes/console-sign-in.ts). `next` is read as
// the browser's own URL parser reads it, which takes a backslash for a slash
// and drops tabs and newlines: `/\evil.example` is the address of another
// site, and handing it to history.replaceState throws a SecurityError.
// Anything that does not parse to a path of the console's own origin goes to
// the home page instead.

/** The console's home page. */
export const HOME_PATH = '/companies';

/** `next` as a path (with its query and fragment) of `origin`, or HOME_PATH. */
export function pageAfterSignIn(next: string | null, origin: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== origin || url.pathname.startsWith('//') || url.pathname === '/signin') return HOME_PATH;
  return url.pathname + url.search + url.hash;
}

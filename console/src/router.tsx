// Page addresses of the console, with the browser's history: links are real
// links (open in a new tab, copy the address), and a click on one changes the
// page without a reload. The server answers every console address with the
// same index.html (src/routes/console.ts), so reloads and bookmarks work.
import { useEffect, useSyncExternalStore, type ComponentProps, type MouseEvent } from 'react';

/**
 * The one address the console is rendered at outside a browser: the sign-in
 * page, prerendered at build without a query (console/src/prerender.tsx), and
 * so the address a page being hydrated starts from.
 */
export const PRERENDERED_PATH = '/signin';

const listeners = new Set<() => void>();
// No window when the page is prerendered in Node.
globalThis.window?.addEventListener('popstate', () => listeners.forEach((listener) => listener()));

/** Goes to `to`; a new page (not a replaced address, such as a changed filter) starts at the top. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === location.pathname + location.search) return;
  history[options.replace ? 'replaceState' : 'pushState'](null, '', to);
  if (!options.replace) window.scrollTo(0, 0);
  listeners.forEach((listener) => listener());
}

/** The current path and query, e.g. "/companies/0123456789ab/webhooks". */
export function useLocation(): { path: string; query: URLSearchParams } {
  const href = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => location.pathname + location.search,
    () => PRERENDERED_PATH,
  );
  // Only the path and query are read: any origin parses them the same.
  const url = new URL(href, 'http://console.invalid');
  return { path: url.pathname, query: url.searchParams };
}

/** The :names of `pattern` ("/companies/:companyId") taken from `path`, or null when it doesn't match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${source}/?$`).exec(path);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
}

export function Link({ href, onClick, ...rest }: ComponentProps<'a'> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}

/** Sends the browser elsewhere when rendered (a page that only forwards). */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

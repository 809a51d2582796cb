// The page's h1, which names the browser tab and takes focus on a new page.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '../router.tsx';

/**
 * The page's h1: names the tab and takes focus on every new page (a new
 * path, not a new query: changing a filter keeps focus on the filter), so
 * screen readers announce it and Tab goes on from the top of the content.
 */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { path } = useLocation();
  useEffect(() => {
    document.title = `${title} · Recruiting API`;
  }, [title]);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [path]);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}

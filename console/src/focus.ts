// Where keyboard focus goes when what had it goes away: a closed dialog, a
// secret put away, a form closed. Never to <body>, where a keyboard user
// would start again from the top of the page.
import { useEffect, useRef } from 'react';

/** The page's h1, where focus goes when the element it should return to is gone. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * Moves focus back when a dialog or panel goes away and took the focus
 * with it: to `to()` when given
 * (e.g. the list heading after its item was deleted), else to the element
 * that had focus when it appeared if it is still on the page, else to the
 * page's heading.
 */
export function useReturnFocus(to?: () => HTMLElement | null | undefined) {
  // The `to` of the latest render, for the moment the component goes away.
  const target = useRef(to);
  useEffect(() => {
    target.current = to;
  });
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      mounted.current = false;
      // After React has removed the element: the page around it is what
      // remains. (A development build's StrictMode remounts at once: nothing to do then.)
      queueMicrotask(() => {
        if (mounted.current) return;
        // Only focus that was lost: what the same change placed on purpose (a secret shown after a dialog) stays.
        if (!focusLost()) return;
        const to = target.current;
        const next = to?.();
        if (next) return next.focus();
        const fallback = opener?.isConnected ? opener : pageHeading();
        fallback?.focus();
        // The element named may come with the next renders (a new endpoint's
        // card, once the list is read again): focus moves to it then, unless
        // the person has moved it elsewhere meanwhile.
        if (to) focusWhenRendered(to);
      });
    };
  }, []);
}

/** Nothing, or the page itself, has focus. */
function focusLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

/** How long a focus target that is not on the page yet is waited for. */
const TARGET_WAIT_MS = 3000;

/**
 * Focus on an element that the next renders bring back (the button hidden
 * while its form was open).
 */
export function focusAfterRender(id: string) {
  focusWhenRendered(focusById(id));
}

/** Focus on the element with this id (a heading with tabIndex -1, a field), once it is rendered. */
export function focusById(id: string): () => HTMLElement | null {
  return () => document.getElementById(id);
}

/**
 * After a form closed on success: focus on what it made (`find`: the new
 * item's link, once the list is read again), and meanwhile on the element
 * with id `meanwhile` (the button that opened the form, back on the page), so
 * focus never falls to <body> between the two.
 */
export function focusResult(find: () => HTMLElement | null | undefined, meanwhile: string) {
  focusWhenRendered(find, focusById(meanwhile));
}

/**
 * Moves focus to `find()` once the renders bring it, and to `meanwhile()`
 * whenever focus is lost before that.
 *
 * Called from a handler, often after a request: the render that removes the
 * form (and its focused button) may come frames later on a busy page, and
 * the element may be replaced by a later render still. So for a while this
 * looks at every frame, as long as focus stays where the handler left it
 * (`submitter`) or where this put it; focus the person moved elsewhere
 * stays where they put it. Also after a dialog went away (useReturnFocus),
 * from the element it put the focus back on.
 */
function focusWhenRendered(find: () => HTMLElement | null | undefined, meanwhile?: () => HTMLElement | null) {
  const submitter = document.activeElement;
  const until = performance.now() + TARGET_WAIT_MS;
  let placed: HTMLElement | null = null;
  const look = () => {
    const active = document.activeElement;
    if (!focusLost() && active !== submitter && active !== placed) return;
    const target = find();
    if (target) placed = target;
    else if (focusLost()) placed = meanwhile?.() ?? null;
    if (placed && placed !== active) placed.focus();
    if (performance.now() < until) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** The link in the page's content to `href` (a new position's, a new candidate's). */
export function linkTo(href: string): () => HTMLElement | null {
  return () => document.querySelector<HTMLElement>(`main a[href="${CSS.escape(href)}"]`);
}

// Looking again on its own at what a page shows, as the delivery log does:
// soon after a change, less often while nothing changes (POLL in
// delivery-log.ts: 2 s, then half as long again each time, up to 15 s),
// never while the tab is hidden, and at once when it comes back.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { nextPollDelay, POLL } from './delivery-log.ts';

/** Whether the tab is hidden (another tab in front, the window minimised). */
export function usePageHidden(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    () => document.hidden,
  );
}

/**
 * Calls `reload` again while `on` and the tab is in front: after 2 s, then
 * less often while `signature` (what a person sees of the answer) stays the
 * same, and after 2 s again once it changes.
 */
export function usePollWhile(on: boolean, reload: () => void, signature: string): void {
  const hidden = usePageHidden();
  const [delay, setDelay] = useState<{ signature: string; ms: number }>({ signature, ms: POLL.firstMs });
  if (delay.signature !== signature) setDelay({ signature, ms: POLL.firstMs });
  useEffect(() => {
    if (!on || hidden) return;
    const timer = setTimeout(() => {
      reload();
      setDelay((now) => ({ ...now, ms: nextPollDelay(now.ms, false) }));
    }, delay.ms);
    return () => clearTimeout(timer);
  }, [on, hidden, delay, reload]);

  // Back in front after being hidden: what happened meanwhile, at once.
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden && on) reload();
    wasHidden.current = hidden;
  }, [hidden, on, reload]);
}

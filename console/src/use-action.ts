// The state of a running action (a button's request), for the forms and
// buttons of every page. While it runs its button says so and is marked
// aria-disabled rather than disabled: a disabled button drops the keyboard
// focus to the page, and focus must stay where the person acted (or move to
// the result). A second press meanwhile does nothing.
import { useRef, useState } from 'react';
import { asFailure, type ApiFailure } from './api.ts';

/** A running action: whether it is busy, and its failure. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure>();
  const running = useRef(false);
  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setError(undefined);
    let result: T | undefined;
    try {
      result = await work();
    } catch (failure) {
      setError(asFailure(failure));
    }
    running.current = false;
    setBusy(false);
    return result;
  }
  return { busy, error, run, clearError: () => setError(undefined) };
}

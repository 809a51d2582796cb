// The state of a running action (a button's request), for the forms and
// buttons of every page.
import { useState } from 'react';
import { asFailure, type ApiFailure } from './api.ts';

/** A running action: whether it is busy, and its failure. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure>();
  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(undefined);
    let result: T | undefined;
    try {
      result = await work();
    } catch (failure) {
      setError(asFailure(failure));
    }
    setBusy(false);
    return result;
  }
  return { busy, error, run, clearError: () => setError(undefined) };
}

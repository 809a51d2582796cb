// Text a person is typing, kept in this tab's sessionStorage as it is typed:
// when the session ends meanwhile (the page gives way to the sign-in page),
// the same form shows it again after signing in. A deliberate sign-out
// forgets every draft (api.ts), so nothing typed stays behind on a shared
// computer.
import { useState } from 'react';

export const DRAFT_PREFIX = 'recruiting-api.draft.';

/** The draft under `key` (one per form and record, e.g. "note <candidate id>"), its setter, and clear() for after a successful submit. */
export function useDraft(key: string): [string, (value: string) => void, () => void] {
  const storageKey = DRAFT_PREFIX + key;
  const [value, setValue] = useState(() => sessionStorage.getItem(storageKey) ?? '');
  const set = (next: string) => {
    setValue(next);
    if (next === '') sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, next);
  };
  return [value, set, () => set('')];
}

/** Forgets every draft of this tab. */
export function forgetDrafts(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
}

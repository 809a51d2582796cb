// Whether the page is the browser's own render: false while React takes over
// the prerendered sign-in page (hydration must draw what the server drew),
// true from the render after, and at once on a page drawn in the browser.
// What only the browser knows (the notice left in sessionStorage) waits for it.
import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}

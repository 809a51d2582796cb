// The sign-in page as HTML, rendered at build in Node (console/vite.config.ts
// writes it into signin.html): the same App the browser runs, at the one
// address it is rendered at outside a browser (router.tsx, PRERENDERED_PATH)
// and signed out, which is the sign-in page. main.tsx hydrates it with the
// same element.
import { renderToString } from 'react-dom/server';
import { consoleElement } from './console-element.tsx';

export function signInPageMarkup(): string {
  return renderToString(consoleElement());
}

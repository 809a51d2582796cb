import { createRoot, hydrateRoot } from 'react-dom/client';
import { session } from './api.ts';
import { consoleElement } from './console-element.tsx';
import { PRERENDERED_PATH } from './router.tsx';
import './styles.css';

const root = document.getElementById('root')!;
// The sign-in page arrives with its form already drawn (signin.html,
// prerendered at build): React takes that markup over rather than drawing it
// again, so what was typed meanwhile stays. A browser that is signed in
// goes on to another page, which is drawn anew.
if (root.firstElementChild && location.pathname === PRERENDERED_PATH && !session.signedIn()) {
  hydrateRoot(root, consoleElement());
} else {
  root.replaceChildren();
  createRoot(root).render(consoleElement());
}

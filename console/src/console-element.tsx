// What the console renders into #root, in the browser (main.tsx) and when the
// sign-in page is prerendered (prerender.tsx): one element, so the markup the
// browser takes over is the markup it would have drawn.
import { StrictMode } from 'react';
import { App } from './app.tsx';

export function consoleElement() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}

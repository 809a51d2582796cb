// How a running server stops on SIGTERM/SIGINT: it drains and exits 0; a
// second request a person makes exits at once.
import type { RunningServer } from './server.ts';

/**
 * Signals that arrive within this long of the first are the same request to
 * stop. A terminal's Ctrl-C reaches every process of the foreground group:
 * under `npm start` the server gets the terminal's SIGINT and, milliseconds
 * later, npm's forwarded copy; a process manager that signals a whole
 * control group does the same with SIGTERM.
 */
export const SAME_SIGNAL_WINDOW_MS = 1000;

/**
 * Runs until SIGTERM/SIGINT, then drains and exits 0. A signal within
 * SAME_SIGNAL_WINDOW_MS of the first is its echo and changes nothing; one
 * later is a person asking again: the process exits at once (status 1).
 */
export function closeOnSignals(server: RunningServer): void {
  let firstAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt !== undefined) {
      if (performance.now() - firstAt < SAME_SIGNAL_WINDOW_MS) {
        server.app.log.debug({ signal }, 'the same stop request again; still shutting down');
        return;
      }
      server.app.log.warn({ signal }, 'a second stop request: exiting at once, sends in flight are cut (sent again after a restart)');
      process.exit(1);
    }
    firstAt = performance.now();
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

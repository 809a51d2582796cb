// An endpoint's delivery health at a glance (GET .../stats): a chart of its
// successful and failed attempts over the last 24 hours or 7 days, the share
// that succeeded, the median and 95th-percentile response time, and a badge
// judged on that same window's success rate (a word and a sign beside the
// colour), so the badge never says "healthy" beside a chart of failures. The
// chart is drawn by uPlot on a canvas, its axis in the reader's language;
// a screen reader can't read a canvas, so a summary sentence says what it
// shows and a table (in a disclosure) gives every bucket. While it is on
// screen it looks again on its own, as the delivery log does, so the badge
// and the chart follow new attempts without a reload.
import { memo, useEffect, useId, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { api, call, useResource, type WebhookEndpoint } from '../api.ts';
import { usePollWhile } from '../use-poll.ts';
import { ErrorNotice, Loading } from './resource-view.tsx';

type Window = '24h' | '7d';
type Stats = Awaited<ReturnType<typeof loadStats>>;

function loadStats(path: { company_id: string; endpoint_id: string }, window: Window) {
  return call(api.GET('/v3/company/{company_id}/webhook_endpoint/{endpoint_id}/stats', { params: { path, query: { window } } }));
}

const SUCCESS_COLOUR = '#1a7f37';
const FAILURE_COLOUR = '#cf222e';
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

function bucketLabel(start: string, window: Window): string {
  const at = new Date(start);
  return window === '24h'
    ? at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : at.toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
}

/** Counts with the reader's digit grouping ("1,234", "1.234", "1 234"). */
const count = new Intl.NumberFormat();

function milliseconds(value: number | null): string {
  return value === null ? 'no answer yet' : `${count.format(value)} ms`;
}

/** The axis's labels in the reader's language: hours over a day, weekday and hour over a week. */
function axisLabels(window: Window) {
  const format =
    window === '24h'
      ? new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })
      : new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric' });
  return (_u: uPlot, values: number[]) => values.map((seconds) => format.format(new Date(seconds * 1000)));
}

export type Health = { kind: 'ok' | 'warn' | 'error' | 'muted'; sign: string; text: string };

/**
 * The badge, from the window's attempts: healthy at 95 % succeeded or more,
 * degraded from 50 %, failing below; a disabled or paused endpoint says so
 * first.
 */
export function healthOf(endpoint: WebhookEndpoint, succeeded: number, failed: number): Health {
  if (!endpoint.enabled)
    return { kind: 'warn', sign: '!', text: `disabled${endpoint.disabled_reason ? `: ${endpoint.disabled_reason}` : ''}` };
  if (endpoint.status === 'paused') return { kind: 'muted', sign: '⏸', text: 'paused' };
  const total = succeeded + failed;
  if (total === 0)
    return { kind: 'muted', sign: '–', text: endpoint.stats.last_delivery_at === null ? 'no attempts yet' : 'no attempts in this period' };
  const rate = succeeded / total;
  const percent = percentOf(succeeded, total);
  if (rate >= 0.95) return { kind: 'ok', sign: '✓', text: `healthy: ${percent} succeeded` };
  if (rate >= 0.5) return { kind: 'warn', sign: '!', text: `degraded: ${percent} succeeded` };
  return { kind: 'error', sign: '✕', text: `failing: ${percent} succeeded` };
}

const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

function percentOf(part: number, total: number): string {
  return percentFormat.format(part / total);
}

/** The window's attempts in one unit: "17 of 75 attempts succeeded (23 %)". */
export function successSummary(succeeded: number, failed: number): string {
  const total = succeeded + failed;
  if (total === 0) return 'no attempts.';
  return `${count.format(succeeded)} of ${count.format(total)} ${total === 1 ? 'attempt' : 'attempts'} succeeded (${percentOf(succeeded, total)}).`;
}

/** What a person sees of the stats: when none of it changed, a look changed nothing (and the chart is not drawn again). */
function statsSignature(stats: Stats): string {
  return JSON.stringify([stats.buckets, stats.response_time_ms, stats.health]);
}

/** The chart: successes and failures per bucket, side by side, as wide as its box (narrow screens too); drawn again only when they change. */
const AttemptsChart = memo(
  AttemptsChartDrawn,
  (before, after) => before.window === after.window && statsSignature(before.stats) === statsSignature(after.stats),
);

function AttemptsChartDrawn({ stats, window }: { stats: Stats; window: Window }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const x = stats.buckets.map((b) => Date.parse(b.start) / 1000);
    const half = (stats.bucket_minutes * 60) / 2;
    const bars = (align: -1 | 1) => uPlot.paths.bars!({ size: [0.45, Infinity], align });
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: 180,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true, range: (_u, min, max) => [min - half, max + half] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          // A weekday and an hour take more room than an hour: fewer ticks, so that labels never run into each other.
          { values: axisLabels(window), space: window === '24h' ? 60 : 100 },
          // Attempts are whole: no 0.5 on the axis.
          { size: 40, incrs: WHOLE_STEPS },
        ],
        series: [
          // The legend's time under the pointer, in the reader's language too (uPlot's own is a fixed format).
          { value: (_u, seconds) => (seconds === null ? '–' : bucketLabel(new Date(seconds * 1000).toISOString(), window)) },
          { label: 'Succeeded', stroke: SUCCESS_COLOUR, fill: `${SUCCESS_COLOUR}cc`, paths: bars(-1), points: { show: false } },
          { label: 'Failed', stroke: FAILURE_COLOUR, fill: `${FAILURE_COLOUR}cc`, paths: bars(1), points: { show: false } },
        ],
      },
      [x, stats.buckets.map((b) => b.succeeded), stats.buckets.map((b) => b.failed)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height: 180 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [stats, window]);
  // The canvas says nothing to a screen reader: the summary and the table do.
  return <div ref={box} className="health-chart" aria-hidden="true" />;
}

function HealthBadge({ health }: { health: Health }) {
  return (
    <span className={`badge badge-${health.kind}`}>
      <span aria-hidden="true">{health.sign} </span>
      {health.text}
    </span>
  );
}

export function EndpointHealth({ companyId, endpoint }: { companyId: string; endpoint: WebhookEndpoint }) {
  const [window, setWindow] = useState<Window>('24h');
  const id = useId();
  const path = { company_id: companyId, endpoint_id: endpoint.id };
  const stats = useResource(() => loadStats(path, window), `stats ${endpoint.id} ${window}`);
  const data = stats.data;
  usePollWhile(data !== undefined, stats.reload, data ? statsSignature(data) : '');
  const period = window === '24h' ? 'the last 24 hours' : 'the last 7 days';
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <div className="panel-head">
        <h2 id={`${id}-title`}>Delivery health</h2>
        <div className="segmented" role="group" aria-label="Period">
          {(['24h', '7d'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={value === window ? undefined : 'button-secondary'}
              aria-pressed={value === window}
              onClick={() => setWindow(value)}
            >
              {value === '24h' ? '24 hours' : '7 days'}
            </button>
          ))}
        </div>
      </div>
      {stats.error ? (
        <ErrorNotice error={stats.error} onRetry={stats.reload} />
      ) : !data ? (
        <Loading what="the delivery health" />
      ) : (
        <>
          <p className="badges">
            <HealthBadge health={healthOf(endpoint, data.succeeded, data.failed)} />
            {data.health.status === 'failing' && data.health.since && (
              <span className="hint">failing since {new Date(data.health.since).toLocaleString()}</span>
            )}
          </p>
          <p id={`${id}-summary`}>
            Over {period}: {successSummary(data.succeeded, data.failed)} Response time: median {milliseconds(data.response_time_ms.p50)},
            95th percentile {milliseconds(data.response_time_ms.p95)}.
          </p>
          <AttemptsChart stats={data} window={window} />
          <details>
            <summary>Attempts {window === '24h' ? 'per hour' : 'per 6 hours'}, as a table</summary>
            <table className="health-table">
              <caption>
                Successful and failed attempts over {period}, {window === '24h' ? 'per hour' : 'per 6 hours'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">Succeeded</th>
                  <th scope="col">Failed</th>
                </tr>
              </thead>
              <tbody>
                {data.buckets.map((b) => (
                  <tr key={b.start}>
                    <th scope="row">{bucketLabel(b.start, window)}</th>
                    <td>{count.format(b.succeeded)}</td>
                    <td>{count.format(b.failed)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}

// What a page shows of something it loads or does: a loading line, an empty
// state that says what to do next, and a failure with the API's message, what
// to do about it and "Try again".
import { useEffect, useRef, type ReactNode } from 'react';
import type { ApiFailure, Resource } from '../api.ts';

export function Loading({ what }: { what: string }) {
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" /> Loading {what}…
    </p>
  );
}

/** Why a refusal happened and what to do about it, for the refusals that a sentence more makes clear. */
const NEXT_STEPS: Record<string, ReactNode> = {
  proPlanRequired: (
    <>
      The company's plan decides this, not your role: an administrator can move it to the Pro plan with{' '}
      <code>bin/recruiting-api company set-plan --company &lt;id&gt; --plan pro</code>.
    </>
  ),
  legacyEndpointReadOnly:
    'Legacy webhooks were imported from the old system: they deliver as before, but only an administrator can change them.',
};

/**
 * A failure, with the API's hint and what to do next. The failure of an
 * action (one without "Try again": a submit, a button) takes the keyboard
 * focus when it appears, so the person who pressed the button lands on why it
 * failed; a page's loading failure leaves focus where it is. `id` lets the
 * fields it is about point at it (aria-describedby).
 */
export function ErrorNotice({ error, onRetry, id }: { error: ApiFailure; onRetry?: () => void; id?: string }) {
  const next = NEXT_STEPS[error.type];
  const notice = useRef<HTMLDivElement>(null);
  const takesFocus = !onRetry;
  useEffect(() => {
    if (takesFocus) notice.current?.focus();
  }, [takesFocus]);
  return (
    <div className="notice notice-error" role="alert" id={id} ref={notice} tabIndex={takesFocus ? -1 : undefined}>
      <p>{error.message}</p>
      {error.hint && <p className="error-hint">{error.hint}</p>}
      {next && <p className="next-step">{next}</p>}
      {onRetry && (
        <button type="button" className="button-secondary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty-title">{title}</p>
      {children}
    </div>
  );
}

/**
 * What a page shows of something it loads: the failure (with "Try again"),
 * a loading line, the empty state, or `children` with the data.
 */
export function ResourceView<T>(props: {
  resource: Resource<T>;
  what: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { resource } = props;
  if (resource.error) return <ErrorNotice error={resource.error} onRetry={resource.reload} />;
  if (resource.data === undefined) return <Loading what={props.what} />;
  const isEmpty = props.isEmpty ?? ((data: T) => Array.isArray(data) && data.length === 0);
  if (isEmpty(resource.data)) return <>{props.empty}</>;
  return <>{props.children(resource.data)}</>;
}

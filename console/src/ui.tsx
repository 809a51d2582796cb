// The few building blocks every page shares: headings that take focus after
// a page change, loading, empty and error states, a confirmation dialog, a
// secret shown once with a copy button, and the state of a running action.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { asFailure, type ApiFailure, type Resource } from './api.ts';
import { useLocation } from './router.tsx';

/**
 * The page's h1: names the tab and takes focus on every new page (a new
 * path, not a new query: changing a filter keeps focus on the filter), so
 * screen readers announce it and Tab goes on from the top of the content.
 */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { path } = useLocation();
  useEffect(() => {
    document.title = `${title} · Recruiting API`;
  }, [title]);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [path]);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}

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

export function ErrorNotice({ error, onRetry }: { error: ApiFailure; onRetry?: () => void }) {
  const next = NEXT_STEPS[error.type];
  return (
    <div className="notice notice-error" role="alert">
      <p>{error.message}</p>
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

/** The end of a form: its failure, the submit button (busy while it runs) and Cancel. */
export function FormActions(props: {
  action: { busy: boolean; error?: ApiFailure };
  submit: string;
  busy?: string;
  onCancel?: () => void;
}) {
  return (
    <>
      {props.action.error && <ErrorNotice error={props.action.error} />}
      <div className="actions">
        <button type="submit" disabled={props.action.busy}>
          {props.action.busy ? (props.busy ?? 'Saving…') : props.submit}
        </button>
        {props.onCancel && (
          <button type="button" className="button-secondary" onClick={props.onCancel}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}

/** A running action (a button's request): whether it is busy, and its failure. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure>();
  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(undefined);
    try {
      return await work();
    } catch (failure) {
      setError(asFailure(failure));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run, clearError: () => setError(undefined) };
}

/** The page's h1, where focus goes when the element it should return to is gone. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * Moves focus back when a dialog or panel goes away and took the focus
 * with it: to `to()` when given
 * (e.g. the list heading after its item was deleted), else to the element
 * that had focus when it appeared if it is still on the page, else to the
 * page's heading. Never leaves focus on <body>, where a keyboard user would
 * start again from the top.
 */
export function useReturnFocus(to?: () => HTMLElement | null | undefined) {
  const target = useRef(to);
  target.current = to;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      mounted.current = false;
      // After React has removed the element: the page around it is what
      // remains. (A development build's StrictMode remounts at once: nothing to do then.)
      queueMicrotask(() => {
        if (mounted.current) return;
        // Only focus that was lost: what the same change placed on purpose (a secret shown after a dialog) stays.
        if (document.activeElement && document.activeElement !== document.body) return;
        const next = target.current?.() ?? (opener?.isConnected ? opener : pageHeading());
        next?.focus();
      });
    };
  }, []);
}

/**
 * Focus on an element that the next render brings back (the button hidden
 * while its form was open). For a change made in an event handler, which
 * React renders before the next frame.
 */
export function focusAfterRender(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** Focus on the element with this id (a heading with tabIndex -1, a field), once it is rendered. */
export function focusById(id: string): () => HTMLElement | null {
  return () => document.getElementById(id);
}

/**
 * A modal dialog (the browser's <dialog>: focus stays inside, Escape
 * cancels). Focus starts on Cancel, the harmless choice, unless a field of
 * `children` asks for it (data-autofocus); it returns where it came from after.
 */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  /** 'danger' (default) for what can't be undone, 'primary' for the rest. */
  tone?: 'danger' | 'primary';
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const action = useAction();
  useReturnFocus(props.returnFocus);
  // Removing the element on unmount takes it out of the top layer: no close() needed.
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!dialog.current || dialog.current.open) return;
    dialog.current.showModal();
    (dialog.current.querySelector<HTMLElement>('[data-autofocus]') ?? cancel.current)?.focus();
  }, []);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(props.onConfirm);
  };
  return (
    <dialog ref={dialog} aria-labelledby={titleId} onClose={props.onClose}>
      <form onSubmit={confirm}>
        <h2 id={titleId}>{props.title}</h2>
        <div className="dialog-body">{props.children}</div>
        {action.error && <ErrorNotice error={action.error} />}
        <div className="actions">
          <button type="submit" className={props.tone === 'primary' ? undefined : 'button-danger'} disabled={action.busy}>
            {action.busy ? (props.busyLabel ?? 'Working…') : props.confirmLabel}
          </button>
          <button type="button" className="button-secondary" onClick={props.onClose} ref={cancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** A secret shown this once: the warning, the value, a copy button, and Done to put it away. */
export function SecretOnce(props: {
  title: string;
  label: string;
  value: string;
  onDone: () => void;
  children?: ReactNode;
  /** Why it can't be shown again: how the service keeps it. */
  kept?: string;
  /** Where focus goes after Done; by default the page's heading. */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();
  const panel = useRef<HTMLElement>(null);
  // The element focused before is usually the form's button, gone by now.
  useReturnFocus(props.returnFocus ?? pageHeading);
  useEffect(() => panel.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      setCopied('yes');
    } catch {
      input.current?.select();
      setCopied('no');
    }
  };
  return (
    <section className="secret-once" ref={panel} tabIndex={-1} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{props.title}</h2>
      <p className="warning">
        <strong>Copy it now: you won't see it again.</strong> {props.kept ?? "Only a hash is stored, so it can't be shown later."}
      </p>
      {props.children}
      <label htmlFor={inputId}>{props.label}</label>
      <div className="copy-row">
        <input id={inputId} ref={input} readOnly value={props.value} className="mono" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" onClick={copy}>
          Copy
        </button>
      </div>
      <p role="status" className="hint">
        {copied === 'yes'
          ? 'Copied to the clipboard.'
          : copied === 'no'
            ? 'The browser refused the clipboard: the text is selected, press Ctrl+C (⌘C) to copy.'
            : ''}
      </p>
      <button type="button" className="button-secondary" onClick={props.onDone}>
        Done, I have copied it
      </button>
    </section>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A time in the reader's zone; `seconds` where they matter (the delivery log). The full ISO time is the tooltip. */
export function Time({ value, never = 'never', seconds = false }: { value: string | null | undefined; never?: string; seconds?: boolean }) {
  if (!value) return <>{never}</>;
  return (
    <time dateTime={value} title={value}>
      {(seconds ? dateTimeSeconds : dateTime).format(new Date(value))}
    </time>
  );
}

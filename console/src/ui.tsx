// The few building blocks every page shares: headings that take focus after
// a page change, loading, empty and error states, a confirmation dialog, a
// secret shown once with a copy button, and the state of a running action.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { asFailure, type ApiFailure, type Resource } from './api.ts';

/** The page's h1: names the tab and takes focus, so screen readers announce the new page. */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Recruiting API`;
    heading.current?.focus({ preventScroll: true });
  }, [title]);
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

export function ErrorNotice({ error, onRetry }: { error: ApiFailure; onRetry?: () => void }) {
  return (
    <div className="notice notice-error" role="alert">
      <p>{error.message}</p>
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
export function FormActions(props: { action: { busy: boolean; error?: ApiFailure }; submit: string; busy?: string; onCancel?: () => void }) {
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

/**
 * A modal confirmation (the browser's <dialog>: focus stays inside, Escape
 * cancels). Focus starts on Cancel, the harmless choice.
 */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const action = useAction();
  // Removing the element on unmount takes it out of the top layer: no close() needed.
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  const confirm = async () => {
    await action.run(props.onConfirm);
  };
  return (
    <dialog ref={dialog} aria-labelledby={titleId} onClose={props.onClose}>
      <h2 id={titleId}>{props.title}</h2>
      <div className="dialog-body">{props.children}</div>
      {action.error && <ErrorNotice error={action.error} />}
      <div className="actions">
        <button type="button" className="button-danger" onClick={confirm} disabled={action.busy}>
          {props.confirmLabel}
        </button>
        <button type="button" className="button-secondary" onClick={props.onClose} autoFocus>
          Cancel
        </button>
      </div>
    </dialog>
  );
}

/** A secret shown this once: the warning, the value, a copy button, and Done to put it away. */
export function SecretOnce(props: { title: string; label: string; value: string; onDone: () => void; children?: ReactNode }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();
  const panel = useRef<HTMLElement>(null);
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
        <strong>Copy it now: you won't see it again.</strong> Only a hash is stored, so it can't be shown later.
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
        {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'no' ? 'The browser refused the clipboard: the text is selected, press Ctrl+C (⌘C) to copy.' : ''}
      </p>
      <button type="button" className="button-secondary" onClick={props.onDone}>
        Done, I have copied it
      </button>
    </section>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function Time({ value, never = 'never' }: { value: string | null | undefined; never?: string }) {
  if (!value) return <>{never}</>;
  return <time dateTime={value}>{dateTime.format(new Date(value))}</time>;
}

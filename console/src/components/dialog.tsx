// Modal dialogs: the browser's <dialog> (focus stays inside, Escape closes
// it), and the confirmation of an action built on it.
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useReturnFocus } from '../focus.ts';
import { useAction } from '../use-action.ts';
import { ErrorNotice } from './resource-view.tsx';

/**
 * A modal dialog with a title. Focus starts on the first element of
 * `children` marked data-autofocus: a field that asks for it, else Cancel,
 * the harmless choice. It returns where it came from after, or to
 * `returnFocus()` when given.
 */
export function Dialog(props: {
  title: string;
  children: ReactNode;
  /** Cancel, Escape, or the dialog closed otherwise. */
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useReturnFocus(props.returnFocus);
  // Removing the element on unmount takes it out of the top layer: no close() needed.
  useEffect(() => {
    if (!dialog.current || dialog.current.open) return;
    dialog.current.showModal();
    dialog.current.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  return (
    <dialog ref={dialog} aria-labelledby={titleId} onClose={props.onClose}>
      <h2 id={titleId}>{props.title}</h2>
      {props.children}
    </dialog>
  );
}

/** A question before an action: its confirm button runs `onConfirm`, whose failure is shown in the dialog. */
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
  const action = useAction();
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(props.onConfirm);
  };
  return (
    <Dialog title={props.title} onClose={props.onClose} returnFocus={props.returnFocus}>
      <form onSubmit={confirm}>
        <div className="dialog-body">{props.children}</div>
        {action.error && <ErrorNotice error={action.error} />}
        <div className="actions">
          <button type="submit" className={props.tone === 'primary' ? undefined : 'button-danger'} aria-disabled={action.busy}>
            {action.busy ? (props.busyLabel ?? 'Working…') : props.confirmLabel}
          </button>
          <button type="button" className="button-secondary" onClick={props.onClose} data-autofocus>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

// A secret shown this once (an API key, a webhook signing secret): the
// warning, the value, a copy button, and Done to put it away.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { pageHeading, useReturnFocus } from '../focus.ts';

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

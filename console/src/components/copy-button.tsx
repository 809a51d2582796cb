// A button that copies a value (an id, a payload) to the clipboard and says
// so; when the browser refuses the clipboard, it says how to copy by hand.
import { useState } from 'react';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'no'>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <span className="copy">
      <button type="button" className="button-small button-secondary" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="hint">
        {copied === 'yes' ? 'Copied.' : copied === 'no' ? 'The browser refused the clipboard: select the text and copy it.' : ''}
      </span>
    </span>
  );
}

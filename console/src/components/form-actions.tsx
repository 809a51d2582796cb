// The end of a form: its failure, the submit button and Cancel.
import type { ApiFailure } from '../api.ts';
import { ErrorNotice } from './resource-view.tsx';

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
        <button type="submit" aria-disabled={props.action.busy}>
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

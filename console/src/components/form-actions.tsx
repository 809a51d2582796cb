// The end of a form: its failure, the submit button and Cancel; and the
// attributes that tie a field to that failure when it is about the field.
import type { ApiFailure } from '../api.ts';
import { ErrorNotice } from './resource-view.tsx';

/** The end of a form: its failure (with `errorId`, for the fields it is about), the submit button (busy while it runs) and Cancel. */
export function FormActions(props: {
  action: { busy: boolean; error?: ApiFailure };
  submit: string;
  busy?: string;
  onCancel?: () => void;
  errorId?: string;
}) {
  return (
    <>
      {props.action.error && <ErrorNotice error={props.action.error} id={props.errorId} />}
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

/**
 * A field's aria-invalid and aria-describedby while the form's failure (the
 * ErrorNotice with id `errorId`) is one of the API's error `types` about it:
 * a screen reader then reads the field as invalid, and why, on reaching it.
 * `hintId` is the field's own hint, described by it at all times.
 */
export function invalidWhen(
  error: ApiFailure | undefined,
  types: readonly string[],
  errorId: string,
  hintId?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const invalid = error !== undefined && types.includes(error.type);
  const describedBy = [invalid ? errorId : undefined, hintId].filter(Boolean).join(' ');
  return { ...(invalid ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}

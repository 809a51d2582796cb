// A webhook endpoint's signing secret, shown this once: after it is made and
// after it is rotated.
import type { ReactNode } from 'react';
import { SecretOnce } from './secret-once.tsx';
import { focusById } from '../focus.ts';

/** Focus goes to the endpoint's card when the secret is put away. */
export function SigningSecretOnce(props: {
  title: string;
  label: string;
  endpointId: string;
  value: string;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <SecretOnce
      title={props.title}
      label={props.label}
      value={props.value}
      onDone={props.onDone}
      kept="The service keeps it encrypted for signing and never shows it again."
      returnFocus={focusById(`endpoint-${props.endpointId}`)}
    >
      {props.children}
    </SecretOnce>
  );
}

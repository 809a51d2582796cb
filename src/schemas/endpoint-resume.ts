// The optional body of POST .../webhook_endpoint/{endpoint_id}/resume: whether
// to send what the endpoint held while it was paused (the default) or to
// discard it. The spec's resume takes no body, so none, an empty one with a
// JSON content type and `{}` all resume and send what was held.
import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../errors.ts';
import { notAnObject, unknownFields } from './body-errors.ts';
import { DryRunField, invalidDryRun } from './dry-run.ts';
import { withErrors } from './validation-errors.ts';

const Resume = Type.Object(
  {
    discard_held: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'true: cancel every delivery still pending for the endpoint (those held while it was paused) instead of sending it; ' +
          'they show as cancelled in the delivery log and `recover` can still send them',
      }),
    ),
    dry_run: DryRunField,
  },
  { title: 'ResumeWebhookEndpoint', additionalProperties: false, description: 'May be left out' },
);

/** A missing body is validated as null by Fastify (hooks/json-body.ts makes an empty JSON body one). */
export const ResumeBody = withErrors(Type.Unsafe<Static<typeof Resume> | null>({ ...Resume, type: ['object', 'null'] }), [
  { keywords: ['type'], error: notAnObject },
  { keywords: ['additionalProperties'], error: (value) => unknownFields(value, Object.keys(Resume.properties)) },
  {
    property: 'discard_held',
    keywords: ['type'],
    error: () => badRequest('invalidDiscardHeld', 'discard_held must be true or false'),
  },
  { property: 'dry_run', keywords: ['type'], error: invalidDryRun },
]);
export type ResumeInput = Static<typeof ResumeBody>;

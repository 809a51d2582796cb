// The answers for an endpoint that is not there or may not be changed, in a
// file of their own so endpoint management and the parts it delegates to
// (webhook-endpoint-status.ts, webhook-secret-rotation.ts) answer alike.
import { forbidden, notFound } from '../errors.ts';

export const endpointNotFound = () => notFound('webhookEndpointNotFound', 'Webhook endpoint not found');
export const legacyReadOnly = () => forbidden('legacyEndpointReadOnly', 'Legacy webhook endpoints are read-only');

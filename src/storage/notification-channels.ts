// The LISTEN/NOTIFY channels of PostgreSQL: what one process tells the others
// through the database. Each is sent by the transaction that makes the change,
// so PostgreSQL delivers it when, and only if, that transaction commits.
// Listening is the storage's (postgres-listener.ts, one connection per storage).

/** Deliveries were queued or made sendable: wakes the delivery workers (queue/record-event.ts sends it). */
export const DELIVERY_CHANNEL = 'recruiting_api_deliveries';

/** Credentials, users, memberships or companies changed: empties the authentication caches (credential-cache.ts). */
export const CREDENTIALS_CHANNEL = 'recruiting_api_credentials';

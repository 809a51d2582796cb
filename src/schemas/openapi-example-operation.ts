// What an example of an operation holds, in a file of its own so the example
// files of each domain and the index that merges them (openapi-examples.ts)
// share it without importing one another.
export interface OperationExample {
  /** The body of the request, for operations that take one. */
  request?: unknown;
  /** The body of the success answer. */
  response: unknown;
  /** Answers of the operation's other success statuses, by status (recover: 200 for a dry run, 202 when it acts). */
  otherResponses?: Record<string, unknown>;
}

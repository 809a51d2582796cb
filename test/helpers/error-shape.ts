import assert from 'node:assert/strict';

/** The spec's Error shape, {error: {type, message}}, with nothing else at the top level. */
export function assertErrorShape(body: unknown, context = ''): asserts body is { error: { type: string; message: string } } {
  const where = context ? ` (${context})` : '';
  assert.ok(body !== null && typeof body === 'object' && !Array.isArray(body), `not a JSON object${where}: ${JSON.stringify(body)}`);
  assert.deepEqual(Object.keys(body), ['error'], `not the Error shape${where}: ${JSON.stringify(body)}`);
  const error = (body as { error: Record<string, unknown> }).error;
  assert.equal(typeof error.type, 'string', `error.type is not a string${where}`);
  assert.ok((error.type as string).length > 0, `error.type is empty${where}`);
  assert.equal(typeof error.message, 'string', `error.message is not a string${where}`);
  assert.ok((error.message as string).length > 0, `error.message is empty${where}`);
}

/** Parses a response body that must be JSON, saying which request it answered when it is not. */
export function parseJson(text: string, context: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    assert.fail(`response is not JSON (${context}): ${JSON.stringify(text.slice(0, 300))}`);
  }
}

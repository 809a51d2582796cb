// A body over the limit is answered 413 in the Error shape, and the client
// gets to read that answer. The server runs as a process of its own: in one
// process the client's writes and the server's reads take turns on one event
// loop, which hides the race of a server that closes the connection while
// the client is still sending (about half of such requests then failed with
// EPIPE instead of reading the 413).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fetch } from 'undici';
import { ChildServer } from '../helpers/child-server.ts';
import { sqlite, type TestDatabase } from '../helpers/dialects.ts';

const FIVE_MB = 5 * 1024 * 1024;

describe('a body over the limit [sqlite, separate server process]', () => {
  let database: TestDatabase;
  let server: ChildServer;
  let url: string;
  before(async () => {
    database = await sqlite.createDatabase();
    server = ChildServer.start(database, { role: 'api' });
    await server.ready();
    url = server.url!;
  });
  after(async () => {
    await server?.kill('SIGTERM');
    await database?.drop();
  });

  async function postOutcome(body: string | ReadableStream<Uint8Array>): Promise<string> {
    try {
      const res = await fetch(`${url}/v3/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        ...(typeof body === 'string' ? {} : { duplex: 'half' as const }),
      });
      const answer = (await res.json()) as { error?: { type?: string; message?: string } };
      return `${res.status} ${answer.error?.type}: ${answer.error?.message}`;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return `failed: ${cause?.code ?? (error as Error).message}`;
    }
  }

  it('answers 20 posts of 5 MB in a row with 413 payloadTooLarge, each read by the client', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(FIVE_MB) });
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) outcomes.push(await postOutcome(body));
    assert.deepEqual(outcomes, Array(20).fill('413 payloadTooLarge: Request body is too large'));
  });

  it('does the same for a 5 MB body sent in chunks, without a Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const chunked = () => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= FIVE_MB) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
    };
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) outcomes.push(await postOutcome(chunked()));
    assert.deepEqual(outcomes, Array(5).fill('413 payloadTooLarge: Request body is too large'));
  });

  it('still answers the next request', async () => {
    const res = await fetch(`${url}/v3/health`);
    assert.equal(res.status, 200);
  });
});

// A yardstick must answer what the service answers: before a read scenario
// loads a hand-written peer route, one GET of each is compared, JSON for JSON.
import assert from 'node:assert/strict';

/**
 * GETs `ours` and `peer` with `token`; both must answer 200, the service's
 * answer must list `expected.rows` rows (`expected.count` reads them), and
 * the peer's must equal it.
 */
export async function assertSameAnswer(
  ours: string,
  peer: string,
  token: string,
  expected: { rows: number; count: (answer: unknown) => number; what: string; peerName: string },
): Promise<void> {
  const get = async (url: string) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(response.status, 200, `GET ${url}: ${response.status}`);
    return response.json();
  };
  const [a, b] = await Promise.all([get(ours), get(peer)]);
  assert.equal(expected.count(a), expected.rows, `the service lists the ${expected.rows} ${expected.what}`);
  assert.deepStrictEqual(b, a, `the ${expected.peerName} peer answers the same JSON as the service`);
}

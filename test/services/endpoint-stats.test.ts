// The pure parts of an endpoint's delivery health: nearest-rank percentiles
// over durations counted by value, and the verdict from the endpoint's record.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { healthOf, percentile } from '../../src/services/endpoint-stats-service.ts';

describe('delivery health: percentiles and verdict', () => {
  it('takes the nearest-rank percentile of durations counted by value', () => {
    assert.equal(percentile([], 50), null);
    const counts = [
      { duration_ms: 10, count: 50 },
      { duration_ms: 20, count: 45 },
      { duration_ms: 900, count: 5 },
    ];
    assert.equal(percentile(counts, 50), 10);
    assert.equal(percentile(counts, 51), 20);
    assert.equal(percentile(counts, 95), 20);
    assert.equal(percentile(counts, 96), 900);
    assert.equal(percentile([{ duration_ms: 7, count: 1 }], 95), 7);
  });

  it('says disabled before failing, and healthy otherwise', () => {
    const at = Date.parse('2026-03-02T10:00:00.000Z');
    assert.deepEqual(healthOf({ enabled: 1, disabled_reason: null, disabled_at: null, failing_since: null }), {
      status: 'healthy',
      since: null,
      reason: null,
      summary: 'healthy',
    });
    assert.equal(
      healthOf({ enabled: 1, disabled_reason: null, disabled_at: null, failing_since: at }).summary,
      'failing since 2026-03-02T10:00:00.000Z',
    );
    const disabled = healthOf({
      enabled: 0,
      disabled_reason: 'Every delivery attempt failed for at least 120 hours',
      disabled_at: at,
      failing_since: at,
    });
    assert.equal(disabled.summary, 'disabled: Every delivery attempt failed for at least 120 hours');
    assert.equal(disabled.since, '2026-03-02T10:00:00.000Z');
  });
});

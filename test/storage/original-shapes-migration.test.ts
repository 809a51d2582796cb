// Migration 0024 on a database of the shape before it, on both dialects:
// positions' type and location text become the original's objects, every
// candidate gets its meta_id and the API's source, and the
// candidateStatusUpdated events still stored become stage changes of the
// candidates still there; nothing else of theirs changes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { migrateToLatest } from '../../src/storage/migrate.ts';
import { DIALECTS } from '../helpers/dialects.ts';
import { useStorageMigratedTo } from '../helpers/migrated-storage.ts';

const NOW = 1_772_000_000_000;

for (const dialect of DIALECTS) {
  describe(`migration 0024-original-shapes [${dialect.name}]`, { skip: dialect.skip }, () => {
    const migrated = useStorageMigratedTo(dialect, '0022-endpoint-list-version');

    it('moves stored values into the new shapes and keeps everything else', async () => {
      const storage = migrated();
      const db = storage.db as any;
      await db
        .insertInto('companies')
        .values({ id: 'c0000000000a', name: 'Acme', friendly_id: 'acme', plan: 'pro', created_at: NOW, updated_at: NOW })
        .execute();
      const position = (id: string, type: string | null, location: string | null) => ({
        id,
        company_id: 'c0000000000a',
        name: 'Engineer',
        description: 'Builds',
        type,
        location,
        department: 'R&D',
        state: 'published',
        pipeline_id: 'default',
        created_by: 'u0000000000a',
        created_at: NOW,
        updated_at: NOW,
      });
      await db
        .insertInto('positions')
        .values([
          position('p0000000000a', 'full-time', 'Berlin'),
          position('p0000000000b', 'Freelance gig', 'Remote'),
          position('p0000000000c', null, null),
        ])
        .execute();
      const candidate = (id: string) => ({
        id,
        company_id: 'c0000000000a',
        position_id: 'p0000000000a',
        name: 'Ada',
        email_address: 'ada@example.org',
        phone_number: null,
        summary: null,
        tags: '["x"]',
        origin: 'sourced',
        stage_id: 'interviewing',
        created_at: NOW,
        updated_at: NOW + 5,
      });
      await db
        .insertInto('candidates')
        .values([candidate('a0000000000a'), candidate('a0000000000b')])
        .execute();
      const stageEvent = (id: string, candidateId: string, was: string, now: string, at: number) => ({
        id,
        company_id: 'c0000000000a',
        type: 'candidateStatusUpdated',
        payload: JSON.stringify({
          _id: id,
          type: 'candidateStatusUpdated',
          object: {
            candidate: { _id: candidateId },
            stage: { id: now, name: now },
            stage_was: { id: was, name: was },
            acting_user: { _id: 'u0000000000a', name: 'Owner', email_address: 'o@example.org' },
          },
        }),
        created_at: at,
        is_test: 0,
        candidate_id: candidateId,
        traceparent: null,
      });
      await db
        .insertInto('events')
        .values([
          stageEvent('e0000000000a', 'a0000000000a', 'applied', 'feedback', NOW + 1),
          stageEvent('e0000000000b', 'a0000000000a', 'feedback', 'interviewing', NOW + 2),
          stageEvent('e0000000000c', 'ffffffffffff', 'applied', 'hired', NOW + 3),
        ])
        .execute();

      // 0024 runs first; later migrations follow it.
      assert.equal((await migrateToLatest(storage))[0], '0024-original-shapes');

      const positions = await db.selectFrom('positions').selectAll().orderBy('id').execute();
      assert.deepEqual(
        positions.map((p: any) => [p.id, p.type && JSON.parse(p.type), p.location && JSON.parse(p.location), p.tags, p.application_form]),
        [
          [
            'p0000000000a',
            { id: 'fullTime', name: 'Full-Time' },
            { country: null, city: null, name: 'Berlin', is_remote: false },
            '[]',
            null,
          ],
          [
            'p0000000000b',
            { id: 'Freelance gig', name: 'Freelance gig' },
            { country: null, city: null, name: 'Remote', is_remote: true },
            '[]',
            null,
          ],
          ['p0000000000c', null, null, '[]', null],
        ],
      );
      assert.deepEqual(
        positions.map((p: any) => [p.description, p.department, p.state, Number(p.updated_at)]),
        [
          ['Builds', 'R&D', 'published', NOW],
          ['Builds', 'R&D', 'published', NOW],
          ['Builds', 'R&D', 'published', NOW],
        ],
      );
      const candidates = await db.selectFrom('candidates').selectAll().orderBy('id').execute();
      for (const row of candidates) {
        assert.equal(row.meta_id, row.id);
        assert.deepEqual(JSON.parse(row.source), { id: 'api', name: 'API' });
        assert.equal(row.social_profiles, '[]');
        assert.deepEqual([row.name, row.tags, row.stage_id, Number(row.updated_at)], ['Ada', '["x"]', 'interviewing', NOW + 5]);
      }
      const changes = await db.selectFrom('candidate_stage_changes').selectAll().orderBy('created_at').execute();
      assert.deepEqual(
        changes.map((c: any) => [
          c.id,
          c.candidate_id,
          c.stage_was_id,
          c.stage_id,
          Number(c.entered_previous_stage_at),
          Number(c.created_at),
          c.acting_user_id,
        ]),
        [
          ['e0000000000a', 'a0000000000a', 'applied', 'feedback', NOW, NOW + 1, 'u0000000000a'],
          ['e0000000000b', 'a0000000000a', 'feedback', 'interviewing', NOW + 1, NOW + 2, 'u0000000000a'],
        ],
      );
    });
  });
}

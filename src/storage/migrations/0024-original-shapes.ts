// Positions and candidates as the original service shapes them (docs/api.md,
// "Positions" and "Candidates"), and the stage changes a candidate's stream
// shows.
//
// - positions.type and positions.location held plain text; they now hold the
//   original's objects as JSON: a type the original knows ("full-time",
//   "Full-Time") becomes `{"id": "fullTime", "name": "Full-Time"}`, other
//   text `{id: text, name: text}`; a location `{"country": null, "city":
//   null, "name": text, "is_remote": false}` (true for "Remote"). Rewritten
//   one distinct value at a time.
// - New position columns: experience, education, category (JSON `{id,
//   name}`), requisition_id, tags (JSON array), application_form (JSON of the
//   fields set; null is the default form).
// - New candidate columns: meta_id (the candidate's own id for those made
//   before), address, headline, source (JSON `{id, name}`: `{"id": "api",
//   "name": "API"}` for those made before, all of which came through the
//   API), social_profiles (JSON array).
// - candidate_stage_changes: one row per move of a candidate to another
//   stage, deleted with the candidate, its position or its company like its
//   other records, moved with it to another position; filled from the
//   candidateStatusUpdated events still stored (their `stage_was` and
//   `stage`, and the acting user) for candidates that are still there.
import { sql, type Kysely, type Migration } from 'kysely';
import { looseKey, knownPositionType } from '../../original-catalogs.ts';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

/** A stored type text as the original's object. */
export function typeObject(text: string): { id: string; name: string } {
  return knownPositionType(text) ?? { id: text, name: text };
}

/** A stored location text as the original's object. */
export function locationObject(text: string) {
  return { country: null, city: null, name: text, is_remote: looseKey(text) === 'remote' };
}

interface StoredStageEvent {
  id: string;
  payload: string;
  created_at: number | string;
}

export function originalShapes(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      for (const column of ['experience', 'education', 'category', 'requisition_id', 'application_form'])
        await db.schema.alterTable('positions').addColumn(column, 'text').execute();
      await db.schema
        .alterTable('positions')
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();

      for (const [column, toObject] of [
        ['type', typeObject],
        ['location', locationObject],
      ] as const) {
        const values = await db.selectFrom('positions').select(column).distinct().where(column, 'is not', null).execute();
        for (const row of values) {
          const text = row[column] as string;
          await db
            .updateTable('positions')
            .set({ [column]: JSON.stringify(toObject(text)) })
            .where(column, '=', text)
            .execute();
        }
      }

      for (const column of ['meta_id', 'address', 'headline', 'source'])
        await db.schema.alterTable('candidates').addColumn(column, 'text').execute();
      await db.schema
        .alterTable('candidates')
        .addColumn('social_profiles', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db
        .updateTable('candidates')
        .set({ meta_id: sql`id`, source: JSON.stringify({ id: 'api', name: 'API' }) })
        .execute();

      await db.schema
        .createTable('candidate_stage_changes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('position_id', 'text', (c) => c.notNull().references('positions.id').onDelete('cascade'))
        .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
        .addColumn('pipeline_was_id', 'text', (c) => c.notNull())
        .addColumn('stage_was_id', 'text', (c) => c.notNull())
        .addColumn('pipeline_id', 'text', (c) => c.notNull())
        .addColumn('stage_id', 'text', (c) => c.notNull())
        .addColumn('entered_previous_stage_at', t.bigint, (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('acting_user_id', 'text')
        .addColumn('created_at', t.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('candidate_stage_changes_candidate_idx')
        .on('candidate_stage_changes')
        .columns(['candidate_id', 'created_at', 'id'])
        .execute();

      await backfillStageChanges(db);
    },
  };
}

/** Stage changes from the candidateStatusUpdated events still stored, oldest first, for candidates still there. */
async function backfillStageChanges(db: Kysely<any>): Promise<void> {
  const events: StoredStageEvent[] = await db
    .selectFrom('events')
    .select(['id', 'payload', 'created_at'])
    .where('type', '=', 'candidateStatusUpdated')
    .where('is_test', '=', 0)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const entered = new Map<string, number>();
  for (const event of events) {
    let object: any;
    try {
      object = JSON.parse(event.payload).object;
    } catch {
      continue;
    }
    const candidateId = object?.candidate?._id;
    if (typeof candidateId !== 'string' || typeof object?.stage?.id !== 'string' || typeof object?.stage_was?.id !== 'string') continue;
    const candidate = await db
      .selectFrom('candidates as c')
      .innerJoin('positions as p', 'p.id', 'c.position_id')
      .select(['c.id', 'c.company_id', 'c.position_id', 'c.created_at', 'p.pipeline_id'])
      .where('c.id', '=', candidateId)
      .executeTakeFirst();
    if (!candidate) continue;
    const at = Number(event.created_at);
    await db
      .insertInto('candidate_stage_changes')
      .values({
        id: event.id,
        company_id: candidate.company_id,
        position_id: candidate.position_id,
        candidate_id: candidateId,
        pipeline_was_id: candidate.pipeline_id,
        stage_was_id: object.stage_was.id,
        pipeline_id: candidate.pipeline_id,
        stage_id: object.stage.id,
        entered_previous_stage_at: entered.get(candidateId) ?? Number(candidate.created_at),
        reason: null,
        acting_user_id: typeof object.acting_user?._id === 'string' ? object.acting_user._id : null,
        created_at: at,
      })
      .execute();
    entered.set(candidateId, at);
  }
}

import type { Knex } from "knex";
import * as initial from "./0001_initial.ts";
import * as sessionsFeed from "./0002_sessions_feed.ts";
import * as anchoring from "./0003_anchoring.ts";
import * as publications from "./0004_publications.ts";
import * as sessionSummaries from "./0005_session_summaries.ts";
import * as c2sp from "./0006_c2sp.ts";
import * as logPublic from "./0006_log_public.ts";
import * as blobs from "./0007_blobs.ts";
import * as cosignatures from "./0009_cosignatures.ts";
import * as search from "./0011_search.ts";
import * as leafColumns from "./0012_leaf_columns.ts";
import * as termsPendingList from "./0013_terms_pending_list.ts";
import * as recordTerms from "./0014_record_terms.ts";
import * as scores from "./0015_scores.ts";
import * as logKinds from "./0016_log_kinds.ts";
import * as erasure from "./0017_erasure.ts";
import * as statsRollups from "./0018_stats_rollups.ts";
import * as statsScores from "./0019_stats_scores.ts";
import * as scoresQueue from "./0020_scores_queue.ts";
import * as retentionHead from "./0023_retention_head.ts";
import * as boundedSummaries from "./0024_bounded_summaries.ts";

interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

// Imported statically, in order, so migrations load wherever the code runs (tsx, tests, a
// bundle) instead of being discovered on disk by file extension. A migration imports no live code
// (test/server/rooms.test.ts): it must stay what it was when it first ran.
//
// Each `name` is what knex recorded in knex_migrations of every database that ran it, and knex
// refuses to migrate a database whose recorded names are not all in this list ("migration
// directory is corrupt"): so 0006_c2sp and 0006_log_public (made on two branches at once) keep
// their shared number, and their order here is the order they ran in. 0003_backfill.ts is not a
// migration: it is the frozen log backfill that 0003 and 0006_c2sp share.
const migrations: Migration[] = [
  initial,
  sessionsFeed,
  anchoring,
  publications,
  sessionSummaries,
  c2sp,
  logPublic,
  blobs,
  cosignatures,
  search,
  leafColumns,
  termsPendingList,
  recordTerms,
  scores,
  logKinds,
  erasure,
  statsRollups,
  statsScores,
  scoresQueue,
  retentionHead,
  boundedSummaries,
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => ({ name: migration.name, up: unbounded(migration.up), down: unbounded(migration.down) }),
};

// A backfill over a large database may outlast the service's statement_timeout (db.ts): each
// migration runs in its own transaction, which lifts the limit for itself only.
const unbounded = (step: (knex: Knex) => Promise<void>) => async (knex: Knex) => {
  await knex.raw("set local statement_timeout = 0");
  await step(knex);
};

import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashLeaf, inclusionProof, rootHash, toHex } from "../../../protocol/merkle.ts";
import { migrationSource } from "../../../server/store/migrations/index.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";
import { expectLogExact } from "../../support/log.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

async function rows<T>(sql: string, bindings: readonly string[] = []): Promise<T[]> {
  return (await db.knex.raw<{ rows: T[] }>(sql, bindings)).rows;
}

/** Rolls migrations back one at a time until `name` is the last one applied. */
async function downTo(name: string): Promise<void> {
  const last = async () => (await db.knex("knex_migrations").select("name").orderBy("id", "desc").first())?.name;
  while ((await last()) !== name) await db.knex.migrate.down({ migrationSource });
}

const CLIENT_TS =
  "CASE WHEN (jsonb_typeof((body #> '{client_ts_utc}'::text[])) = 'number'::text) THEN ((body #>> '{client_ts_utc}'::text[]))::numeric ELSE NULL::numeric END";

describe("migrations", () => {
  it("have run, and running them again changes nothing", async () => {
    expect((await db.knex("knex_migrations").select("name")).map((row) => row.name)).toEqual([
      "0001_initial",
      "0002_sessions_feed",
      "0003_anchoring",
      "0004_publications",
      "0005_session_summaries",
      "0006_c2sp",
      "0006_log_public",
      "0007_blobs",
      "0009_cosignatures",
      "0011_search",
      "0012_leaf_columns",
      "0013_terms_pending_list",
      "0014_record_terms",
      "0015_scores",
      "0016_log_kinds",
      "0017_erasure",
      "0018_stats_rollups",
      "0019_stats_scores",
      "0020_scores_queue",
      "0023_retention_head",
      "0024_bounded_summaries",
    ]);
    expect(await db.knex.migrate.latest({ migrationSource })).toEqual([1, []]);
    expect(await db.ping()).toBe(true);
  });

  it("hash-partition records by agent_id into 8 partitions", async () => {
    expect(await rows("select partstrat from pg_partitioned_table where partrelid = 'records'::regclass")).toEqual([{ partstrat: "h" }]);
    expect(await rows("select count(*) as n from pg_inherits where inhparent = 'records'::regclass")).toEqual([{ n: 8 }]);
  });

  it("index session summaries for the feed's three orders", async () => {
    const indexes = await rows<{ indexname: string }>(
      "select indexname from pg_indexes where tablename = 'sessions' and schemaname = current_schema() order by indexname",
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      "sessions_begun_idx",
      "sessions_closed_idx",
      "sessions_open_idx",
      "sessions_pkey",
    ]);
  });

  it("index records for dedup, one Acting per session, traces, sessions, log leaves and sessions' client times", async () => {
    const indexes = await rows<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where tablename = 'records' and schemaname = current_schema() order by indexname",
    );
    const definitions = Object.fromEntries(
      indexes.map((index) => [
        index.indexname,
        index.indexdef
          .replace(/ ONLY| USING btree/g, "")
          .replace(/\S+\.records/, "records")
          .replace(/\s+/g, " "),
      ]),
    );
    expect(definitions).toEqual({
      records_pkey: "CREATE UNIQUE INDEX records_pkey ON records (agent_id, record_id)",
      records_one_acting_per_session:
        "CREATE UNIQUE INDEX records_one_acting_per_session ON records (agent_id, session_id) WHERE (behavior = 'Acting'::text)",
      records_trace_idx: "CREATE INDEX records_trace_idx ON records (agent_id, seq)",
      records_session_idx: "CREATE INDEX records_session_idx ON records (agent_id, session_id, server_ts_utc, seq)",
      records_leaf_idx: "CREATE UNIQUE INDEX records_leaf_idx ON records (agent_id, leaf_idx)",
      // 0024: the sessions' client times, for erasure (a tombstone has none).
      records_session_client_ts_idx: `CREATE INDEX records_session_client_ts_idx ON records (agent_id, session_id, ( ${CLIENT_TS})) WHERE ( ${CLIENT_TS} IS NOT NULL)`,
    });
  });

  it("keep the search terms' GIN pending list small on every partition (0013), until the terms leave records (0014)", async () => {
    await downTo("0013_terms_pending_list");
    const options = await rows<{ reloptions: string[] | null }>(
      "select c.reloptions from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'records_terms_idx'::regclass",
    );
    expect(options).toHaveLength(8);
    for (const { reloptions } of options) expect(reloptions).toEqual(["gin_pending_list_limit=128"]);
    await db.knex.migrate.latest({ migrationSource });
    expect(await rows("select to_regclass('records_terms_idx') as i")).toEqual([{ i: null }]);
  });

  it("index each record's terms apart from records, in the C collation, partitioned as records are (0014)", async () => {
    const indexes = await rows<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where tablename = 'record_terms' and schemaname = current_schema() order by indexname",
    );
    expect(indexes.map((index) => index.indexdef.replace(/ ONLY|\S+\./g, ""))).toEqual([
      "CREATE UNIQUE INDEX record_terms_pkey ON record_terms USING btree (agent_id, server_ts_utc, seq)",
      "CREATE INDEX record_terms_terms_idx ON record_terms USING gin (terms)",
    ]);
    expect(
      await rows(
        "select collation_name from information_schema.columns where table_schema = current_schema() and table_name = 'record_terms' and column_name = 'terms'",
      ),
    ).toEqual([{ collation_name: "C" }]);
    expect(await rows("select count(*) as n from pg_inherits where inhparent = 'record_terms'::regclass")).toEqual([{ n: 8 }]);
  });

  it("roll back and forward", async () => {
    await db.knex.migrate.rollback({ migrationSource }, true);
    expect(await rows("select to_regclass('records') as r")).toEqual([{ r: null }]);
    await db.knex.migrate.latest({ migrationSource });
    expect(await rows("select count(*) as n from records")).toEqual([{ n: 0 }]);
  });
});

describe("0003_anchoring", () => {
  it("gives the records stored before it leaves in trace order", async () => {
    await downTo("0002_sessions_feed");
    expect(await rows("select to_regclass('log_nodes') as r")).toEqual([{ r: null }]);
    const agents = ["agt_backfill_a", "agt_backfill_b"];
    const rowsToStore = Array.from({ length: 37 }, (_, i) => {
      const body = { record_id: `r${i}`, session_id: "s", behavior: "Other", schema_version: "1.0", n: i, text: "é\u2028" };
      return {
        agent_id: agents[i % 3 === 0 ? 1 : 0],
        record_id: `r${i}`,
        session_id: "s",
        behavior: "Other",
        server_ts_utc: 1_700_000_000_000 + i,
        body: JSON.stringify(body),
        body_hash: "x",
      };
    });
    for (const row of rowsToStore) await db.knex("records").insert(row);
    await db.knex.migrate.latest({ migrationSource });
    expect((await expectLogExact(db.knex, agents[0]!)).size).toBe(24);
    expect((await expectLogExact(db.knex, agents[1]!)).size).toBe(13);
  });

  it("0006 rebuilds each log over record digests in the same order, and keeps the old checkpoints readable apart", async () => {
    const agent = "agt_backfill_a"; // 24 records from the test above
    await downTo("0004_publications"); // before 0006_c2sp: back to the old leaves
    const [old] = await db.knex("log_nodes").where({ agent_id: agent, level: 0, idx: 0 }).select("hash", "record_id");
    const legacy = {
      agent_id: agent,
      tree_size: 24,
      root_hash: "ab".repeat(32),
      timestamp_ms: 1,
      body: `trace-ledger/${agent}\n24\nq83vq83vq83vq83vq83vq83vq83vq83vq83vq83vq80=\n`,
      signer_address: "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23",
      signature: null,
    };
    await db.knex("checkpoints").insert(legacy);
    await db.knex.migrate.latest({ migrationSource });
    // Since 0012 a leaf is columns of its record.
    const [rebuilt] = await db.knex("records").where({ agent_id: agent, leaf_idx: 0 }).select({ hash: "leaf_hash" }, "record_id", "entry");
    expect(rebuilt.record_id, "the same order").toBe(old.record_id);
    expect(Buffer.compare(rebuilt.hash, old.hash), "a new leaf rule").not.toBe(0);
    expect(
      createHash("sha256")
        .update(Buffer.concat([Buffer.of(0), rebuilt.entry]))
        .digest()
        .equals(rebuilt.hash),
      "leaf = SHA-256(0x00 ‖ entry)",
    ).toBe(true);
    expect((await expectLogExact(db.knex, agent)).size).toBe(24);
    expect(await rows("select count(*) as n from checkpoints")).toEqual([{ n: 0 }]);
    expect(await db.knex("legacy_checkpoints").where({ agent_id: agent }).select(Object.keys(legacy))).toEqual([legacy]);
  });
});

describe("0005_session_summaries", () => {
  it("summarises the sessions stored before it, totals included, and stores each published checkpoint's audit path", async () => {
    await downTo("0004_publications");
    expect(await rows("select to_regclass('sessions') as r")).toEqual([{ r: null }]);
    const agent = "agt_summaries";
    const stored = [
      {
        session_id: "a",
        behavior: "Observing",
        client: 500,
        extra: { model_invocation: { provider: "p", model_name: "m", tokens_in: 10, cost_usd: 0.25 } },
      },
      { session_id: "b", behavior: "Planning", client: 700, extra: {} },
      {
        session_id: "a",
        behavior: "Acting",
        client: 400,
        extra: { model_invocation: { provider: "p", model_name: "m", tokens_in: 5.5, tokens_out: 3 } },
      },
      { session_id: "a", behavior: "Reflecting", client: 900, extra: { duration_ms: 42 } },
    ];
    for (const [i, row] of stored.entries()) {
      const body = {
        record_id: `s${i}`,
        session_id: row.session_id,
        behavior: row.behavior,
        schema_version: "1.0",
        client_ts_utc: row.client,
        ...row.extra,
      };
      await db.knex("records").insert({
        agent_id: agent,
        record_id: `s${i}`,
        session_id: row.session_id,
        behavior: row.behavior,
        server_ts_utc: 1_000 + i,
        body: JSON.stringify(body),
        body_hash: "x",
      });
    }
    // An epoch of five checkpoints made before audit paths were stored.
    const leaves = Array.from({ length: 5 }, (_, i) => hashLeaf(Uint8Array.of(i)));
    await db.knex("anchor_epochs").insert({ epoch: 1, root: toHex(rootHash(leaves)), leaves: Buffer.concat(leaves), created_ms: 1 });
    for (let i = 0; i < 5; i++) {
      await db
        .knex("checkpoints")
        .insert({ agent_id: `agt_cp${i}`, tree_size: 1, root_hash: "r", timestamp_ms: 1, body: "b", signer_address: "0x", signature: "s" });
      await db.knex("checkpoint_epochs").insert({ agent_id: `agt_cp${i}`, tree_size: 1, epoch: 1, leaf_index: i });
    }
    await db.knex.migrate.latest({ migrationSource });

    const summaries = await rows<Record<string, unknown>>(
      `select session_id, record_count, first_server_ts_utc, last_server_ts_utc, first_ts_utc, last_ts_utc, acting_record_id,
              tokens_in::float8, tokens_out::float8, cost_usd::float8, duration_ms::float8, first_seq < coalesce(closing_seq, 0) as closing_after
         from sessions where agent_id = ? order by session_id`,
      [agent],
    );
    expect(summaries).toEqual([
      {
        session_id: "a",
        record_count: 3,
        first_server_ts_utc: 1_000,
        last_server_ts_utc: 1_003,
        first_ts_utc: 400,
        last_ts_utc: 900,
        acting_record_id: "s2",
        tokens_in: 15.5,
        tokens_out: 3,
        cost_usd: 0.25,
        duration_ms: 42,
        closing_after: true,
      },
      {
        session_id: "b",
        record_count: 1,
        first_server_ts_utc: 1_001,
        last_server_ts_utc: 1_001,
        first_ts_utc: 700,
        last_ts_utc: 700,
        acting_record_id: null,
        tokens_in: null,
        tokens_out: null,
        cost_usd: null,
        duration_ms: null,
        closing_after: false,
      },
    ]);
    // 0006_c2sp moved the checkpoints cut before it, and their epochs, to legacy_* tables.
    const paths = await rows<{ leaf_index: number; audit_path: Uint8Array }>(
      `select leaf_index, audit_path from legacy_checkpoint_epochs where epoch = 1 order by leaf_index`,
    );
    expect(paths.map((row) => Buffer.from(row.audit_path).toString("hex"))).toEqual(
      leaves.map((_, i) => inclusionProof(leaves, i).map(toHex).join("")),
    );
  });
});

describe("0011_search", () => {
  it("gives the records stored before it their search terms", async () => {
    await downTo("0004_publications");
    expect(
      await rows(
        "select count(*) as n from information_schema.columns where table_schema = current_schema() and table_name = 'records' and column_name = 'terms'",
      ),
    ).toEqual([{ n: 0 }]);
    const bodies = Array.from({ length: 1203 }, (_, i) => ({
      record_id: `s${i}`,
      session_id: "s",
      behavior: "Other",
      schema_version: "1.0",
      label: `word${i} 部署`,
      tags: ["t"],
    }));
    for (const body of bodies) {
      await db.knex("records").insert({
        agent_id: "agt_search",
        record_id: body.record_id,
        session_id: "s",
        behavior: "Other",
        server_ts_utc: 1,
        body: JSON.stringify(body),
        body_hash: "x",
      });
    }
    await db.knex.migrate.latest({ migrationSource });
    // 0014 moved them to record_terms.
    const terms = "records r join record_terms t using (agent_id, seq) where agent_id = 'agt_search'";
    expect(await rows(`select record_id from ${terms} and t.terms @> '{word1202,部署,:t:t,:b:Other}'`)).toEqual([{ record_id: "s1202" }]);
    expect(await rows(`select count(*) as n from ${terms} and t.terms @> '{部}'`)).toEqual([{ n: 1203 }]);
  });
});

describe("int8 columns", () => {
  it("come back as JS numbers", async () => {
    expect(await rows("select 9007199254740991::int8 as n, 0::int8 as z")).toEqual([{ n: 9007199254740991, z: 0 }]);
  });

  it("refuse values a JS number cannot hold exactly", async () => {
    await expect(rows("select 9007199254740993::int8 as n")).rejects.toThrow(RangeError);
  });
});

describe("0016_log_kinds", () => {
  it("adds the scores log's tables and leaves the record log's rows exactly as they were", async () => {
    const agent = "agt_backfill_a"; // 24 records from the tests above
    await downTo("0014_record_terms");
    expect(await rows("select to_regclass('score_logs') as r")).toEqual([{ r: null }]);
    const checkpoint = {
      agent_id: agent,
      tree_size: 24,
      root_hash: "cd".repeat(32),
      timestamp_ms: 2,
      body: "b\n",
      signer_address: "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23",
      signature: null,
      log_signature: "— l x",
    };
    await db.knex("checkpoints").insert(checkpoint);
    const recordLog = () =>
      Promise.all([
        rows(
          `select record_id, leaf_idx, encode(entry, 'hex') as entry, encode(leaf_hash, 'hex') as leaf_hash from records where agent_id = ? order by leaf_idx`,
          [agent],
        ),
        rows(`select agent_id, tree_size, encode(frontier, 'hex') as frontier from agent_logs order by agent_id`),
        rows(`select agent_id, level, idx, encode(hash, 'hex') as hash from log_nodes order by agent_id, level, idx`),
        rows(`select * from log_sequence order by agent_id`),
        rows(`select * from checkpoints order by agent_id, tree_size`),
      ]);
    const before = await recordLog();
    await db.knex.migrate.latest({ migrationSource });
    expect(await recordLog()).toEqual(before);
    for (const table of ["score_log_sequence", "score_logs", "score_log_nodes", "score_checkpoints", "score_checkpoint_cosignatures"]) {
      expect(await rows(`select count(*)::int as n from ${table}`), table).toEqual([{ n: 0 }]);
    }
  });
});

// Ceiling for B: a naive peer, the endpoint a team writes in an afternoon. Express 5 parses the
// record, a presence check, one INSERT per request through a pg pool (autocommit: one commit per
// record), a small ack back. Same records table as the service, under its own agent id. With no
// DATABASE_URL it writes to a PGlite database of its own in DATA_DIR instead.
import { createHash } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../server/store/db.ts";
import { jsonApp, listen } from "./express-app.ts";

type Insert = (values: unknown[]) => Promise<unknown>;

const INSERT = `insert into records (agent_id, record_id, session_id, behavior, server_ts_utc, body, body_hash)
  values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`;

async function openInsert(): Promise<{ insert: Insert; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const schema = process.env.DATABASE_SCHEMA;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
    return { insert: (values) => pool.query(INSERT, values), close: () => pool.end() };
  }
  // PGlite: the service's own helper creates the same tables in this process's data dir.
  const db = await openDatabase({ dataDir: process.env.DATA_DIR! });
  const sql = INSERT.replace(/\$\d/g, "?");
  return { insert: (values) => db.knex.raw(sql, values as never[]), close: () => db.close() };
}

const { insert, close } = await openInsert();
const app = jsonApp();
app.post("/v1/records", async (req, res) => {
  const record = req.body;
  const agentId = String(req.query.agent_id ?? "");
  if (!agentId || typeof record?.record_id !== "string" || typeof record.session_id !== "string") {
    res.status(400).json({ error: "agent_id, record_id and session_id are required" });
    return;
  }
  const body = JSON.stringify(record);
  const now = Date.now();
  await insert([
    agentId,
    record.record_id,
    record.session_id,
    String(record.behavior),
    now,
    body,
    createHash("sha256").update(body).digest("hex"),
  ]);
  res.status(201).json({ record_id: record.record_id, session_id: record.session_id, server_ts_utc: now, is_duplicate: false });
});

listen(app, close);

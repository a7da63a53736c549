// Statements without knex's query machinery, for the ingest path: on PostgreSQL they go to
// the pooled pg connection directly. knex's transaction and per-query work (a builder, the SQL
// rewritten per call, every binding walked, runner and events) cost ~80 µs of CPU per statement
// here, ~0.4 ms per ingest transaction (docs/performance.md, "Ingest"); a group commit pays it
// whatever its size. PGlite, whose queries run on this thread anyway, keeps going through knex.
import type { Knex } from "knex";
import type pg from "pg";
import type { Database } from "./db.ts";

/** Runs one statement (knex.raw's `?` placeholders), as the prepared statement `name` if given; its rows. */
export type Run = <Row>(sql: string, bindings: readonly unknown[], name?: string) => Promise<Row[]>;

/** Statements through knex: on the pool, or in a knex transaction. */
export const runOn =
  (knex: Knex): Run =>
  async <Row>(sql: string, bindings: readonly unknown[], name?: string) => {
    const raw = knex.raw(sql, bindings as never[]);
    const result = (await (name ? raw.options({ name }) : raw)) as { rows: Row[] };
    return result.rows;
  };

// `?` → `$n` by knex's own PostgreSQL dialect, once per statement text: the texts are the store's constants.
const positional = new Map<string, string>();

const runOnConnection =
  (client: KnexClient, connection: pg.Client): Run =>
  async <Row>(sql: string, bindings: readonly unknown[], name?: string) => {
    let text = positional.get(sql);
    if (text === undefined) positional.set(sql, (text = client.positionBindings(sql)));
    const result = await connection.query<Row & pg.QueryResultRow>({ text, values: bindings as unknown[], ...(name ? { name } : {}) });
    return result.rows;
  };

/** Single statements on the pool, each on a connection of its own: past knex on PostgreSQL too. */
export function runOnPool(db: Database): Run {
  if (db.kind !== "postgres") return runOn(db.knex);
  const client = db.knex.client as KnexClient;
  return async <Row>(sql: string, bindings: readonly unknown[], name?: string) => {
    const connection = await client.acquireConnection();
    try {
      return await runOnConnection(client, connection)<Row>(sql, bindings, name);
    } finally {
      await client.releaseConnection(connection);
    }
  };
}

/** What of knex's PostgreSQL client this module uses: its pool and its placeholder rewriting. */
interface KnexClient {
  acquireConnection(): Promise<pg.Client>;
  releaseConnection(connection: pg.Client): Promise<void>;
  positionBindings(sql: string): string;
}

/**
 * Runs `fn` in one transaction whose statements go through `run`: committed when it resolves,
 * rolled back when it throws. The connection comes from (and returns to) the knex pool, so its
 * settings, type parsers, host selection and disposal on error are the pool's.
 */
export async function inStatementTransaction<T>(db: Database, fn: (run: Run) => Promise<T>): Promise<T> {
  if (db.kind !== "postgres") return db.knex.transaction((trx) => fn(runOn(trx)));
  const client = db.knex.client as KnexClient;
  const connection = await client.acquireConnection();
  const run = runOnConnection(client, connection);
  try {
    await connection.query("begin");
    try {
      const result = await fn(run);
      await connection.query("commit");
      return result;
    } catch (error) {
      // A connection that cannot roll back goes no further: the pool drops disposed connections.
      await connection.query("rollback").catch((rollbackError: unknown) => {
        (connection as { __knex__disposed?: unknown }).__knex__disposed = rollbackError;
      });
      throw error;
    }
  } finally {
    await client.releaseConnection(connection);
  }
}

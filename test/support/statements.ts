// The SQL statements a piece of work sends, for tests that pin how many a path costs. On
// PostgreSQL the store's hot paths bypass knex (server/store/statements.ts), so every query of a
// pg client is seen; PGlite's go through knex.
import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import type { RunningService } from "../../server/app.ts";
import type { Database } from "../../server/store/db.ts";

type ClientQuery = (this: pg.Client, config: string | { text: string }, ...rest: unknown[]) => unknown;

/** Calls `note` with the text of every statement sent on `db` until the returned function is called. */
export function watchStatements(db: Database, note: (sql: string) => void): () => void {
  if (db.kind === "postgres") {
    const query = pg.Client.prototype.query as ClientQuery;
    pg.Client.prototype.query = function (this: pg.Client, config: string | { text: string }, ...rest: unknown[]) {
      note(typeof config === "string" ? config : config.text);
      return query.call(this, config, ...rest);
    } as typeof pg.Client.prototype.query;
    return () => {
      pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
    };
  }
  const listener = (query: { sql: string }) => note(query.sql);
  db.knex.on("query", listener);
  return () => db.knex.off("query", listener);
}

const inRequest = new AsyncLocalStorage<true>();

/**
 * The statements the service sends while handling the HTTP requests `fn` makes (whitespace
 * collapsed), and none of its background rounds': each request is handled inside an async
 * context of its own, and only statements sent from within one count.
 */
export async function statementsOfRequests(service: RunningService, fn: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const listeners = service.server.listeners("request") as ((...args: unknown[]) => void)[];
  service.server.removeAllListeners("request");
  service.server.on("request", (...args: unknown[]) =>
    inRequest.run(true, () => listeners.forEach((listener) => listener.apply(service.server, args))),
  );
  const unwatch = watchStatements(service.services.db, (sql) => {
    if (inRequest.getStore()) statements.push(sql.replace(/\s+/g, " ").trim());
  });
  try {
    await fn();
    return statements;
  } finally {
    unwatch();
    service.server.removeAllListeners("request");
    for (const listener of listeners) service.server.on("request", listener);
  }
}

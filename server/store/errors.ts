// Telling "the database is away" (retry later: 503) from a bug (500), across pg, PGlite and knex.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57014", // query_canceled: statement_timeout (db.ts) cut a statement short, so the database is too busy now
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === "string" && UNAVAILABLE_CODES.has(code)) ||
    error.name === "KnexTimeoutError" ||
    /Connection terminated|connection is closed|Client has encountered a connection error/i.test(error.message)
  );
}

/** A deadlock PostgreSQL broke by aborting this transaction: nothing of it was committed. */
export const isDeadlock = (error: unknown): boolean => (error as { code?: string } | null)?.code === "40P01";

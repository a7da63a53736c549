// Liveness (the process answers) and readiness (the database answers).
import type { Handler } from "./types.ts";

export const healthHandler: Handler<"health"> = async () => ({ status: 200, body: { status: "ok" } });

export const readyHandler: Handler<"ready"> = async ({ services }) =>
  (await services.db.ping())
    ? { status: 200, body: { status: "ok", database: services.db.kind } }
    : { status: 503, body: { status: "unavailable", database: services.db.kind } };

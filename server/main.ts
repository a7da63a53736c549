// `npm start`: configuration from the environment, then serve until SIGTERM or SIGINT.
import { pino } from "pino";
import { startService } from "./app.ts";
import { configFromEnv, type Config } from "./config.ts";

// Files the service creates (the embedded data dir, the dev KEK) are for its own user alone.
process.umask(0o077);
const log = pino({ level: process.env.LOG_LEVEL || "info" });

/** What an operator should read when the service cannot start: a sentence, not a stack. */
function startFailure(error: unknown, config: Config | undefined): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE" && config)
    return `port ${config.port} on ${config.host} is taken: set PORT to a free port, or stop what holds it`;
  if (code === "EACCES" && config) return `port ${config.port} needs privileges this process lacks: set PORT above 1023`;
  return (error as Error).message;
}

let config: Config | undefined;
try {
  config = configFromEnv();
  log.level = config.logLevel;
  const service = await startService(config, log);
  let stopping = false;
  const stop = (signal: string) => {
    // Ctrl-C under `npm start` brings SIGINT twice (the terminal's, then npm's forward): the first
    // starts the drain, which SHUTDOWN_TIMEOUT_MS bounds; a repeat must not kill it half-way.
    if (stopping) return void log.info({ signal }, "already draining");
    stopping = true;
    log.info({ signal }, "draining in-flight requests");
    service.close().then(
      () => process.exit(0),
      (error) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // Only now: whoever waits for this line may signal at once, and the handlers must be there.
  log.info(
    {
      url: service.url,
      database: service.services.db.kind,
      admin: config.adminToken ? "enabled" : "disabled (set ADMIN_TOKEN)",
      metrics: service.metricsUrl
        ? `${service.metricsUrl}/metrics`
        : config.metrics.token
          ? "/metrics (METRICS_TOKEN)"
          : "disabled (set METRICS_TOKEN or METRICS_PORT)",
    },
    "trace-ledger listening",
  );
} catch (error) {
  log.fatal(startFailure(error, config));
  process.exit(1);
}

// `npm start`: configuration from the environment, then serve until SIGTERM or SIGINT.
import { pino } from "pino";
import { startService } from "./app.ts";
import { configFromEnv } from "./config.ts";

const config = configFromEnv();
const log = pino({ level: config.logLevel });

try {
  const service = await startService(config, log);
  log.info(
    { url: service.url, database: service.services.db.kind, admin: config.adminToken ? "enabled" : "disabled (set ADMIN_TOKEN)" },
    "trace-ledger listening",
  );
  const stop = (signal: string) => {
    log.info({ signal }, "draining in-flight requests");
    service.close().then(
      () => process.exit(0),
      (error) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
} catch (error) {
  log.fatal((error as Error).message);
  process.exit(1);
}

// `npm run log-key:rotate`: retires the service's active Ed25519 log key for a new one of the same
// name (LOG_KEY_NAME), with the deployment's environment (DATABASE_URL or DATA_DIR, WALLET_KEK).
// Running replicas keep signing with the key they opened until they restart; every key stays
// listed by GET /v1/log/verifier-key, so every note still verifies.
import { configFromEnv } from "../server/config.ts";
import { openLogKey, rotateLogKey } from "../server/log/log-key.ts";
import { openDatabase } from "../server/store/db.ts";
import { loadKek } from "../server/wallets/kek.ts";

const config = configFromEnv();
const { kek } = loadKek(config);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, searchPath: config.databaseSchema });
try {
  const old = await openLogKey(db, kek, config.logKeyName, Date.now());
  const rotated = await rotateLogKey(db, kek, Date.now());
  console.log(`log key rotated: ${old.verifierKey} retired, ${rotated.verifierKey} active`);
} finally {
  await db.close();
}

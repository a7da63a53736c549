// The service's Ed25519 log keys (docs/anchoring.md): one active, older ones retired but kept so
// their verifier keys are still served for the checkpoints they signed. The private key is sealed
// under the KEK like a wallet key; nothing here opens it.
import type { Database } from "./db.ts";

export interface LogKeyRow {
  key_name: string;
  key_id: string;
  public_key: Buffer;
  sealed_key: string;
  created_ms: number;
  retired_ms: number | null;
}

export async function getActiveLogKey(db: Database): Promise<LogKeyRow | null> {
  return (await db.knex<LogKeyRow>("log_keys").whereNull("retired_ms").first()) ?? null;
}

/** Every log key, newest first. */
export async function listLogKeys(db: Database): Promise<LogKeyRow[]> {
  return db.knex<LogKeyRow>("log_keys").orderBy("created_ms", "desc").orderBy("key_id");
}

/**
 * Makes `key` the active log key, retiring `retiring` (the active one the caller saw) in the same
 * transaction; null when another replica changed the active key first (read it again).
 */
export async function activateLogKey(
  db: Database,
  key: Omit<LogKeyRow, "retired_ms">,
  retiring: LogKeyRow | null,
): Promise<LogKeyRow | null> {
  return db.knex.transaction(async (trx) => {
    if (retiring) {
      const retired = await trx("log_keys")
        .where({ key_name: retiring.key_name, key_id: retiring.key_id })
        .whereNull("retired_ms")
        .update({ retired_ms: key.created_ms });
      if (retired === 0) return null;
    }
    // One active key (a partial unique index): a replica that raced us to the first key inserts nothing.
    const [inserted]: LogKeyRow[] = await trx("log_keys")
      .insert({ ...key, retired_ms: null })
      .onConflict()
      .ignore()
      .returning("*");
    return inserted ?? null;
  });
}

/** Keys not sealed under `kekId`, for re-sealing after a KEK rotation. */
export async function logKeysNotSealedUnder(db: Database, kekId: string): Promise<LogKeyRow[]> {
  return db.knex<LogKeyRow>("log_keys").whereRaw("split_part(sealed_key, '.', 2) <> ?", [kekId]);
}

export async function replaceSealedLogKey(db: Database, key: LogKeyRow, sealedKey: string): Promise<void> {
  await db
    .knex("log_keys")
    .where({ key_name: key.key_name, key_id: key.key_id, sealed_key: key.sealed_key })
    .update({ sealed_key: sealedKey });
}

import type { Database } from "./db.ts";

export interface StoredKey {
  keyHash: string;
  ownerId: string;
  /** Epoch ms after which the key answers auth_expired; null while it is the owner's active key. */
  expiresAt: number | null;
}

export async function findKeyByHash(db: Database, keyHash: string): Promise<StoredKey | null> {
  const row = await db.knex("owner_keys").select("key_hash", "owner_id", "expires_at").where({ key_hash: keyHash }).first();
  return row ? { keyHash: row.key_hash, ownerId: row.owner_id, expiresAt: row.expires_at } : null;
}

export interface KeyRotation {
  ownerId: string;
  newKeyHash: string;
  now: number;
  /** How long every earlier key keeps working; 0 revokes them at once. */
  graceMs: number;
}

/**
 * Issues a new key and, in the same transaction, puts every other key of the owner on a grace
 * window ending at now + grace: rotating replaces the owner's key. A key already on a shorter
 * window keeps it (rotation never extends a key's life). Returns when the earlier keys stop.
 */
export async function rotateKey(db: Database, rotation: KeyRotation): Promise<{ previousKeyExpiresAt: number }> {
  const graceEnd = rotation.now + rotation.graceMs;
  await db.knex.transaction(async (trx) => {
    await trx("owner_keys").insert({
      key_hash: rotation.newKeyHash,
      owner_id: rotation.ownerId,
      created_at: rotation.now,
    });
    await trx("owner_keys")
      .where({ owner_id: rotation.ownerId })
      .whereNot({ key_hash: rotation.newKeyHash })
      .where((active) => active.whereNull("expires_at").orWhere("expires_at", ">", graceEnd))
      .update({ expires_at: graceEnd });
  });
  return { previousKeyExpiresAt: graceEnd };
}

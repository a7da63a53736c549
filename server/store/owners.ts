import type { Database } from "./db.ts";
import { newOwnerId } from "./ids.ts";

export type WalletMode = "custodial" | "byow";

export interface Owner {
  ownerId: string;
  name: string;
  walletMode: WalletMode;
  defaultWalletAddress: string | null;
  createdAt: number;
}

interface OwnerRow {
  owner_id: string;
  name: string;
  wallet_mode: WalletMode;
  default_wallet_address: string | null;
  created_at: number;
}

export interface NewOwner {
  name: string;
  walletMode: WalletMode;
  defaultWalletAddress: string | null;
  /** Hash of the owner's first API key (the key itself is never stored). */
  keyHash: string;
  now: number;
}

/** Creates an owner together with its first key, in one transaction. */
export async function createOwner(db: Database, owner: NewOwner): Promise<Owner> {
  return db.knex.transaction(async (trx) => {
    const [row] = await trx<OwnerRow>("owners")
      .insert({
        owner_id: newOwnerId(),
        name: owner.name,
        wallet_mode: owner.walletMode,
        default_wallet_address: owner.defaultWalletAddress,
        created_at: owner.now,
      })
      .returning("*");
    await trx("owner_keys").insert({ key_hash: owner.keyHash, owner_id: row!.owner_id, created_at: owner.now });
    return toOwner(row!);
  });
}

export async function getOwner(db: Database, ownerId: string): Promise<Owner | null> {
  const row = await db.knex<OwnerRow>("owners").where({ owner_id: ownerId }).first();
  return row ? toOwner(row) : null;
}

export interface OwnerChanges {
  name?: string;
  defaultWalletAddress?: string;
}

/** Applies the given changes; null when the owner does not exist. */
export async function updateOwner(db: Database, ownerId: string, changes: OwnerChanges): Promise<Owner | null> {
  const columns = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.defaultWalletAddress !== undefined ? { default_wallet_address: changes.defaultWalletAddress } : {}),
  };
  if (Object.keys(columns).length === 0) return getOwner(db, ownerId);
  const [row] = await db.knex<OwnerRow>("owners").where({ owner_id: ownerId }).update(columns).returning("*");
  return row ? toOwner(row) : null;
}

function toOwner(row: OwnerRow): Owner {
  return {
    ownerId: row.owner_id,
    name: row.name,
    walletMode: row.wallet_mode,
    defaultWalletAddress: row.default_wallet_address,
    createdAt: row.created_at,
  };
}

// Owner administration: create (admin token), read, update, rotate key. Not exposed by the SDK.
import { hashKey, newApiKey } from "../auth/keys.ts";
import { invalid, notFound } from "../api/errors.ts";
import { rotateKey } from "../store/keys.ts";
import { createOwner, getOwner, updateOwner } from "../store/owners.ts";
import { isValidEvmAddress } from "../wallets/address.ts";
import type { Services } from "../services.ts";
import type { Handler } from "./types.ts";
import { ownerView } from "./views.ts";

/** A byow address must be a valid EVM address (EIP-55 when mixed case). */
export function requireAddress(field: string, address: string): string {
  if (!isValidEvmAddress(address)) throw invalid(field, "is not a valid EVM address (mixed case must match its EIP-55 checksum)");
  return address;
}

export const createOwnerHandler: Handler<"createOwner"> = async ({ body, services, now }) => {
  const { wallet } = body;
  const defaultWalletAddress = wallet.mode === "byow" ? requireAddress("/wallet/address", wallet.address) : null;
  const apiKey = newApiKey();
  const owner = await createOwner(services.db, {
    name: body.name,
    walletMode: wallet.mode,
    defaultWalletAddress,
    keyHash: hashKey(apiKey),
    now,
  });
  return { status: 201, body: { owner: ownerView(owner), api_key: apiKey } };
};

export const getOwnerHandler: Handler<"getOwner"> = async ({ ownerId, services }) => {
  const owner = await getOwner(services.db, ownerId);
  if (!owner) throw notFound("owner");
  return { status: 200, body: ownerView(owner) };
};

export const updateOwnerHandler: Handler<"updateOwner"> = async ({ body, ownerId, services }) => {
  const current = await getOwner(services.db, ownerId);
  if (!current) throw notFound("owner");
  if (body.default_wallet_address !== undefined) {
    if (current.walletMode !== "byow") throw invalid("/default_wallet_address", "applies to byow owners only");
    requireAddress("/default_wallet_address", body.default_wallet_address);
  }
  const owner = await updateOwner(services.db, ownerId, { name: body.name, defaultWalletAddress: body.default_wallet_address });
  if (!owner) throw notFound("owner");
  return { status: 200, body: ownerView(owner) };
};

export const rotateOwnerKeyHandler: Handler<"rotateOwnerKey"> = async ({ body, ownerId, services, now }) => {
  const maxGraceMs = services.config.keyRotationGraceMs;
  const graceMs = body?.grace_ms ?? maxGraceMs;
  if (graceMs > maxGraceMs) throw invalid("/grace_ms", `must be at most ${maxGraceMs}, the service's KEY_ROTATION_GRACE_MS`);
  return { status: 200, body: await issueKey(services, ownerId, graceMs, now) };
};

/** Admin recovery from a lost or leaked key: a new key, and every earlier key revoked at once. */
export const recoverOwnerKeyHandler: Handler<"recoverOwnerKey"> = async ({ params, services, now }) => {
  const { previous_key_expires_at: _revokedAt, ...answer } = await issueKey(services, params.owner_id, 0, now);
  return { status: 200, body: answer };
};

async function issueKey(services: Services, ownerId: string, graceMs: number, now: number) {
  const owner = await getOwner(services.db, ownerId);
  if (!owner) throw notFound("owner");
  const apiKey = newApiKey();
  const { previousKeyExpiresAt } = await rotateKey(services.db, { ownerId, newKeyHash: hashKey(apiKey), now, graceMs });
  // This replica sees the new expiries at once; others within their key cache's few seconds.
  services.keyCache.deleteWhere((entry) => entry.ownerId === ownerId);
  return { owner: ownerView(owner), api_key: apiKey, previous_key_expires_at: previousKeyExpiresAt };
}

// Owner administration: create (admin token), read, update, rotate key. Not exposed by the SDK.
import { hashKey, newApiKey } from "../auth/keys.ts";
import { invalid, notFound } from "../http/errors.ts";
import { rotateKey } from "../store/keys.ts";
import { createOwner, getOwner, updateOwner } from "../store/owners.ts";
import { isValidEvmAddress } from "../wallets/address.ts";
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

export const rotateOwnerKeyHandler: Handler<"rotateOwnerKey"> = async ({ ownerId, token, services, now }) => {
  const owner = await getOwner(services.db, ownerId);
  if (!owner) throw notFound("owner");
  const apiKey = newApiKey();
  const { previousKeyExpiresAt } = await rotateKey(services.db, {
    ownerId,
    callerKeyHash: hashKey(token),
    newKeyHash: hashKey(apiKey),
    now,
    graceMs: services.config.keyRotationGraceMs,
  });
  services.keyCache.delete(token); // this replica sees the grace window at once
  return { status: 200, body: { owner: ownerView(owner), api_key: apiKey, previous_key_expires_at: previousKeyExpiresAt } };
};

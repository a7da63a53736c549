import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticate } from "../../server/auth/authenticate.ts";
import { hashKey, isWellFormedApiKey, keyHashesEqual, newApiKey } from "../../server/auth/keys.ts";
import { findKeyByHash, rotateKey } from "../../server/store/keys.ts";
import { createOwner, getOwner, updateOwner } from "../../server/store/owners.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

const HOUR = 60 * 60 * 1000;
const T0 = 1_700_000_000_000;

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

async function newOwner(name = "Acme") {
  const apiKey = newApiKey();
  const owner = await createOwner(db, { name, walletMode: "custodial", defaultWalletAddress: null, keyHash: hashKey(apiKey), now: T0 });
  return { owner, apiKey };
}

describe("API keys", () => {
  it("are tlk_ + 43 base64url characters of fresh randomness", () => {
    const keys = new Set(Array.from({ length: 100 }, newApiKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^tlk_[A-Za-z0-9_-]{43}$/);
  });

  it("refuses malformed keys by shape", () => {
    const key = newApiKey();
    expect(isWellFormedApiKey(key)).toBe(true);
    for (const bad of ["", key.slice(0, -1), `${key}A`, key.replace("tlk_", "tlx_"), `${key.slice(0, -1)}=`, ` ${key}`]) {
      expect(isWellFormedApiKey(bad), bad).toBe(false);
    }
  });

  it("are stored as SHA-256 hex and compared in constant time", () => {
    const key = newApiKey();
    expect(hashKey(key)).toBe(createHash("sha256").update(key).digest("hex"));
    expect(keyHashesEqual(hashKey(key), hashKey(key))).toBe(true);
    expect(keyHashesEqual(hashKey(key), hashKey(newApiKey()))).toBe(false);
    expect(keyHashesEqual(hashKey(key), "abcd")).toBe(false);
  });
});

describe("owners", () => {
  it("are created with their first key, and read and updated", async () => {
    const { owner, apiKey } = await newOwner("Owner A");
    expect(owner).toEqual({
      ownerId: expect.stringMatching(/^own_[0-9a-f]{32}$/),
      name: "Owner A",
      walletMode: "custodial",
      defaultWalletAddress: null,
      createdAt: T0,
    });
    expect(await findKeyByHash(db, hashKey(apiKey))).toEqual({ keyHash: hashKey(apiKey), ownerId: owner.ownerId, expiresAt: null });
    expect(await getOwner(db, owner.ownerId)).toEqual(owner);
    const address = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
    expect(await updateOwner(db, owner.ownerId, { name: "Owner B", defaultWalletAddress: address })).toEqual({
      ...owner,
      name: "Owner B",
      defaultWalletAddress: address,
    });
    expect(await updateOwner(db, owner.ownerId, {})).toMatchObject({ name: "Owner B" });
    expect(await getOwner(db, "own_00000000000000000000000000000000")).toBeNull();
    expect(await updateOwner(db, "own_00000000000000000000000000000000", { name: "x" })).toBeNull();
  });

  it("are not created when the key hash is taken (one transaction)", async () => {
    const { apiKey } = await newOwner();
    await expect(
      createOwner(db, { name: "Dup", walletMode: "byow", defaultWalletAddress: null, keyHash: hashKey(apiKey), now: T0 }),
    ).rejects.toThrow();
    const count = await db.knex("owners").where({ name: "Dup" }).count({ n: "*" });
    expect(count[0]!.n).toBe(0);
  });
});

describe("authenticate", () => {
  it("accepts an active key and names its owner", async () => {
    const { owner, apiKey } = await newOwner();
    expect(await authenticate(db, apiKey, T0)).toEqual({ ok: true, ownerId: owner.ownerId, expiresAt: null });
  });

  it("answers auth_invalid for unknown and malformed keys", async () => {
    expect(await authenticate(db, newApiKey(), T0)).toEqual({ ok: false, code: "auth_invalid" });
    expect(await authenticate(db, "not-a-key", T0)).toEqual({ ok: false, code: "auth_invalid" });
    expect(await authenticate(db, "", T0)).toEqual({ ok: false, code: "auth_invalid" });
  });

  it("keeps a rotated-out key working for the grace window, then answers auth_expired", async () => {
    const { owner, apiKey } = await newOwner();
    const newKey = newApiKey();
    const rotated = await rotateKey(db, { ownerId: owner.ownerId, newKeyHash: hashKey(newKey), now: T0, graceMs: 24 * HOUR });
    expect(rotated).toEqual({ previousKeyExpiresAt: T0 + 24 * HOUR });
    expect(await authenticate(db, newKey, T0 + 100 * HOUR)).toMatchObject({ ok: true, ownerId: owner.ownerId, expiresAt: null });
    expect(await authenticate(db, apiKey, T0 + 24 * HOUR - 1)).toMatchObject({
      ok: true,
      ownerId: owner.ownerId,
      expiresAt: T0 + 24 * HOUR,
    });
    expect(await authenticate(db, apiKey, T0 + 24 * HOUR)).toEqual({ ok: false, code: "auth_expired" });
  });

  it("rotation puts every other key of the owner on the grace window, never extending one", async () => {
    const { owner, apiKey: first } = await newOwner();
    const second = newApiKey();
    await rotateKey(db, { ownerId: owner.ownerId, newKeyHash: hashKey(second), now: T0, graceMs: HOUR });
    const third = newApiKey();
    // Rotating again from the second key, later and with a longer grace: the first keeps its end.
    const rotated = await rotateKey(db, { ownerId: owner.ownerId, newKeyHash: hashKey(third), now: T0 + 10, graceMs: 24 * HOUR });
    expect(rotated.previousKeyExpiresAt).toBe(T0 + 10 + 24 * HOUR);
    expect((await findKeyByHash(db, hashKey(first)))!.expiresAt).toBe(T0 + HOUR);
    expect((await findKeyByHash(db, hashKey(third)))!.expiresAt).toBeNull();
    const { apiKey: otherOwnersKey } = await newOwner();
    expect((await findKeyByHash(db, hashKey(otherOwnersKey)))!.expiresAt).toBeNull();
  });

  it("a grace of 0 revokes every earlier key at once", async () => {
    const { owner, apiKey: first } = await newOwner();
    const second = newApiKey();
    const rotated = await rotateKey(db, { ownerId: owner.ownerId, newKeyHash: hashKey(second), now: T0, graceMs: 0 });
    expect(rotated).toEqual({ previousKeyExpiresAt: T0 });
    expect(await authenticate(db, first, T0)).toEqual({ ok: false, code: "auth_expired" });
    expect(await authenticate(db, second, T0)).toMatchObject({ ok: true, expiresAt: null });
  });
});

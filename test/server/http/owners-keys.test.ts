// Owner administration (admin token), owner keys (Bearer, hashed at rest), and key rotation with
// its grace window, on a service whose grace window is short enough to wait out.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { recordOf } from "../../support/records.ts";
import { call, createOwner, ownerWithAgent } from "../../support/server.ts";
import { agentClient, expectError, rows, sleep, uniqueName, useServer } from "./helpers.ts";

const GRACE_MS = 1_200;
const server = useServer({ config: { keyRotationGraceMs: GRACE_MS } });

const sha256 = (key: string) => createHash("sha256").update(key).digest("hex");
const me = (key: string) => call(server(), "GET", "/v1/owners/me", { key });
const rotate = (key: string) => call(server(), "POST", "/v1/owners/me/rotate-key", { key });
const VALID_ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

describe("POST /v1/owners", () => {
  it("creates an owner with the admin token: 201 with the owner and its API key, shown once", async () => {
    const before = Date.now();
    const res = await call(server(), "POST", "/v1/owners", {
      key: server().adminToken,
      body: { name: "Acme Research", wallet: { mode: "custodial" } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      owner: {
        owner_id: expect.stringMatching(/^own_[0-9a-f]{32}$/),
        name: "Acme Research",
        wallet_mode: "custodial",
        created_at: expect.any(Number),
      },
      api_key: expect.stringMatching(/^tlk_[A-Za-z0-9_-]{43}$/),
    });
    expect(res.body.owner.created_at).toBeGreaterThanOrEqual(before);
    const owner = await me(res.body.api_key);
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual(res.body.owner);
  });

  it("stores only the SHA-256 of a key", async () => {
    const { apiKey, ownerId } = await createOwner(server());
    const stored = await rows<{ key_hash: string }>(server(), "select key_hash from owner_keys where owner_id = ?", [ownerId]);
    expect(stored).toEqual([{ key_hash: sha256(apiKey) }]);
    const leaked = await rows(server(), "select 1 from owner_keys where key_hash = ? or owner_id = ?", [apiKey, apiKey]);
    expect(leaked).toEqual([]);
  });

  it("creates a byow owner with its default wallet address", async () => {
    const res = await call(server(), "POST", "/v1/owners", {
      key: server().adminToken,
      body: { name: "Byow Inc", wallet: { mode: "byow", address: VALID_ADDRESS } },
    });
    expect(res.status).toBe(201);
    expect(res.body.owner).toMatchObject({ wallet_mode: "byow", default_wallet_address: VALID_ADDRESS });
  });

  it("answers 400 validation_failed for a byow owner without an address or with a bad checksum", async () => {
    const create = (wallet: object) => call(server(), "POST", "/v1/owners", { key: server().adminToken, body: { name: "x", wallet } });
    expectError(await create({ mode: "byow" }), 400, "validation_failed");
    const badChecksum = VALID_ADDRESS.replace("aAeb", "aaeb");
    expectError(await create({ mode: "byow", address: badChecksum }), 400, "validation_failed", {
      field: "/wallet/address",
      reason: expect.stringMatching(/EIP-55/),
    });
    expectError(await create({ mode: "custodial", address: VALID_ADDRESS }), 400, "validation_failed");
  });

  it("answers 401 auth_invalid without the admin token, with a wrong one, or with an owner key", async () => {
    const body = { name: "intruder", wallet: { mode: "custodial" } };
    const { apiKey } = await createOwner(server());
    for (const key of [undefined, "wrong-token", `${server().adminToken}x`, apiKey]) {
      const error = expectError(await call(server(), "POST", "/v1/owners", { key, body }), 401, "auth_invalid");
      expect(error.message).toMatch(/admin token/);
    }
  });
});

describe("owner keys", () => {
  it("answer 401 auth_invalid when missing, malformed, unknown or not sent as a Bearer token", async () => {
    const { apiKey } = await createOwner(server());
    const unknown = `tlk_${"A".repeat(43)}`;
    for (const key of [undefined, "not-a-key", unknown, apiKey.slice(0, -1), server().adminToken]) {
      expectError(await me(key as string), 401, "auth_invalid");
    }
    expectError(await call(server(), "GET", "/v1/owners/me", { headers: { authorization: `Basic ${apiKey}` } }), 401, "auth_invalid");
    expectError(await call(server(), "GET", "/v1/owners/me", { headers: { authorization: apiKey } }), 401, "auth_invalid");
  });

  it("are checked before the body is read: a bad key with a bad body answers 401", async () => {
    const res = await call(server(), "POST", "/v1/agents", {
      key: "nope",
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expectError(res, 401, "auth_invalid");
  });
});

describe("PATCH /v1/owners/me", () => {
  it("renames the owner", async () => {
    const { apiKey } = await createOwner(server());
    const res = await call(server(), "PATCH", "/v1/owners/me", { key: apiKey, body: { name: "Renamed" } });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("Renamed");
    expect((await me(apiKey)).body.name).toBe("Renamed");
  });

  it("answers 400 validation_failed for an empty change, or a default wallet address on a custodial owner", async () => {
    const { apiKey } = await createOwner(server());
    expectError(await call(server(), "PATCH", "/v1/owners/me", { key: apiKey, body: {} }), 400, "validation_failed");
    expectError(
      await call(server(), "PATCH", "/v1/owners/me", { key: apiKey, body: { default_wallet_address: VALID_ADDRESS } }),
      400,
      "validation_failed",
      {
        field: "/default_wallet_address",
        reason: "applies to byow owners only",
      },
    );
    expectError(await call(server(), "PATCH", "/v1/owners/me", { key: apiKey, body: { wallet_mode: "byow" } }), 400, "validation_failed", {
      field: "/wallet_mode",
      reason: "is not a known field here",
    });
  });
});

describe("POST /v1/owners/me/rotate-key", () => {
  it("issues a new key; the old one works for the grace window, then answers 401 auth_expired", async () => {
    const owner = await ownerWithAgent(server());
    const oldKey = owner.apiKey;
    const before = Date.now();
    const res = await rotate(oldKey);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      owner: (await me(res.body.api_key)).body,
      api_key: expect.stringMatching(/^tlk_[A-Za-z0-9_-]{43}$/),
      previous_key_expires_at: expect.any(Number),
    });
    const newKey: string = res.body.api_key;
    const expiresAt: number = res.body.previous_key_expires_at;
    expect(newKey).not.toBe(oldKey);
    expect(expiresAt).toBeGreaterThanOrEqual(before + GRACE_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + GRACE_MS);

    // Within the grace window both keys work, for the owner and for its agents' records.
    expect((await me(oldKey)).status).toBe(200);
    expect((await agentClient(server(), { apiKey: oldKey, agentId: owner.agentId }).submit(recordOf("Observing"))).status).toBe(201);
    expect(Date.now()).toBeLessThan(expiresAt); // the checks above ran inside the window

    await sleep(expiresAt - Date.now() + 20);
    expectError(await me(oldKey), 401, "auth_expired");
    expectError(await agentClient(server(), { apiKey: oldKey, agentId: owner.agentId }).submit(recordOf("Observing")), 401, "auth_expired");
    expectError(await rotate(oldKey), 401, "auth_expired");
    expect((await me(newKey)).status).toBe(200);
    expect((await agentClient(server(), { apiKey: newKey, agentId: owner.agentId }).submit(recordOf("Observing"))).status).toBe(201);
  });

  it("never extends a rotated-out key: rotating again leaves its expiry as it was", async () => {
    const { apiKey: first, ownerId } = await createOwner(server());
    const once = await rotate(first);
    const twice = await rotate(once.body.api_key);
    expect(twice.status).toBe(200);
    const expiries = await rows<{ key_hash: string; expires_at: number | null }>(
      server(),
      "select key_hash, expires_at from owner_keys where owner_id = ? order by created_at, expires_at nulls last",
      [ownerId],
    );
    expect(new Map(expiries.map((row) => [row.key_hash, row.expires_at]))).toEqual(
      new Map([
        [sha256(first), once.body.previous_key_expires_at],
        [sha256(once.body.api_key), twice.body.previous_key_expires_at],
        [sha256(twice.body.api_key), null],
      ]),
    );
  });
});

describe("keys in their grace window (decisions: Keys)", () => {
  const rotateWith = (key: string, body?: object) => call(server(), "POST", "/v1/owners/me/rotate-key", { key, body });

  it("may read and write records but not manage the owner: 403 forbidden, and the active key stays active", async () => {
    const owner = await ownerWithAgent(server());
    const active: string = (await rotate(owner.apiKey)).body.api_key;
    const leaked = owner.apiKey; // in its grace window now

    expect((await agentClient(server(), { apiKey: leaked, agentId: owner.agentId }).submit(recordOf("Observing"))).status).toBe(201);
    expect((await me(leaked)).status).toBe(200);
    const minted = await rotateWith(leaked);
    expect(expectError(minted, 403, "forbidden").message).toMatch(/grace window/);
    expectError(await call(server(), "PATCH", "/v1/owners/me", { key: leaked, body: { name: "taken over" } }), 403, "forbidden");

    const keys = await rows<{ key_hash: string; expires_at: number | null }>(
      server(),
      "select key_hash, expires_at from owner_keys where owner_id = ?",
      [owner.ownerId],
    );
    expect(keys.filter((key) => key.expires_at === null)).toEqual([{ key_hash: sha256(active), expires_at: null }]);
    expect((await me(owner.apiKey)).body.name).not.toBe("taken over");
    expect((await rotateWith(active)).status).toBe(200);
  });

  it("grace_ms: 0 revokes every earlier key at once; a shorter grace is kept; more than the service's is refused", async () => {
    const { apiKey: first } = await createOwner(server());
    const before = Date.now();
    const revoking = await rotateWith(first, { grace_ms: 0 });
    expect(revoking.status).toBe(200);
    expect(revoking.body.previous_key_expires_at).toBeGreaterThanOrEqual(before);
    expect(revoking.body.previous_key_expires_at).toBeLessThanOrEqual(Date.now());
    expectError(await me(first), 401, "auth_expired");

    const second: string = revoking.body.api_key;
    const shorter = await rotateWith(second, { grace_ms: 300 });
    expect(shorter.body.previous_key_expires_at).toBeLessThanOrEqual(Date.now() + 300);
    const third: string = shorter.body.api_key;
    expectError(await rotateWith(third, { grace_ms: GRACE_MS + 1 }), 400, "validation_failed", {
      field: "/grace_ms",
      reason: expect.stringMatching(/KEY_ROTATION_GRACE_MS/),
    });
    expectError(await rotateWith(third, { grace_ms: -1 }), 400, "validation_failed", { field: "/grace_ms", reason: expect.any(String) });
    expectError(await rotateWith(third, { grace: 0 }), 400, "validation_failed");
    expect((await me(third)).status).toBe(200);
  });
});

describe("POST /v1/owners/{owner_id}/rotate-key (admin recovery)", () => {
  const recover = (ownerId: string, key = server().adminToken) => call(server(), "POST", `/v1/owners/${ownerId}/rotate-key`, { key });

  it("issues a new key and revokes every earlier key, active or in grace, at once", async () => {
    const owner = await ownerWithAgent(server());
    const rotated: string = (await rotate(owner.apiKey)).body.api_key; // owner.apiKey now in grace
    const res = await recover(owner.ownerId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ owner: (await me(res.body.api_key)).body, api_key: expect.stringMatching(/^tlk_/) });
    for (const earlier of [owner.apiKey, rotated]) expectError(await me(earlier), 401, "auth_expired");
    expect((await agentClient(server(), { apiKey: res.body.api_key, agentId: owner.agentId }).submit(recordOf("Observing"))).status).toBe(
      201,
    );
  });

  it("takes the admin token only, and answers 404 for an unknown owner", async () => {
    const { apiKey, ownerId } = await createOwner(server());
    expectError(await recover(ownerId, apiKey), 401, "auth_invalid");
    expectError(await recover(ownerId, "not-the-admin-token"), 401, "auth_invalid");
    expect((await me(apiKey)).status).toBe(200);
    expectError(await recover("own_00000000000000000000000000000000"), 404, "not_found");
  });
});

describe("without ADMIN_TOKEN", () => {
  const disabled = useServer({ config: { adminToken: undefined } });

  it("owner creation answers 403 admin_disabled with a message saying how to enable it", async () => {
    for (const key of [undefined, "any-token"]) {
      const res = await call(disabled(), "POST", "/v1/owners", { key, body: { name: uniqueName("owner"), wallet: { mode: "custodial" } } });
      const error = expectError(res, 403, "admin_disabled");
      expect(error.message).toMatch(/ADMIN_TOKEN/);
    }
  });
});

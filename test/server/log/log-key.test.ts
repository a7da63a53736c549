// The service's Ed25519 log key on a real database: made once (replicas racing get one key),
// sealed under the KEK, rotated with the retired verifier key still served, and re-sealed after a
// KEK rotation. Notes it signs verify with the SDK and with its verifier key only.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatNote, parseVerifierKey, verifyNoteSignature } from "../../../protocol/note.ts";
import { openLogKey, resealLogKeys, rotateLogKey, verifierKeys } from "../../../server/log/log-key.ts";
import { listLogKeys } from "../../../server/store/log-keys.ts";
import { loadKek } from "../../../server/wallets/kek.ts";
import { openTestDatabase, type TestDatabase } from "../../support/database.ts";

let db: TestDatabase;
const kekOf = (raw: Buffer) => loadKek({ walletKek: raw.toString("base64"), dataDir: "/nonexistent" }).kek;
const kek = kekOf(randomBytes(32));
const TEXT = "trace-ledger.localhost/agents/agt_1\n3\nq83vq83vq83vq83vq83vq83vq83vq83vq83vq83vq80=\n";

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

describe("the log key", () => {
  it("is made once, even by replicas racing, and signs notes its verifier key checks", async () => {
    const keys = await Promise.all([1, 2, 3].map(() => openLogKey(db, kek, "trace-ledger.localhost", 1)));
    expect(new Set(keys.map((key) => key.verifierKey)).size).toBe(1);
    const [key] = keys;
    expect(parseVerifierKey(key!.verifierKey)).toMatchObject({ name: "trace-ledger.localhost", keyId: key!.keyId });
    const note = formatNote(TEXT, [key!.signLine(TEXT)]);
    expect(verifyNoteSignature(note, key!.verifierKey)).toBe(true);
    expect(verifyNoteSignature(note.replace("\n3\n", "\n4\n"), key!.verifierKey)).toBe(false);
    expect((await listLogKeys(db))[0]!.sealed_key, "sealed, never stored in the clear").toMatch(/^v1\./);
    expect((await openLogKey(db, kek, "trace-ledger.localhost", 2)).verifierKey, "a restart opens the same key").toBe(key!.verifierKey);
  });

  it("rotates: new notes are signed by the new key, the retired key is still served for old ones", async () => {
    const old = await openLogKey(db, kek, "trace-ledger.localhost", 3);
    const oldNote = formatNote(TEXT, [old.signLine(TEXT)]);
    const rotated = await rotateLogKey(db, kek, 4);
    expect(rotated.verifierKey).not.toBe(old.verifierKey);
    const served = await verifierKeys(db);
    expect(served.active).toBe(rotated.verifierKey);
    expect(served.retired).toContain(old.verifierKey);
    expect(verifyNoteSignature(oldNote, rotated.verifierKey), "the new key did not sign it").toBe(false);
    expect(verifyNoteSignature(oldNote, served.retired[0]!)).toBe(true);
    const renamed = await openLogKey(db, kek, "ledger.example.com", 5);
    expect(renamed.name, "a new LOG_KEY_NAME makes a new key").toBe("ledger.example.com");
    expect((await verifierKeys(db)).retired.slice(0, 2)).toEqual([rotated.verifierKey, old.verifierKey]);
  });

  it("is re-sealed under a new KEK and still signs", async () => {
    const before = await openLogKey(db, kek, "ledger.example.com", 6);
    const next = kekOf(randomBytes(32));
    await expect(openLogKey(db, next, "ledger.example.com", 7)).rejects.toThrow(/sealed under KEK/);
    expect(await resealLogKeys(db, next, kek)).toBe((await listLogKeys(db)).length);
    const after = await openLogKey(db, next, "ledger.example.com", 8);
    expect(after.verifierKey).toBe(before.verifierKey);
    expect(verifyNoteSignature(formatNote(TEXT, [after.signLine(TEXT)]), before.verifierKey)).toBe(true);
  });
});

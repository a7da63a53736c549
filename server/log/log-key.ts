// The service's Ed25519 log key (docs/anchoring.md): it signs every checkpoint note. Made at the
// first start, sealed under the KEK like a wallet key (bound to its verifier key), opened once per
// process. A new LOG_KEY_NAME, or rotateLogKey, retires the active key: retired keys stay listed
// (GET /v1/log/verifier-key) so the checkpoints they signed still verify.
import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { keyId, signatureLine, verifierKey } from "../../protocol/note.ts";
import type { Database } from "../store/db.ts";
import {
  activateLogKey,
  getActiveLogKey,
  listLogKeys,
  logKeysNotSealedUnder,
  replaceSealedLogKey,
  type LogKeyRow,
} from "../store/log-keys.ts";
import { decryptPrivateKey, sealPrivateKey, sealedUnder } from "../wallets/custodial.ts";
import type { Kek } from "../wallets/kek.ts";

export interface LogKey {
  name: string;
  keyId: string;
  /** `<name>+<key id>+<base64>` (golang.org/x/mod/sumdb/note). */
  verifierKey: string;
  /** The note signature line of this key over `text`. */
  signLine(text: string): string;
}

const ED25519 = Uint8Array.of(0x01);
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

const vkeyOf = (row: LogKeyRow) => verifierKey(row.key_name, new Uint8Array(row.public_key));

function opened(kek: Kek, row: LogKeyRow): LogKey {
  const vkey = vkeyOf(row);
  const seed = decryptPrivateKey(kek, row.sealed_key, vkey);
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: { kty: "OKP", crv: "Ed25519", d: b64url(seed), x: b64url(row.public_key) }, format: "jwk" });
  } finally {
    seed.fill(0);
  }
  return {
    name: row.key_name,
    keyId: row.key_id,
    verifierKey: vkey,
    signLine: (text) =>
      signatureLine({ name: row.key_name, keyId: row.key_id, signature: new Uint8Array(sign(null, Buffer.from(text, "utf8"), key)) }),
  };
}

function newKeyRow(kek: Kek, name: string, now: number): Omit<LogKeyRow, "retired_ms"> {
  const { privateKey } = generateKeyPairSync("ed25519");
  const jwk = privateKey.export({ format: "jwk" });
  const pub = Buffer.from(jwk.x!, "base64url");
  const seed = Buffer.from(jwk.d!, "base64url");
  try {
    return {
      key_name: name,
      key_id: keyId(name, ED25519, pub),
      public_key: pub,
      sealed_key: sealPrivateKey(kek, seed, verifierKey(name, pub)),
      created_ms: now,
    };
  } finally {
    seed.fill(0);
  }
}

/** The active log key, made (or rotated to `name`) when there is none of that name. */
export async function openLogKey(db: Database, kek: Kek, name: string, now: number): Promise<LogKey> {
  for (;;) {
    const active = await getActiveLogKey(db);
    if (active && active.key_name === name) return opened(kek, active);
    const made = await activateLogKey(db, newKeyRow(kek, name, now), active);
    if (made) return opened(kek, made);
    // Another replica made or rotated the key meanwhile: use what it made.
  }
}

/** Retires the active key for a new one of the same name; returns the new key. */
export async function rotateLogKey(db: Database, kek: Kek, now: number): Promise<LogKey> {
  for (;;) {
    const active = await getActiveLogKey(db);
    if (!active) throw new Error("there is no log key to rotate yet");
    const made = await activateLogKey(db, newKeyRow(kek, active.key_name, now), active);
    if (made) return opened(kek, made);
  }
}

/** The verifier keys: the active one first, then the retired ones, newest first. */
export async function verifierKeys(db: Database): Promise<{ active: string; retired: string[] }> {
  const rows = await listLogKeys(db);
  const active = rows.find((row) => row.retired_ms === null);
  if (!active) throw new Error("the service has no log key");
  return { active: vkeyOf(active), retired: rows.filter((row) => row !== active).map(vkeyOf) };
}

/** After a KEK rotation: log keys sealed under `previous` sealed again under `kek`. */
export async function resealLogKeys(db: Database, kek: Kek, previous: Kek): Promise<number> {
  let resealed = 0;
  for (const row of await logKeysNotSealedUnder(db, kek.id)) {
    if (sealedUnder(row.sealed_key) !== previous.id) continue;
    const vkey = vkeyOf(row);
    const seed = decryptPrivateKey(previous, row.sealed_key, vkey);
    await replaceSealedLogKey(db, row, sealPrivateKey(kek, seed, vkey));
    seed.fill(0);
    resealed++;
  }
  return resealed;
}

import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Key-encryption key under which custodial wallet keys are stored. */
export interface Kek {
  key: Buffer;
  /** Short fingerprint stored with each ciphertext, so a wrong KEK is named rather than a bare auth failure. */
  id: string;
}

export interface LoadedKek {
  kek: Kek;
  /** WALLET_KEK_PREVIOUS: keys sealed under it still open, and are re-sealed under `kek` at start. */
  previous?: Kek;
  /** Set when a development key from the data dir is in use; the caller logs it. */
  warning?: string;
}

export interface KekOptions {
  walletKek?: string;
  walletKekPrevious?: string;
  dataDir: string;
  /** Set when the service runs on PostgreSQL: replicas must share one KEK, so there is no dev key. */
  databaseUrl?: string;
}

const DEV_KEK_FILE = "wallet-kek.dev";

/**
 * WALLET_KEK (base64 of 32 bytes) from the environment. Without it: on PostgreSQL an error (a
 * per-replica dev key would seal keys no other replica can open), on the embedded database a
 * development key kept in the data dir.
 */
export function loadKek(options: KekOptions): LoadedKek {
  const previous = options.walletKekPrevious ? kekFrom(Buffer.from(options.walletKekPrevious, "base64"), "WALLET_KEK_PREVIOUS") : undefined;
  if (options.walletKek) {
    return { kek: kekFrom(Buffer.from(options.walletKek, "base64"), "WALLET_KEK"), ...(previous ? { previous } : {}) };
  }
  if (options.databaseUrl) {
    throw new Error(
      "WALLET_KEK is not set: with DATABASE_URL every replica must seal and open custodial wallet keys " +
        "with the same key. Set WALLET_KEK to base64 of 32 random bytes (openssl rand -base64 32).",
    );
  }
  if (previous) throw new Error("WALLET_KEK_PREVIOUS is set without WALLET_KEK: set the new key as WALLET_KEK");
  const file = path.resolve(options.dataDir, DEV_KEK_FILE);
  return {
    kek: kekFrom(readOrCreateDevKey(file), file),
    warning:
      `WALLET_KEK is not set: custodial wallet keys are encrypted with a development key in ${file}. ` +
      "Set WALLET_KEK (base64 of 32 random bytes) in production.",
  };
}

function kekFrom(key: Buffer, source: string): Kek {
  if (key.length !== 32) throw new Error(`${source} must hold 32 bytes (base64), got ${key.length}`);
  return { key, id: createHash("sha256").update(key).digest("hex").slice(0, 16) };
}

function readOrCreateDevKey(file: string): Buffer {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // Exclusive create: two processes starting together must not each write a different key.
    fs.writeFileSync(file, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return Buffer.from(fs.readFileSync(file, "utf8"), "base64");
}

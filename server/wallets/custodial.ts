import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { addressOfPrivateKey } from "./address.ts";
import type { Kek } from "./kek.ts";

/** A fresh agent wallet: its address and its private key sealed under the KEK. */
export interface CustodialWallet {
  address: string;
  encryptedKey: string;
}

// Sealed form: v1.<kek id>.<iv>.<tag>.<ciphertext>, binary parts base64url. The address is the
// AES-GCM additional data, so a sealed key copied onto another agent fails to open.
const FORMAT_VERSION = "v1";

export function createCustodialWallet(kek: Kek): CustodialWallet {
  const privateKey = secp256k1.utils.randomSecretKey();
  const address = addressOfPrivateKey(privateKey);
  return { address, encryptedKey: sealPrivateKey(kek, privateKey, address) };
}

/** Seals a wallet's private key under the KEK, bound to its address. */
export function sealPrivateKey(kek: Kek, privateKey: Uint8Array, address: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", kek.key, iv).setAAD(Buffer.from(address, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(privateKey), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url"));
  return [FORMAT_VERSION, kek.id, ...parts].join(".");
}

/** The id of the KEK a sealed key was sealed under. */
export const sealedUnder = (encryptedKey: string): string => encryptedKey.split(".")[1] ?? "";

/** Opens a sealed private key (for anchoring, and for tests that check the address). */
export function decryptPrivateKey(kek: Kek, encryptedKey: string, address: string): Uint8Array {
  const [version, kekId, iv, tag, ciphertext, ...rest] = encryptedKey.split(".");
  if (version !== FORMAT_VERSION || ciphertext === undefined || rest.length > 0) {
    throw new Error("unrecognised sealed wallet key format");
  }
  if (kekId !== kek.id) throw new Error(`wallet key was sealed under KEK ${kekId}, not the configured ${kek.id}`);
  const decipher = createDecipheriv("aes-256-gcm", kek.key, Buffer.from(iv!, "base64url"))
    .setAAD(Buffer.from(address, "utf8"))
    .setAuthTag(Buffer.from(tag!, "base64url"));
  return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]));
}

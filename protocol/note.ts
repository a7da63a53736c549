// C2SP signed notes (c2sp.org/signed-note) as trace-ledger's checkpoints carry them: the text,
// a blank line, then one line per signature, `— <key name> base64(key ID ‖ signature)`. The log
// key signs Ed25519 (type 0x01, verifier keys in golang.org/x/mod/sumdb/note's format); the
// agent's wallet signs EIP-191 under its checksummed address as key name, with a signature type
// of its own (0xff plus an identifier), which standard verifiers skip as an unknown key.
import { ed25519 } from "@noble/curves/ed25519.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { recoverPersonalSigner, toChecksumAddress } from "./eth.ts";

const utf8 = new TextEncoder();
const ED25519 = 0x01;
const NAMED_TYPE = 0xff;
/** The identifier after 0xff in the wallet line's key ID. */
const EIP191_TYPE = utf8.encode("trace-ledger/eip191-personal-sign");
/**
 * A signed-note key name (c2sp.org/signed-note): non-empty, well-formed (no lone surrogate, `Cs`),
 * without Unicode spaces (the White_Space property, as golang.org/x/mod/sumdb/note's
 * unicode.IsSpace) or `+`. Not `\s`, which differs by language (JavaScript's adds U+FEFF and lacks
 * U+0085; Go's is ASCII); the Go and Python SDKs check the same set.
 */
export const isKeyName = (name: string): boolean => /^[^\p{White_Space}\p{Cs}+]+$/u.test(name);

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
};
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** SHA-256(key name ‖ 0x0A ‖ type ‖ public key)[:4], as 8 lowercase hex digits. */
export function keyId(name: string, type: Uint8Array, publicKey: Uint8Array): string {
  return hex(sha256(concat(utf8.encode(`${name}\n`), type, publicKey)).subarray(0, 4));
}

export interface NoteSignature {
  name: string;
  /** 8 lowercase hex digits. */
  keyId: string;
  signature: Uint8Array;
}

/** One signature line (without its newline). */
export const signatureLine = ({ name, keyId: id, signature }: NoteSignature): string =>
  `— ${name} ${base64(
    concat(
      Uint8Array.from(id.match(/../g)!, (pair) => parseInt(pair, 16)),
      signature,
    ),
  )}`;

/** The note: `text` (ending in a newline), a blank line, each signature line ending in a newline. */
export function formatNote(text: string, lines: readonly string[]): string {
  return `${text}\n${lines.map((line) => `${line}\n`).join("")}`;
}

/** A note's text and signatures; null when it is not a well-formed signed note. */
export function parseNote(note: string): { text: string; signatures: NoteSignature[] } | null {
  if (typeof note !== "string" || !note.endsWith("\n") || /[\u0000-\u0009\u000b-\u001f]/.test(note)) return null;
  const split = note.lastIndexOf("\n\n");
  if (split < 0) return null;
  const text = note.slice(0, split + 1);
  const signatures: NoteSignature[] = [];
  for (const line of note.slice(split + 2, -1).split("\n")) {
    const match = /^— ([^ ]+) (\S+)$/.exec(line);
    const bytes = match && fromBase64(match[2]!);
    if (!match || !isKeyName(match[1]!) || !bytes || bytes.length < 5) return null;
    signatures.push({ name: match[1]!, keyId: hex(bytes.subarray(0, 4)), signature: bytes.subarray(4) });
  }
  return signatures.length > 0 ? { text, signatures } : null;
}

export interface VerifierKey {
  name: string;
  keyId: string;
  /** The 32-byte Ed25519 public key. */
  publicKey: Uint8Array;
}

/** `<name>+<key id>+base64(0x01 ‖ public key)`: the golang.org/x/mod/sumdb/note verifier key. */
export function verifierKey(name: string, publicKey: Uint8Array): string {
  if (!isKeyName(name)) throw new TypeError(`not a signed-note key name: ${JSON.stringify(name)}`);
  return `${name}+${keyId(name, Uint8Array.of(ED25519), publicKey)}+${base64(concat(Uint8Array.of(ED25519), publicKey))}`;
}

/** The parts of a key `<name>+<key id>+base64(type ‖ public key)`; null when malformed, of another type, or its key ID does not match. */
function parseKey(vkey: string, type: number): VerifierKey | null {
  if (typeof vkey !== "string") return null;
  const match = /^([^+]+)\+([0-9a-f]{8})\+(\S+)$/.exec(vkey);
  const bytes = match && fromBase64(match[3]!);
  if (!match || !isKeyName(match[1]!) || !bytes || bytes.length !== 33 || bytes[0] !== type) return null;
  const publicKey = bytes.subarray(1);
  return keyId(match[1]!, Uint8Array.of(type), publicKey) === match[2] ? { name: match[1]!, keyId: match[2]!, publicKey } : null;
}

/** The parts of an Ed25519 verifier key; null when malformed or its key ID does not match. */
export const parseVerifierKey = (vkey: string): VerifierKey | null => parseKey(vkey, ED25519);

/** Whether the note carries a valid Ed25519 signature of its text by `vkey`. */
export function verifyNoteSignature(note: string, vkey: string): boolean {
  const key = parseVerifierKey(vkey);
  const parsed = parseNote(note);
  if (!key || !parsed) return false;
  return parsed.signatures.some(
    (s) =>
      s.name === key.name &&
      s.keyId === key.keyId &&
      s.signature.length === 64 &&
      safely(() => ed25519.verify(s.signature, utf8.encode(parsed.text), key.publicKey)),
  );
}

const safely = (check: () => boolean): boolean => {
  try {
    return check();
  } catch {
    return false;
  }
};

const addressBytes = (address: string) => Uint8Array.from(address.slice(2).match(/../g)!, (pair) => parseInt(pair, 16));

/** The key ID of the wallet line of `address`: type 0xff, the EIP-191 identifier, the 20-byte address. */
export const walletKeyId = (address: string): string => {
  const checksummed = toChecksumAddress(address);
  return keyId(checksummed, concat(Uint8Array.of(NAMED_TYPE), EIP191_TYPE), addressBytes(checksummed));
};

/** The wallet's signature line for an EIP-191 signature (0x hex, 65 bytes) of the note text. */
export function walletSignatureLine(address: string, signature: string): string {
  const name = toChecksumAddress(address);
  return signatureLine({
    name,
    keyId: walletKeyId(name),
    signature: Uint8Array.from(signature.slice(2).match(/../g)!, (pair) => parseInt(pair, 16)),
  });
}

/** Whether the note carries `address`'s EIP-191 signature of its text. */
export function verifyWalletSignature(note: string, address: string): boolean {
  const parsed = parseNote(note);
  if (!parsed) return false;
  return safely(() => {
    const name = toChecksumAddress(address);
    const id = walletKeyId(name);
    return parsed.signatures.some(
      (s) =>
        s.name === name &&
        s.keyId === id &&
        s.signature.length === 65 &&
        recoverPersonalSigner(utf8.encode(parsed.text), `0x${hex(s.signature)}`) === name,
    );
  });
}

const COSIGNATURE_V1 = 0x04;

/** The parts of a witness's cosigner key; null when malformed, of another type, or its key ID does not match. */
export const parseCosignerKey = (vkey: string): VerifierKey | null => parseKey(vkey, COSIGNATURE_V1);

/** A witness's cosigner key, `<name>+<key id>+base64(0x04 ‖ Ed25519 public key)` (c2sp.org/tlog-cosignature). */
export function cosignerKey(name: string, publicKey: Uint8Array): string {
  if (!isKeyName(name)) throw new TypeError(`not a signed-note key name: ${JSON.stringify(name)}`);
  return `${name}+${keyId(name, Uint8Array.of(COSIGNATURE_V1), publicKey)}+${base64(concat(Uint8Array.of(COSIGNATURE_V1), publicKey))}`;
}

/** What a v1 cosignature signs: `cosignature/v1`, `time <t>`, then the checkpoint text. */
export const cosignedMessage = (text: string, timestamp: bigint): Uint8Array => utf8.encode(`cosignature/v1\ntime ${timestamp}\n${text}`);

/** Whether the note carries a valid v1 (Ed25519, timestamped) cosignature of its text by the witness `vkey`. */
export function verifyCosignature(note: string, vkey: string): boolean {
  const key = parseCosignerKey(vkey);
  const parsed = parseNote(note);
  if (!key || !parsed) return false;
  return parsed.signatures.some((s) => {
    if (s.name !== key.name || s.keyId !== key.keyId || s.signature.length !== 72) return false;
    const timestamp = new DataView(s.signature.buffer, s.signature.byteOffset, 8).getBigUint64(0);
    return (
      timestamp < 2n ** 63n && safely(() => ed25519.verify(s.signature.subarray(8), cosignedMessage(parsed.text, timestamp), key.publicKey))
    );
  });
}

// The Ethereum primitives an anchor wallet needs, portable (no Node built-ins): EIP-55 addresses,
// and EIP-191 personal_sign signatures (r ‖ s ‖ v, v 27 or 28) and who made them. One form of a
// signature only (docs/decisions.md): s in the lower half of the curve order (EIP-2) and v 27
// or 28 — the high-s twin (n − s, the other v) and v 0/1 recover the same signer but are refused,
// so a checkpoint has exactly one valid signature, here and in the Python and Go SDKs.
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX_SIGNATURE = /^0x[0-9a-fA-F]{130}$/;
const utf8 = new TextEncoder();
/** Half the order of secp256k1: a canonical signature's s is at most this. */
const HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** EIP-55 mixed-case checksum form of a 0x + 40 hex address (any case in). */
export function toChecksumAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) throw new TypeError(`not an EVM address: ${address}`);
  const digits = address.slice(2).toLowerCase();
  const hash = hex(keccak_256(utf8.encode(digits)));
  let out = "0x";
  for (let i = 0; i < digits.length; i++) out += Number.parseInt(hash[i]!, 16) >= 8 ? digits[i]!.toUpperCase() : digits[i];
  return out;
}

/** 0x + 40 hex; all-lowercase or all-uppercase digits carry no checksum, mixed case must pass EIP-55. */
export function isValidEvmAddress(address: string): boolean {
  if (!HEX_ADDRESS.test(address)) return false;
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

/** The address of an uncompressed secp256k1 public key (65 bytes): the last 20 bytes of keccak-256 of its point. */
function addressOfPublicKey(publicKey: Uint8Array): string {
  return toChecksumAddress(`0x${hex(keccak_256(publicKey.subarray(1)).subarray(-20))}`);
}

/** The EVM address of a secp256k1 private key. */
export function addressOfPrivateKey(privateKey: Uint8Array): string {
  return addressOfPublicKey(secp256k1.getPublicKey(privateKey, false));
}

/** keccak-256("\x19Ethereum Signed Message:\n" ‖ length ‖ message): what personal_sign signs (EIP-191). */
export function personalMessageHash(message: Uint8Array): Uint8Array {
  const prefix = utf8.encode(`\x19Ethereum Signed Message:\n${message.length}`);
  const data = new Uint8Array(prefix.length + message.length);
  data.set(prefix);
  data.set(message, prefix.length);
  return keccak_256(data);
}

/** EIP-191 personal_sign with a private key: 65 bytes r ‖ s ‖ v (v 27 or 28), as 0x hex. */
export function signPersonal(message: Uint8Array, privateKey: Uint8Array): string {
  const recovered = secp256k1.sign(personalMessageHash(message), privateKey, { prehash: false, format: "recovered" });
  // noble puts the recovery bit first; Ethereum puts it last, plus 27.
  return `0x${hex(recovered.subarray(1))}${(27 + recovered[0]!).toString(16)}`;
}

/**
 * The EIP-55 address whose key made an EIP-191 signature of `message`, or null if the signature
 * is not one in canonical form (low s, v 27 or 28).
 */
export function recoverPersonalSigner(message: Uint8Array, signature: string): string | null {
  if (typeof signature !== "string" || !HEX_SIGNATURE.test(signature)) return null;
  const bytes = Uint8Array.from(signature.slice(2).match(/../g)!, (pair) => parseInt(pair, 16));
  const v = bytes[64]!;
  if (v !== 27 && v !== 28) return null;
  if (BigInt(`0x${signature.slice(66, 130)}`) > HALF_N) return null;
  const recovered = new Uint8Array(65);
  recovered[0] = v - 27;
  recovered.set(bytes.subarray(0, 64), 1);
  try {
    const publicKey = secp256k1.recoverPublicKey(recovered, personalMessageHash(message), { prehash: false });
    return addressOfPublicKey(secp256k1.Point.fromBytes(publicKey).toBytes(false)); // it comes compressed
  } catch {
    return null;
  }
}

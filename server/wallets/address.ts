import { keccak_256 } from "@noble/hashes/sha3.js";
import { secp256k1 } from "@noble/curves/secp256k1.js";

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55 mixed-case checksum form of a 0x + 40 hex address (any case in). */
export function toChecksumAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) throw new TypeError(`not an EVM address: ${address}`);
  const hex = address.slice(2).toLowerCase();
  const hash = Buffer.from(keccak_256(Buffer.from(hex, "ascii"))).toString("hex");
  let out = "0x";
  for (let i = 0; i < hex.length; i++) {
    out += Number.parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i];
  }
  return out;
}

/** 0x + 40 hex; all-lowercase or all-uppercase digits carry no checksum, mixed case must pass EIP-55. */
export function isValidEvmAddress(address: string): boolean {
  if (!HEX_ADDRESS.test(address)) return false;
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

/** The EVM address of a secp256k1 private key: last 20 bytes of keccak-256 of the uncompressed public key. */
export function addressOfPrivateKey(privateKey: Uint8Array): string {
  const publicKey = secp256k1.getPublicKey(privateKey, false).subarray(1); // drop the 0x04 prefix
  const hash = keccak_256(publicKey);
  return toChecksumAddress(`0x${Buffer.from(hash.subarray(-20)).toString("hex")}`);
}

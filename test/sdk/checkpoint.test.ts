// Checkpoint signatures: EIP-191 personal_sign as Ethereum wallets make it (a published vector),
// the signed-note body, and verifyCheckpoint refusing any other signer, text or shape.
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { describe, expect, it } from "vitest";
import { checkpointBody, recoverPersonalSigner, signPersonal, verifyCheckpoint, type Checkpoint } from "../../sdk/index.ts";
import { addressOfPrivateKey } from "../../server/wallets/address.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);
// web3.js documentation, web3.eth.accounts.sign("Some data", key): the signature any EIP-191
// implementation must reproduce (RFC 6979 nonces make it deterministic).
const KEY = Uint8Array.from(Buffer.from("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318", "hex"));
const ADDRESS = "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23";
const SIGNATURE =
  "0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c";

const ROOT = "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328";
const AGENT = "agt_0123456789abcdef0123456789abcdef";

function signed(key = KEY, overrides: Partial<Checkpoint> = {}): Checkpoint {
  const body = checkpointBody(AGENT, 8, ROOT);
  return {
    agent_id: AGENT,
    tree_size: 8,
    root_hash: ROOT,
    timestamp_ms: 1,
    body,
    signer_address: addressOfPrivateKey(key),
    signature: signPersonal(utf8(body), key),
    note: body,
    ...overrides,
  };
}

describe("EIP-191 personal_sign", () => {
  it("reproduces the published signature and recovers its signer", () => {
    expect(addressOfPrivateKey(KEY)).toBe(ADDRESS);
    expect(signPersonal(utf8("Some data"), KEY)).toBe(SIGNATURE);
    expect(recoverPersonalSigner(utf8("Some data"), SIGNATURE)).toBe(ADDRESS);
  });

  it("recovers someone else, or nothing, for another text or a broken signature", () => {
    expect(recoverPersonalSigner(utf8("Some datA"), SIGNATURE)).not.toBe(ADDRESS);
    expect(recoverPersonalSigner(utf8("Some data"), SIGNATURE.replace(/1c$/, "1d"))).toBeNull(); // v must be 27 or 28
    expect(recoverPersonalSigner(utf8("Some data"), SIGNATURE.slice(0, -2))).toBeNull();
    expect(recoverPersonalSigner(utf8("Some data"), "0x" + "00".repeat(64) + "1b")).toBeNull();
  });
});

describe("checkpoints", () => {
  it("have a three-line signed-note body: origin, size, base64 root, each ending in a newline", () => {
    expect(checkpointBody(AGENT, 8, ROOT)).toBe(`trace-ledger/${AGENT}\n8\nXcnaeacGWamtVZy3Ad7ZoqudgjqtL0lgz+Nw7/RgQyg=\n`);
  });

  it("verify when signed by the expected wallet, whatever the address's case", () => {
    expect(verifyCheckpoint(signed(), ADDRESS)).toBe(true);
    expect(verifyCheckpoint(signed(), ADDRESS.toLowerCase())).toBe(true);
  });

  it("do not verify for another signer, a changed field or body, a missing or malformed signature", () => {
    const other = secp256k1.utils.randomSecretKey();
    expect(verifyCheckpoint(signed(other), ADDRESS)).toBe(false); // signed by someone else
    expect(verifyCheckpoint(signed(KEY, { signer_address: addressOfPrivateKey(other) }), addressOfPrivateKey(other))).toBe(false); // claims another signer
    expect(verifyCheckpoint(signed(KEY, { tree_size: 9 }), ADDRESS)).toBe(false);
    expect(verifyCheckpoint(signed(KEY, { root_hash: ROOT.replace("5d", "5e") }), ADDRESS)).toBe(false);
    expect(verifyCheckpoint(signed(KEY, { agent_id: "agt_other" }), ADDRESS)).toBe(false);
    const good = signed();
    expect(verifyCheckpoint({ ...good, body: good.body.replace("\n8\n", "\n9\n") }, ADDRESS)).toBe(false);
    expect(verifyCheckpoint({ ...good, signature: null }, ADDRESS)).toBe(false);
    expect(verifyCheckpoint({ ...good, signature: good.signature!.replace(/.$/, (c) => (c === "0" ? "1" : "0")) }, ADDRESS)).toBe(false);
    expect(verifyCheckpoint({ ...good, root_hash: "NOT HEX" }, ADDRESS)).toBe(false);
    expect(verifyCheckpoint(good, "not an address")).toBe(false);
  });
});

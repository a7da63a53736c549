import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { addressOfPrivateKey, isValidEvmAddress, toChecksumAddress } from "../../server/wallets/address.ts";
import { createCustodialWallet, decryptPrivateKey } from "../../server/wallets/custodial.ts";
import { loadKek } from "../../server/wallets/kek.ts";

// EIP-55 test vectors.
const CHECKSUMMED = [
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-wallets-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("EVM addresses", () => {
  it.each(CHECKSUMMED)("checksums %s per EIP-55", (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(toChecksumAddress(address.toUpperCase().replace("0X", "0x"))).toBe(address);
    expect(isValidEvmAddress(address)).toBe(true);
  });

  it("accepts all-lowercase and all-uppercase digits without a checksum", () => {
    expect(isValidEvmAddress("0xde709f2102306220921060314715629080e2fb77")).toBe(true);
    expect(isValidEvmAddress("0x52908400098527886E0F7030069857D2E4169EE7")).toBe(true);
  });

  it("refuses a mixed-case address with a wrong checksum, and malformed ones", () => {
    expect(isValidEvmAddress("0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBe(false);
    for (const bad of [
      "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
      "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe",
      "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg",
      "0X5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED",
      "",
    ]) {
      expect(isValidEvmAddress(bad), bad).toBe(false);
    }
  });

  it("derives the address of a private key", () => {
    const one = new Uint8Array(32);
    one[31] = 1;
    expect(addressOfPrivateKey(one)).toBe("0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf");
    const key = Buffer.from("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318", "hex");
    expect(addressOfPrivateKey(key)).toBe("0x2c7536E3605D9C16a7a3D7b1898e529396a65c23");
  });
});

describe("key-encryption key", () => {
  it("takes WALLET_KEK (base64 of 32 bytes) without a warning", () => {
    const raw = randomBytes(32);
    const { kek, warning } = loadKek({ walletKek: raw.toString("base64"), dataDir: scratch });
    expect(kek.key.equals(raw)).toBe(true);
    expect(kek.id).toMatch(/^[0-9a-f]{16}$/);
    expect(warning).toBeUndefined();
  });

  it("refuses a WALLET_KEK of the wrong length", () => {
    expect(() => loadKek({ walletKek: randomBytes(16).toString("base64"), dataDir: scratch })).toThrow(/32 bytes/);
  });

  it("refuses to run on PostgreSQL without WALLET_KEK, naming it (replicas must share one KEK)", () => {
    expect(() => loadKek({ dataDir: scratch, databaseUrl: "postgres://db.example/ledger" })).toThrow(/WALLET_KEK is not set.*DATABASE_URL/);
    expect(() => loadKek({ dataDir: scratch, walletKekPrevious: randomBytes(32).toString("base64") })).toThrow(
      /WALLET_KEK_PREVIOUS is set without WALLET_KEK/,
    );
  });

  it("loads WALLET_KEK_PREVIOUS beside WALLET_KEK, each with its own id", () => {
    const [current, previous] = [randomBytes(32), randomBytes(32)];
    const loaded = loadKek({
      walletKek: current.toString("base64"),
      walletKekPrevious: previous.toString("base64"),
      dataDir: scratch,
      databaseUrl: "postgres://db.example/ledger",
    });
    expect(loaded.kek.key.equals(current)).toBe(true);
    expect(loaded.previous!.key.equals(previous)).toBe(true);
    expect(loaded.previous!.id).not.toBe(loaded.kek.id);
    expect(() => loadKek({ walletKek: current.toString("base64"), walletKekPrevious: "c2hvcnQ=", dataDir: scratch })).toThrow(
      /WALLET_KEK_PREVIOUS must hold 32 bytes/,
    );
  });

  it("without WALLET_KEK, creates a private dev key in the data dir once, with a warning", () => {
    const dataDir = path.join(scratch, "dev");
    const first = loadKek({ dataDir });
    expect(first.warning).toMatch(/WALLET_KEK is not set/);
    const file = path.join(dataDir, "wallet-kek.dev");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadKek({ dataDir }).kek.key.equals(first.kek.key)).toBe(true);
  });
});

describe("custodial wallets", () => {
  const { kek } = loadKek({ walletKek: randomBytes(32).toString("base64"), dataDir: scratch });

  it("seals a fresh key whose address is the wallet's", () => {
    const wallet = createCustodialWallet(kek);
    expect(isValidEvmAddress(wallet.address)).toBe(true);
    expect(wallet.address).toBe(toChecksumAddress(wallet.address));
    expect(wallet.encryptedKey).toMatch(new RegExp(`^v1\\.${kek.id}\\.`));
    expect(addressOfPrivateKey(decryptPrivateKey(kek, wallet.encryptedKey, wallet.address))).toBe(wallet.address);
    expect(createCustodialWallet(kek).address).not.toBe(wallet.address);
  });

  it("does not open a sealed key for another address or under another KEK", () => {
    const wallet = createCustodialWallet(kek);
    const other = createCustodialWallet(kek);
    expect(() => decryptPrivateKey(kek, wallet.encryptedKey, other.address)).toThrow();
    const { kek: otherKek } = loadKek({ walletKek: randomBytes(32).toString("base64"), dataDir: scratch });
    expect(() => decryptPrivateKey(otherKek, wallet.encryptedKey, wallet.address)).toThrow(/sealed under KEK/);
  });
});

// test/vectors/anchoring.json: what every SDK's offline anchoring checks must answer, computed
// with the TypeScript SDK as the reference. One agent's log of seven records with a checkpoint
// signed by a fixed key (RFC 6979 makes the signature deterministic), and an epoch of three
// checkpoints; each case is valid, or changed in one place and invalid.
import { ed25519 } from "@noble/curves/ed25519.js";
import { checkpointBody, type Checkpoint, type InclusionProof, type StoredRecord } from "../sdk/index.ts";
import {
  consistencyProof,
  hashLeaf,
  inclusionProof,
  isValidEvmAddress,
  leafHash,
  recordDigest,
  rootHash,
  signPersonal,
  toHex,
  verifyRecord,
} from "../sdk/index.ts";
import type { VerificationCode } from "../protocol/verification.ts";
import litewitness from "../test/vectors/witness/litewitness.json" with { type: "json" };
import { cosignedMessage, cosignerKey, formatNote, keyId, signatureLine, verifierKey, walletSignatureLine } from "../protocol/note.ts";

// web3.js's documented example key (public, test only); its address is 0x2c7536E3605D9C16a7a3D7b1898e529396a65c23.
const KEY = Uint8Array.from(Buffer.from("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318", "hex"));
const ADDRESS = "0x2c7536E3605D9C16a7a3D7b1898e529396a65c23";
const OTHER_ADDRESS = "0x1111111111111111111111111111111111111111";
export const AGENT = "agt_0123456789abcdef0123456789abcdef";
// The log key: a fixed Ed25519 seed (test only) under the default LOG_KEY_NAME.
export const LOG_NAME = "trace-ledger.localhost";
const LOG_SEED = Uint8Array.from(Buffer.from("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60", "hex"));
const LOG_PUBLIC = ed25519.getPublicKey(LOG_SEED);
export const LOG_VERIFIER_KEY = verifierKey(LOG_NAME, LOG_PUBLIC);
const SIZE = 7;
const utf8 = new TextEncoder();

const record = (i: number): StoredRecord =>
  ({
    behavior: "Observing",
    record_id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    session_id: "vector-session",
    schema_version: "1.0",
    client_ts_utc: 1_795_000_000_000 + i,
    trigger_source: i === 3 ? "naïve — “quoted” ✓ 🎉" : `tick-${i}`,
    ...(i === 5 ? { tags: ["a", "b"], parent_record_id: `00000000-0000-4000-8000-${"4".padStart(12, "0")}` } : {}),
    agent_id: AGENT,
    server_ts_utc: 1_795_000_000_100 + i,
  }) as StoredRecord;

/** The vectors' log key's signature line of a note's text (shared with the scores-log vectors). */
export const logKeyLine = (text: string, name = LOG_NAME, seed = LOG_SEED): string =>
  signatureLine({
    name,
    keyId: keyId(name, Uint8Array.of(1), ed25519.getPublicKey(seed)),
    signature: ed25519.sign(utf8.encode(text), seed),
  });

function signedCheckpoint(agentId: string, treeSize: number, root: string): Checkpoint {
  const body = checkpointBody(agentId, treeSize, root, LOG_NAME);
  const signature = signPersonal(utf8.encode(body), KEY);
  const logLine = logKeyLine(body);
  const note = formatNote(body, [logLine, walletSignatureLine(ADDRESS, signature)]);
  return {
    agent_id: agentId,
    tree_size: treeSize,
    root_hash: root,
    timestamp_ms: 1_795_000_001_000,
    body,
    signer_address: ADDRESS,
    signature,
    note,
  };
}

/** A checkpoint cut before the logs became C2SP logs: origin trace-ledger/<agent_id>, wallet-signed only. */
function legacyCheckpoint(agentId: string, treeSize: number, root: string): Checkpoint {
  const body = checkpointBody(agentId, treeSize, root);
  const signature = signPersonal(utf8.encode(body), KEY);
  return {
    agent_id: agentId,
    tree_size: treeSize,
    root_hash: root,
    timestamp_ms: 1_795_000_001_000,
    body,
    signer_address: ADDRESS,
    signature,
    note: formatNote(body, [walletSignatureLine(ADDRESS, signature)]),
  };
}

// Three witnesses (fixed Ed25519 seeds, test only) and their v1 cosignatures at a fixed time.
export const WITNESSES = [1, 2, 3].map((n) => {
  const seed = new Uint8Array(32).fill(n);
  const name = `witness${n}.example`;
  const publicKey = ed25519.getPublicKey(seed);
  return { name, seed, publicKey, vkey: cosignerKey(name, publicKey) };
});
const COSIGNED_AT = 1_795_000_002n;

export function cosignatureLine(witness: (typeof WITNESSES)[number], text: string): string {
  const stamped = new Uint8Array(72);
  new DataView(stamped.buffer).setBigUint64(0, COSIGNED_AT);
  stamped.set(ed25519.sign(cosignedMessage(text, COSIGNED_AT), witness.seed), 8);
  return signatureLine({ name: witness.name, keyId: keyId(witness.name, Uint8Array.of(4), witness.publicKey), signature: stamped });
}

/** The checkpoint with cosignatures of the witnesses numbered in `by` (1-based) added to its note. */
const cosigned = (checkpoint: Checkpoint, by: number[]): Checkpoint => ({
  ...checkpoint,
  note: `${checkpoint.note}${by.map((n) => `${cosignatureLine(WITNESSES[n - 1]!, checkpoint.body)}\n`).join("")}`,
});

export const flip = (hex: string) => (hex[0] === "0" ? "1" : "0") + hex.slice(1);

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
/** The same signer's other valid ECDSA signature of the same text (s → n − s, v → the other v): refused. */
export function highSTwin(signature: string): string {
  const s = (N - BigInt(`0x${signature.slice(66, 130)}`)).toString(16).padStart(64, "0");
  return `${signature.slice(0, 66)}${s}${signature.slice(130) === "1b" ? "1c" : "1b"}`;
}
/** The signature with v written as 0/1 (the raw recovery id), as some signers return it: refused. */
export const rawV = (signature: string) => `${signature.slice(0, 130)}0${Number.parseInt(signature.slice(130), 16) - 27}`;

/** The vectors' log: its records, their leaves, its checkpoint signed by ADDRESS, each record's proof (shared with the tombstone vectors). */
export function anchoredLog() {
  const records = Array.from({ length: SIZE }, (_, i) => record(i));
  const leaves = records.map((r) => Uint8Array.from(Buffer.from(leafHash(r), "hex")));
  const root = toHex(rootHash(leaves));
  const checkpoint = signedCheckpoint(AGENT, SIZE, root);
  const proofOf = (index: number): InclusionProof => ({
    leaf_index: index,
    tree_size: SIZE,
    leaf_hash: toHex(leaves[index]!),
    audit_path: inclusionProof(leaves, index).map(toHex),
  });
  return { records, leaves, root, checkpoint, proofOf, address: ADDRESS, otherAddress: OTHER_ADDRESS };
}

export function anchoringVectors(): object[] {
  const { records, leaves, root, checkpoint, proofOf } = anchoredLog();
  const vectors: object[] = [];

  for (const [i, r] of records.entries())
    vectors.push({ kind: "leaf", name: `leaf hash of record ${i}`, record: r, record_digest: recordDigest(r), leaf_hash: leafHash(r) });

  for (let i = 0; i < SIZE; i++) {
    const { leaf_hash, audit_path } = proofOf(i);
    vectors.push({
      kind: "inclusion",
      name: `leaf ${i} of ${SIZE}`,
      leaf: leaf_hash,
      leaf_index: i,
      tree_size: SIZE,
      audit_path,
      root,
      valid: true,
    });
  }
  const sample = proofOf(2);
  vectors.push(
    {
      kind: "inclusion",
      name: "a changed audit path hash",
      leaf: sample.leaf_hash,
      leaf_index: 2,
      tree_size: SIZE,
      audit_path: [flip(sample.audit_path[0]!), ...sample.audit_path.slice(1)],
      root,
      valid: false,
    },
    {
      kind: "inclusion",
      name: "another leaf's index",
      leaf: sample.leaf_hash,
      leaf_index: 3,
      tree_size: SIZE,
      audit_path: sample.audit_path,
      root,
      valid: false,
    },
    {
      kind: "inclusion",
      name: "a changed root",
      leaf: sample.leaf_hash,
      leaf_index: 2,
      tree_size: SIZE,
      audit_path: sample.audit_path,
      root: flip(root),
      valid: false,
    },
    {
      kind: "inclusion",
      name: "a path one hash short",
      leaf: sample.leaf_hash,
      leaf_index: 2,
      tree_size: SIZE,
      audit_path: sample.audit_path.slice(1),
      root,
      valid: false,
    },
    {
      kind: "inclusion",
      name: "an index beyond the tree",
      leaf: sample.leaf_hash,
      leaf_index: SIZE,
      tree_size: SIZE,
      audit_path: sample.audit_path,
      root,
      valid: false,
    },
  );

  for (const first of [1, 3, 4, 6, 7]) {
    const proof = consistencyProof(leaves, first).map(toHex);
    const firstRoot = toHex(rootHash(leaves.slice(0, first)));
    vectors.push({
      kind: "consistency",
      name: `${first} to ${SIZE}`,
      first,
      second: SIZE,
      proof,
      first_root: firstRoot,
      second_root: root,
      valid: true,
    });
    if (proof.length > 0) {
      vectors.push({
        kind: "consistency",
        name: `${first} to ${SIZE}, a changed proof hash`,
        first,
        second: SIZE,
        proof: [...proof.slice(0, -1), flip(proof.at(-1)!)],
        first_root: firstRoot,
        second_root: root,
        valid: false,
      });
    }
  }
  vectors.push({
    kind: "consistency",
    name: "3 to 7 with the first root changed",
    first: 3,
    second: SIZE,
    proof: consistencyProof(leaves, 3).map(toHex),
    first_root: flip(toHex(rootHash(leaves.slice(0, 3)))),
    second_root: root,
    valid: false,
  });

  const changed = (change: Partial<Checkpoint>) => ({ ...checkpoint, ...change });
  vectors.push(
    { kind: "checkpoint", name: "signed by the agent's wallet", checkpoint, address: ADDRESS, valid: true },
    {
      kind: "checkpoint",
      name: "a checkpoint of the pre-C2SP origin",
      checkpoint: legacyCheckpoint(AGENT, SIZE, root),
      address: ADDRESS,
      valid: true,
    },
    { kind: "checkpoint", name: "the address in lower case", checkpoint, address: ADDRESS.toLowerCase(), valid: true },
    { kind: "checkpoint", name: "another wallet expected", checkpoint, address: OTHER_ADDRESS, valid: false },
    { kind: "checkpoint", name: "a changed tree size", checkpoint: changed({ tree_size: SIZE + 1 }), address: ADDRESS, valid: false },
    { kind: "checkpoint", name: "a changed root", checkpoint: changed({ root_hash: flip(root) }), address: ADDRESS, valid: false },
    {
      kind: "checkpoint",
      name: "a body that is not its fields'",
      checkpoint: changed({ body: checkpoint.body.replace("\n7\n", "\n8\n") }),
      address: ADDRESS,
      valid: false,
    },
    {
      kind: "checkpoint",
      name: "another agent's origin",
      checkpoint: changed({ body: checkpoint.body.replace(AGENT, "agt_ffffffffffffffffffffffffffffffff") }),
      address: ADDRESS,
      valid: false,
    },
    { kind: "checkpoint", name: "unsigned", checkpoint: changed({ signature: null }), address: ADDRESS, valid: false },
    {
      kind: "checkpoint",
      name: "a changed signature byte",
      checkpoint: changed({ signature: checkpoint.signature!.slice(0, 10) + flip(checkpoint.signature!.slice(10)) }),
      address: ADDRESS,
      valid: false,
    },
    // One form of a signature only (docs/decisions.md): these recover the right signer in a lax verifier.
    {
      kind: "checkpoint",
      name: "the high-s twin of the signature (n − s, the other v)",
      checkpoint: changed({ signature: highSTwin(checkpoint.signature!) }),
      address: ADDRESS,
      valid: false,
    },
    {
      kind: "checkpoint",
      name: "v written as 0 or 1",
      checkpoint: changed({ signature: rawV(checkpoint.signature!) }),
      address: ADDRESS,
      valid: false,
    },
    {
      kind: "checkpoint",
      name: "v 29",
      checkpoint: changed({ signature: `${checkpoint.signature!.slice(0, 130)}1d` }),
      address: ADDRESS,
      valid: false,
    },
    // The expected signer is the verifier's to give: none given, nothing verifies.
    { kind: "checkpoint", name: "no expected address", checkpoint, address: "", valid: false },
  );

  // Witness policies: the log key and k of the three witnesses.
  const policy = (quorum: number, logKey = LOG_VERIFIER_KEY) => ({ log_key: logKey, witnesses: WITNESSES.map((w) => w.vkey), quorum });
  const twoOfThree = cosigned(checkpoint, [1, 3]);
  const otherLogKey = verifierKey(LOG_NAME, ed25519.getPublicKey(new Uint8Array(32).fill(9)));
  vectors.push(
    { kind: "policy", name: "cosigned by 2 of 3 witnesses, quorum 2", checkpoint: twoOfThree, policy: policy(2), valid: true },
    { kind: "policy", name: "cosigned by all 3, quorum 3", checkpoint: cosigned(checkpoint, [1, 2, 3]), policy: policy(3), valid: true },
    {
      kind: "policy",
      name: "cosigned by 1 of 3 witnesses, quorum 2",
      checkpoint: cosigned(checkpoint, [2]),
      policy: policy(2),
      valid: false,
    },
    {
      kind: "policy",
      name: "cosigned by 1 of 3 witnesses, quorum 1",
      checkpoint: cosigned(checkpoint, [2]),
      policy: policy(1),
      valid: true,
    },
    {
      kind: "policy",
      name: "one witness's cosignature twice, quorum 2",
      checkpoint: {
        ...twoOfThree,
        note: `${checkpoint.note}${cosignatureLine(WITNESSES[0]!, checkpoint.body)}\n${cosignatureLine(WITNESSES[0]!, checkpoint.body)}\n`,
      },
      policy: policy(2),
      valid: false,
    },
    { kind: "policy", name: "no witnesses needed, the log key's signature", checkpoint, policy: policy(0), valid: true },
    { kind: "policy", name: "another log key", checkpoint: twoOfThree, policy: policy(2, otherLogKey), valid: false },
    {
      kind: "policy",
      name: "a changed cosignature byte",
      checkpoint: {
        ...twoOfThree,
        note: twoOfThree.note.replace(/(— witness3\.example \S{20})(\S)/, (_, head: string, c: string) => head + (c === "A" ? "B" : "A")),
      },
      policy: policy(2),
      valid: false,
    },
    {
      kind: "policy",
      name: "a note whose text is not the body",
      checkpoint: { ...twoOfThree, body: twoOfThree.body.replace("\n7\n", "\n8\n"), tree_size: SIZE + 1 },
      policy: policy(2),
      valid: false,
    },
    {
      kind: "policy",
      name: "a quorum larger than the witnesses",
      checkpoint: cosigned(checkpoint, [1, 2, 3]),
      policy: policy(4),
      valid: false,
    },
  );
  // A note as the service served it, cosigned by two litewitness processes (third-party
  // cosignatures, captured by test/server/log/witnesses.test.ts with CAPTURE_WITNESS_VECTOR=1).
  const served = litewitness.checkpoint as Checkpoint;
  const [lw1, lw2] = litewitness.witnesses as [string, string];
  const servedPolicy = (witnesses: string[]) => ({ log_key: litewitness.log_key, witnesses, quorum: 2 });
  vectors.push(
    {
      kind: "policy",
      name: "served, cosigned by 2 litewitness of 3 listed, quorum 2",
      checkpoint: served,
      policy: servedPolicy([lw1, WITNESSES[0]!.vkey, lw2]),
      valid: true,
    },
    {
      kind: "policy",
      name: "served, cosigned by 1 litewitness of 3 listed, quorum 2",
      checkpoint: served,
      policy: servedPolicy([WITNESSES[0]!.vkey, lw2, WITNESSES[1]!.vkey]),
      valid: false,
    },
  );

  // Records: each invalid case names the refusal verifyRecord gives (code, and reason as worded in every SDK).
  const r2 = records[2]!;
  const recordCase = (
    name: string,
    change: { record?: StoredRecord; proof?: InclusionProof; checkpoint?: Checkpoint; address?: string },
    code?: VerificationCode,
  ) => {
    const given = { kind: "record", name, record: r2, proof: proofOf(2), checkpoint, address: ADDRESS, ...change };
    const verdict = verifyRecord(given.record, given.proof, given.checkpoint, given.address);
    // A case refused for another reason than it was made for would test the wrong check.
    if (verdict.ok !== (code === undefined) || (!verdict.ok && verdict.code !== code))
      throw new Error(`codegen: record vector "${name}" gives ${JSON.stringify(verdict)}, not ${code ?? "ok"}`);
    return { ...given, valid: verdict.ok, ...(!verdict.ok && { code: verdict.code, reason: verdict.reason }) };
  };
  vectors.push(
    recordCase("record 2 in the signed checkpoint", {}),
    recordCase("record 3 (non-ASCII text) in the signed checkpoint", { record: records[3]!, proof: proofOf(3) }),
    recordCase("a changed record field", { record: { ...r2, trigger_source: "tick-x" } as StoredRecord }, "not_included"),
    recordCase("a changed server timestamp", { record: { ...r2, server_ts_utc: r2.server_ts_utc + 1 } }, "not_included"),
    recordCase("another record's proof", { proof: proofOf(4) }, "not_included"),
    recordCase("another wallet expected", { address: OTHER_ADDRESS }, "signature_invalid"),
    recordCase("no expected address", { address: "" }, "signature_invalid"),
    recordCase(
      "a checkpoint with the high-s twin of its signature",
      { checkpoint: changed({ signature: highSTwin(checkpoint.signature!) }) },
      "signature_invalid",
    ),
    recordCase("a proof for another tree size", { proof: { ...proofOf(2), tree_size: SIZE - 1 } }, "tree_size_mismatch"),
    recordCase("an unsigned checkpoint", { checkpoint: changed({ signature: null }) }, "unsigned"),
    recordCase("the record of another agent", { record: { ...r2, agent_id: "agt_ffffffffffffffffffffffffffffffff" } }, "origin_mismatch"),
  );

  // EIP-191 personal_sign with a raw key (signPersonal): deterministic (RFC 6979), canonical (low s, v 27 or 28).
  for (const [name, message] of [
    ["the checkpoint's body", checkpoint.body],
    ["non-ASCII text", "naïve — “quoted” ✓ 🎉"],
    ["an empty message", ""],
  ] as const) {
    vectors.push({ kind: "sign", name, message, private_key: toHex(KEY), signature: signPersonal(utf8.encode(message), KEY) });
  }

  // A note's own signatures: the log key's (verifyNoteSignature), a witness's cosignature
  // (verifyCosignature), the agent wallet's EIP-191 line (verifyWalletSignature).
  const noteOf = twoOfThree.note;
  const note = (name: string, signer: "log" | "witness" | "wallet", text: string, key: string, valid: boolean) => ({
    kind: "note",
    name,
    note: text,
    signer,
    key,
    valid,
  });
  const changedText = noteOf.replace("\n7\n", "\n8\n");
  // A witness under a name with a Unicode space, its key written by hand (cosignerKey refuses the name).
  const spaced = { ...WITNESSES[0]!, name: "witness\u20031" };
  const spacedKey = `${spaced.name}+${keyId(spaced.name, Uint8Array.of(4), spaced.publicKey)}+${Buffer.from([4, ...spaced.publicKey]).toString("base64")}`;
  vectors.push(
    note("signed by the log key", "log", noteOf, LOG_VERIFIER_KEY, true),
    note("another log key", "log", noteOf, otherLogKey, false),
    note("a changed text, by the log key", "log", changedText, LOG_VERIFIER_KEY, false),
    note("cosigned by witness 1", "witness", noteOf, WITNESSES[0]!.vkey, true),
    note("not cosigned by witness 2", "witness", noteOf, WITNESSES[1]!.vkey, false),
    note(
      "a changed cosignature byte",
      "witness",
      noteOf.replace(/(— witness3\.example \S{20})(\S)/, (_, head: string, c: string) => head + (c === "A" ? "B" : "A")),
      WITNESSES[2]!.vkey,
      false,
    ),
    note("the log key taken for a cosigner key", "witness", noteOf, LOG_VERIFIER_KEY, false),
    note("a cosigner key taken for the log key", "log", noteOf, WITNESSES[0]!.vkey, false),
    note("signed by the agent's wallet", "wallet", noteOf, ADDRESS, true),
    note("the wallet's address in lower case", "wallet", noteOf, ADDRESS.toLowerCase(), true),
    note("another wallet", "wallet", noteOf, OTHER_ADDRESS, false),
    note("a changed text, by the wallet", "wallet", changedText, ADDRESS, false),
    note("not an address", "wallet", noteOf, "0x2c7536E3605D9C16", false),
    note("a pre-C2SP note, signed by the wallet alone", "wallet", legacyCheckpoint(AGENT, SIZE, root).note, ADDRESS, true),
    // Key names hold no Unicode space (c2sp.org/signed-note), whatever a language's `\s` says.
    note(
      "cosigned by a key whose name has an em space (U+2003)",
      "witness",
      `${checkpoint.note}${cosignatureLine(spaced, checkpoint.body)}\n`,
      spacedKey,
      false,
    ),
    note("a cosigner key followed by a newline", "witness", noteOf, `${WITNESSES[0]!.vkey}\n`, false),
    note(
      "another signature line whose name has a no-break space (U+00A0)",
      "witness",
      `${noteOf}${cosignatureLine({ ...WITNESSES[1]!, name: "witness\u00a02" }, checkpoint.body)}\n`,
      WITNESSES[0]!.vkey,
      false,
    ),
  );

  // EVM addresses (isValidEvmAddress): 0x and 40 hex digits; mixed case must be the EIP-55 checksum.
  const wrongCase = ADDRESS.replace("E", "e");
  for (const [name, address] of [
    ["EIP-55 checksummed", ADDRESS],
    ["all lower case", ADDRESS.toLowerCase()],
    ["all upper case digits", `0x${ADDRESS.slice(2).toUpperCase()}`],
    ["mixed case, not the checksum", wrongCase],
    ["a 0X prefix", `0X${ADDRESS.slice(2)}`],
    ["39 digits", ADDRESS.slice(0, -1)],
    ["a digit that is not hex", `${ADDRESS.slice(0, -1)}g`],
    ["no prefix", ADDRESS.slice(2)],
  ] as const) {
    vectors.push({ kind: "address", name, address, valid: isValidEvmAddress(address) });
  }

  // A witness's cosigner key from its name and Ed25519 public key (cosignerKey); null: the name is refused.
  const w = WITNESSES[0]!;
  for (const [name, keyName] of [
    ["witness 1", w.name],
    ["a name with a space", "witness 1"],
    ["a name with a plus", "witness+1"],
    ["an empty name", ""],
    ["a no-break space (U+00A0)", "witness\u00a01"],
    ["an em space (U+2003)", "witness\u20031"],
    ["a next line (U+0085)", "witness\u00851"],
    ["U+FEFF, not a space", "witness\ufeff1"],
    ["U+001C, not a space", "witness\u001c1"],
  ] as const) {
    let key: string | null = null;
    try {
      key = cosignerKey(keyName, w.publicKey);
    } catch {
      // A name the signed-note format cannot hold.
    }
    vectors.push({ kind: "cosigner_key", name, key_name: keyName, public_key: toHex(w.publicKey), key });
  }

  // An epoch of three checkpoints in agent order; ours is the middle leaf.
  const epochCheckpoints = [
    signedCheckpoint("agt_00000000000000000000000000000000", 3, flip(root)),
    checkpoint,
    signedCheckpoint("agt_ffffffffffffffffffffffffffffffff", 12, root),
  ];
  const epochLeaves = epochCheckpoints.map((c) => hashLeaf(utf8.encode(c.body)));
  const epochRoot = toHex(rootHash(epochLeaves));
  const publication = {
    epoch: 1,
    epoch_root: epochRoot,
    epoch_size: 3,
    leaf_index: 1,
    audit_path: inclusionProof(epochLeaves, 1).map(toHex),
    chain_id: 31337,
    transaction_hash: `0x${"ab".repeat(32)}`,
    block_number: 42,
  };
  const published = { ...checkpoint, publication };
  vectors.push(
    { kind: "publication", name: "the middle checkpoint of an epoch of three", checkpoint: published, valid: true },
    {
      kind: "publication",
      name: "another leaf index",
      checkpoint: { ...published, publication: { ...publication, leaf_index: 2 } },
      valid: false,
    },
    {
      kind: "publication",
      name: "a changed epoch root",
      checkpoint: { ...published, publication: { ...publication, epoch_root: flip(epochRoot) } },
      valid: false,
    },
    {
      kind: "publication",
      name: "a changed checkpoint body",
      checkpoint: { ...published, body: published.body.replace("\n7\n", "\n8\n") },
      valid: false,
    },
    { kind: "publication", name: "no publication", checkpoint, valid: false },
  );
  return vectors;
}

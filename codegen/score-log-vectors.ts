// test/vectors/score-log-proofs.json: what every SDK's verifyScore must answer (docs/anchoring.md,
// "The scores log"), computed with the protocol code as the reference. One agent's scores log of
// nine scores (every kind of value and target, non-ASCII text) under the anchoring vectors' log
// key, its checkpoint note signed by that key; each case is valid, or changed in one place. Cases
// with `witnesses` and `quorum` also require that many of the anchoring vectors' witnesses to cosign.
import { ed25519 } from "@noble/curves/ed25519.js";
import type { InclusionProof, StoredScore } from "../generated/types/schema.ts";
import { checkpointBody, checkpointText, scoresLogOrigin } from "../protocol/checkpoint.ts";
import { inclusionProof, leafHash, recordDigest, rootHash, toHex } from "../protocol/merkle.ts";
import { formatNote, verifierKey } from "../protocol/note.ts";
import { verifyScore } from "../protocol/score-log.ts";
import type { VerificationCode } from "../protocol/verification.ts";
import { AGENT, cosignatureLine, flip, LOG_NAME, LOG_VERIFIER_KEY, logKeyLine, WITNESSES } from "./anchoring-vectors.ts";

const SIZE = 9;
const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, "0")}`;

const score = (i: number): StoredScore =>
  ({
    score_id: uuid(i),
    ...(i % 3 === 0 ? { session_id: "vector-session" } : { record_id: `00000000-0000-4000-8000-${String(i % 7).padStart(12, "0")}` }),
    name: ["helpfulness", "correctness", "tone.label"][i % 3]!,
    value: [0.75, true, "polite"][i % 3]!,
    ...(i === 4 ? { explanation: "naïve — “quoted” ✓ 🎉", metadata: { judge: { model: "m", temperature: 0 }, tags: ["a", "b"] } } : {}),
    ...(i === 5 ? { judged_checkpoint: { tree_size: 7, root_hash: "ab".repeat(32) }, config_id: uuid(100) } : {}),
    source: i === 2 ? { kind: "human", name: "reviewer" } : { kind: "llm", name: "judge", version: "2" },
    client_ts_utc: 1_795_000_010_000 + i,
    agent_id: AGENT,
    server_ts_utc: 1_795_000_010_100 + i,
    scored_by: i === 7 ? "scr_0123456789abcdef0123456789abcdef" : "own_0123456789abcdef0123456789abcdef",
  }) as StoredScore;

const note = (text: string, lines = [logKeyLine(text)]) => formatNote(text, lines);

export function scoreLogVectors(): object[] {
  const scores = Array.from({ length: SIZE }, (_, i) => score(i));
  const leaves = scores.map((s) => Uint8Array.from(Buffer.from(leafHash(s), "hex")));
  const root = toHex(rootHash(leaves));
  const origin = scoresLogOrigin(AGENT, LOG_NAME);
  const checkpoint = note(checkpointText(origin, SIZE, root));
  const proofOf = (index: number, of = leaves): InclusionProof => ({
    leaf_index: index,
    tree_size: of.length,
    leaf_hash: toHex(of[index]!),
    audit_path: inclusionProof(of, index).map(toHex),
  });
  const base = { checkpoint, verifier_key: LOG_VERIFIER_KEY };
  const vectors: object[] = scores.map((s, i) => ({
    name: `score ${i} of ${SIZE}`,
    score: s,
    score_digest: recordDigest(s),
    leaf_hash: leafHash(s),
    proof: proofOf(i),
    ...base,
    valid: true,
  }));
  // An earlier checkpoint of the same log still proves the scores it covers.
  const five = leaves.slice(0, 5);
  vectors.push({
    name: "score 2 in the checkpoint of 5",
    score: scores[2],
    score_digest: recordDigest(scores[2]!),
    leaf_hash: leafHash(scores[2]!),
    proof: proofOf(2, five),
    ...base,
    checkpoint: note(checkpointText(origin, 5, toHex(rootHash(five)))),
    valid: true,
  });
  const s4 = scores[4]!;
  const changed = (name: string, code: VerificationCode, change: object) => ({
    name,
    score: s4,
    proof: proofOf(4),
    ...base,
    ...change,
    valid: false,
    code,
  });
  const otherKeySeed = new Uint8Array(32).fill(9);
  vectors.push(
    changed("a changed value", "not_included", { score: { ...s4, value: 0.76 } }),
    changed("a changed explanation", "not_included", { score: { ...s4, explanation: "naive" } }),
    changed("a changed server timestamp", "not_included", { score: { ...s4, server_ts_utc: s4.server_ts_utc + 1 } }),
    changed("another scorer", "not_included", { score: { ...s4, scored_by: "own_ffffffffffffffffffffffffffffffff" } }),
    changed("another score's proof", "not_included", { proof: proofOf(5) }),
    changed("a changed audit path hash", "not_included", {
      proof: { ...proofOf(4), audit_path: [flip(proofOf(4).audit_path[0]!), ...proofOf(4).audit_path.slice(1)] },
    }),
    changed("a proof for another tree size", "tree_size_mismatch", { proof: { ...proofOf(4), tree_size: SIZE - 1 } }),
    changed("the score of another agent (the checkpoint is of this agent's scores log)", "origin_mismatch", {
      score: { ...s4, agent_id: "agt_ffffffffffffffffffffffffffffffff" },
    }),
    changed("the record log's origin over the same tree", "origin_mismatch", {
      checkpoint: note(checkpointBody(AGENT, SIZE, root, LOG_NAME)),
    }),
    changed("a changed tree size in the note", "signature_invalid", {
      checkpoint: checkpoint.replace(`\n${SIZE}\n`, `\n${SIZE + 1}\n`),
      proof: { ...proofOf(4), tree_size: SIZE + 1 },
    }),
    changed("signed by another key of the same name", "signature_invalid", {
      checkpoint: note(checkpointText(origin, SIZE, root), [logKeyLine(checkpointText(origin, SIZE, root), LOG_NAME, otherKeySeed)]),
    }),
    changed("another verifier key expected", "signature_invalid", {
      verifier_key: verifierKey(LOG_NAME, ed25519.getPublicKey(otherKeySeed)),
    }),
    changed("an unsigned checkpoint text", "checkpoint_malformed", { checkpoint: checkpointText(origin, SIZE, root) }),
    changed("not a verifier key", "key_invalid", { verifier_key: "trace-ledger.localhost" }),
  );
  // Witness policies: 2 of the 3 witnesses cosigned the note.
  const text = checkpointText(origin, SIZE, root);
  const cosignedBy = (by: number[]) => note(text, [logKeyLine(text), ...by.map((n) => cosignatureLine(WITNESSES[n - 1]!, text))]);
  const policy = (quorum: number) => ({ witnesses: WITNESSES.map((w) => w.vkey), quorum });
  const s3 = scores[3]!;
  const witnessed = {
    name: "",
    score: s3,
    score_digest: recordDigest(s3),
    leaf_hash: leafHash(s3),
    proof: proofOf(3),
    ...base,
    checkpoint: cosignedBy([1, 3]),
  };
  vectors.push(
    { ...witnessed, name: "cosigned by 2 of 3 witnesses, quorum 2", ...policy(2), valid: true },
    { ...witnessed, name: "cosigned by 2 of 3 witnesses, quorum 3", ...policy(3), valid: false, code: "quorum_unmet" },
    {
      ...witnessed,
      name: "cosigned by 1 of 3 witnesses, quorum 2",
      ...policy(2),
      checkpoint: cosignedBy([2]),
      valid: false,
      code: "quorum_unmet",
    },
    {
      ...witnessed,
      name: "cosigned by 2 of 3 witnesses, not signed by the log key, quorum 2",
      ...policy(2),
      checkpoint: formatNote(
        text,
        [1, 2].map((n) => cosignatureLine(WITNESSES[n - 1]!, text)),
      ),
      valid: false,
      code: "signature_invalid",
    },
    {
      ...witnessed,
      name: "a quorum above the witnesses given",
      witnesses: [WITNESSES[0]!.vkey],
      quorum: 2,
      valid: false,
      code: "quorum_unmet",
    },
  );
  return vectors.map(withRefusal);
}

type Case = {
  name: string;
  score: StoredScore;
  proof: InclusionProof;
  checkpoint: string;
  verifier_key: string;
  witnesses?: string[];
  quorum?: number;
  valid: boolean;
  code?: VerificationCode;
};

/** The case with the reference's refusal (code and reason) when invalid; a case refused for another reason than it was made for would test the wrong check. */
function withRefusal(given: object): object {
  const v = given as Case;
  const verdict = verifyScore(
    v.score,
    v.proof,
    v.checkpoint,
    v.quorum === undefined ? v.verifier_key : { logKey: v.verifier_key, witnesses: v.witnesses ?? [], quorum: v.quorum },
  );
  if (verdict.ok !== v.valid || (!verdict.ok && verdict.code !== v.code))
    throw new Error(`codegen: score-log vector "${v.name}" gives ${JSON.stringify(verdict)}, not ${v.code ?? "ok"}`);
  return verdict.ok ? v : { ...v, reason: verdict.reason };
}

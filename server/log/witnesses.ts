// Witness cosigning (c2sp.org/tlog-witness; docs/anchoring.md): the latest checkpoint of each
// agent's logs (record log and scores log: to a witness, two logs of two origins) is submitted to every configured witness with the consistency proof from the size the witness
// last cosigned, and the cosignature it answers (checked against its verifier key) is stored, to
// be served as a line of the checkpoint's note. Submissions run in the background, each witness
// in rounds of its own, and right after a cut (nudge): a witness that fails, answers garbage or
// hangs only costs its own requests (each bounded by a timeout, retried with backoff) and delays
// no other witness; an unreachable one is left alone for a while (doubling), a log it refused
// likewise. The checkpoint is served with the cosignatures it has, and every failure is logged
// and counted (stats()).
import type { Logger } from "pino";
import { formatNote, parseNote, parseCosignerKey, signatureLine, verifyCosignature } from "../../protocol/note.ts";
import type { CosignatureStore, LogKind, SignedCheckpointRow, TreeReader } from "../store/log-store.ts";
import { checkpointNote } from "./checkpoints.ts";
import { consistencyPath } from "./proofs.ts";
import { everyInterval, type Rounds } from "./rounds.ts";

export interface WitnessConfig {
  /** `<name>+<key id>+base64(0x04 ‖ Ed25519 public key)` (c2sp.org/tlog-cosignature). */
  verifierKey: string;
  /** The witness's submission prefix: checkpoints go to `<url>/add-checkpoint`. */
  url: string;
}

export interface WitnessStats {
  /** Checkpoints this witness cosigned (cosignature verified and stored). */
  cosigned: number;
  /** 409 answers: the witness knew another size of the log, and the submission started again from it. */
  conflicts: number;
  /** Submissions that got no valid cosignature after their retries. */
  failed: number;
  /** What the latest failure was. */
  lastError: string | null;
}

export interface Witnesses extends Pick<Rounds, "stop"> {
  /** A checkpoint was cut: submit it soon, without waiting for the next round. */
  nudge(): void;
  /** Counters per witness verifier key, since the process started. */
  stats(): Record<string, WitnessStats>;
  /** Runs one round now and resolves when it ended (tests, and nudges). */
  round(): Promise<void>;
}

export interface WitnessOptions {
  intervalMs: number;
  /** The longest one request may take. */
  timeoutMs: number;
  /** Attempts per submission for failures that may pass (network, timeout, 5xx). */
  attempts?: number;
  /** The first retry's delay; doubled for each next one. */
  backoffMs?: number;
}

const PAGE = 100;
/** A log the witness refused waits at most this long before its next try (doubling from the interval). */
const MAX_PAUSE_MS = 3_600_000;
/** A witness answering 409 again and again is not followed forever. */
const MAX_CONFLICTS = 3;
/** A cosignature answer is a few lines; anything longer is garbage. */
const MAX_ANSWER_BYTES = 16 * 1024;

/** A failure worth retrying within the submission (network, timeout, 5xx). */
class Transient extends Error {}

const base64 = (hex: string) => Buffer.from(hex, "hex").toString("base64");

/** The add-checkpoint request body: `old <size>`, the proof's hashes, a blank line, the note. */
export const addCheckpointBody = (oldSize: number, proof: readonly string[], note: string): string =>
  [`old ${oldSize}`, ...proof.map(base64), "", note].join("\n");

/** A kind of log as the witnesses see it: its cosignatures, and its tree for consistency proofs. */
export interface CosignedLog {
  kind: LogKind;
  cosignatures: CosignatureStore;
  tree: TreeReader;
}

/** A checkpoint awaiting a witness, with its log. */
interface Awaiting {
  source: CosignedLog;
  checkpoint: SignedCheckpointRow;
}

export function startWitnesses(
  logs: readonly CosignedLog[],
  configured: readonly WitnessConfig[],
  log: Logger,
  options: WitnessOptions,
): Witnesses {
  const { timeoutMs, attempts = 3, backoffMs = 250 } = options;
  const counters = new Map(
    configured.map((w) => [w.verifierKey, { cosigned: 0, conflicts: 0, failed: 0, lastError: null } as WitnessStats]),
  );
  // Per witness and log (kind and agent: slotOf): consecutive failures and when the next try may go.
  const paused = new Map<string, { failures: number; until: number }>();
  // The size each witness said it knows (409), so the next submission starts from it.
  const known = new Map<string, number>();
  // Per witness: its round under way (one at a time; a nudge meanwhile asks for one more after
  // it), and how long it is left alone after it could not be reached.
  // Aborts the requests in flight at stop(): a witness holding one open must not hold up shutdown.
  const stopping = new AbortController();
  const lanes = new Map(
    configured.map((w) => [w.verifierKey, { running: null as Promise<void> | null, again: false, failures: 0, until: 0 }]),
  );

  async function post(witness: WitnessConfig, body: string): Promise<{ status: number; text: string }> {
    // A timer of our own, not AbortSignal.timeout: inside AbortSignal.any Node 20 holds that
    // signal only weakly, and after a garbage collection the request never times out (a silent
    // witness then held its lane for good).
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")), timeoutMs);
    try {
      let res: Response;
      try {
        res = await fetch(`${witness.url.replace(/\/+$/, "")}/add-checkpoint`, {
          method: "POST",
          body,
          signal: AbortSignal.any([stopping.signal, timeout.signal]),
        });
      } catch (error) {
        throw new Transient(`no answer: ${(error as Error).message}`);
      }
      const text = await cappedText(res);
      if (res.status >= 500) throw new Transient(`${res.status}: ${text.slice(0, 200)}`);
      return { status: res.status, text };
    } finally {
      clearTimeout(timer);
    }
  }

  async function withRetries(witness: WitnessConfig, body: string): Promise<{ status: number; text: string }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await post(witness, body);
      } catch (error) {
        if (!(error instanceof Transient) || attempt >= attempts || stopping.signal.aborted) throw error;
        await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 1)));
      }
    }
  }

  const slotOf = (witness: WitnessConfig, { source, checkpoint }: Awaiting) =>
    `${witness.verifierKey}\n${source.kind}\n${checkpoint.agent_id}`;

  /** The witness's cosignature line of the checkpoint, or an Error saying why there is none. */
  async function cosign(witness: WitnessConfig, awaiting: Awaiting): Promise<string | Error> {
    const {
      source: { cosignatures, tree },
      checkpoint,
    } = awaiting;
    const { agent_id: agentId, tree_size: size } = checkpoint;
    const note = checkpointNote(checkpoint);
    const slot = slotOf(witness, awaiting);
    let oldSize = known.get(slot) ?? (await cosignatures.lastCosignedSize(agentId, witness.verifierKey));
    for (let conflicts = 0; ;) {
      if (oldSize > size) return new Error(`the witness knows a larger tree (${oldSize}) than this checkpoint (${size})`);
      const proof = oldSize === 0 ? [] : await consistencyPath(tree, agentId, oldSize, size);
      const { status, text } = await withRetries(witness, addCheckpointBody(oldSize, proof, note));
      if (status === 409 && ++conflicts <= MAX_CONFLICTS) {
        // The witness knows another size: the answer is that size, to prove consistency from.
        const match = /^(\d{1,15})\n?$/.exec(text);
        if (!match) return new Error(`409 with no size: ${JSON.stringify(text.slice(0, 100))}`);
        oldSize = Number(match[1]);
        known.set(slot, oldSize);
        counters.get(witness.verifierKey)!.conflicts++;
        continue;
      }
      if (status !== 200) return new Error(`${status}: ${text.slice(0, 200)}`);
      return cosignatureLine(witness, checkpoint.body, text);
    }
  }

  const pause = (failures: number) => Date.now() + Math.min(MAX_PAUSE_MS, Math.max(options.intervalMs, 1_000) * 2 ** (failures - 1));

  /** Submits one checkpoint; false when the witness could not be reached (its round stops there). */
  async function submit(witness: WitnessConfig, awaiting: Awaiting): Promise<boolean> {
    const { checkpoint } = awaiting;
    const slot = slotOf(witness, awaiting);
    const stats = counters.get(witness.verifierKey)!;
    const lane = lanes.get(witness.verifierKey)!;
    const line = await cosign(witness, awaiting).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (typeof line === "string") {
      await awaiting.source.cosignatures.insertCosignature({
        agent_id: checkpoint.agent_id,
        tree_size: checkpoint.tree_size,
        witness_key: witness.verifierKey,
        line,
        cosigned_ms: Date.now(),
      });
      known.set(slot, checkpoint.tree_size);
      paused.delete(slot);
      lane.failures = 0;
      stats.cosigned++;
      return true;
    }
    const unreachable = line instanceof Transient;
    // Unreachable: the witness waits (every log of it); refused: this log waits for this witness.
    const failures = unreachable ? ++lane.failures : (paused.get(slot)?.failures ?? 0) + 1;
    if (unreachable) lane.until = pause(failures);
    else paused.set(slot, { failures, until: pause(failures) });
    known.delete(slot);
    stats.failed++;
    stats.lastError = line.message;
    log.warn(
      {
        witness: witness.verifierKey,
        agent_id: checkpoint.agent_id,
        log: awaiting.source.kind,
        tree_size: checkpoint.tree_size,
        failures,
        failed_total: stats.failed,
        err: line.message,
      },
      "witness: no cosignature for this checkpoint; the checkpoint is served without it, and a later round tries again",
    );
    return !unreachable;
  }

  async function witnessRound(witness: WitnessConfig): Promise<void> {
    for (const source of logs) {
      if (lanes.get(witness.verifierKey)!.until > Date.now()) return;
      for (let after = ""; !stopping.signal.aborted;) {
        const checkpoints = await source.cosignatures.awaitingCosignature(witness.verifierKey, after, PAGE);
        for (const checkpoint of checkpoints) {
          if (stopping.signal.aborted) return;
          if ((paused.get(slotOf(witness, { source, checkpoint }))?.until ?? 0) > Date.now()) continue;
          if (!(await submit(witness, { source, checkpoint }))) return;
        }
        if (checkpoints.length < PAGE) break;
        after = checkpoints[checkpoints.length - 1]!.agent_id;
      }
    }
  }

  function laneRound(witness: WitnessConfig): Promise<void> {
    const lane = lanes.get(witness.verifierKey)!;
    if (lane.running) {
      lane.again = true;
      return lane.running;
    }
    lane.running = witnessRound(witness)
      .catch((error: unknown) => log.warn({ err: error, witness: witness.verifierKey }, "witness: a round failed; the next one retries"))
      .finally(() => {
        lane.running = null;
        if (lane.again && !stopping.signal.aborted) {
          lane.again = false;
          void laneRound(witness);
        }
      });
    return lane.running;
  }

  const round = async (): Promise<void> => void (await Promise.all(configured.map(laneRound)));

  // A timer per witness: a witness slow to answer delays no other witness's retries.
  const rounds = configured.map((witness) =>
    everyInterval(
      options.intervalMs,
      () => laneRound(witness),
      () => undefined,
    ),
  );
  return {
    nudge: () => void (configured.length > 0 && !stopping.signal.aborted && round()),
    stats: () => Object.fromEntries([...counters].map(([key, stats]) => [key, { ...stats }])),
    round,
    async stop() {
      stopping.abort();
      await Promise.all(rounds.map((lane) => lane.stop()));
      await Promise.all([...lanes.values()].map((lane) => lane.running));
    },
  };
}

/** The answer's text, refused past MAX_ANSWER_BYTES without reading more (a witness answers a few lines). */
async function cappedText(res: Response): Promise<string> {
  const chunks: Uint8Array[] = [];
  const reader = res.body?.getReader();
  try {
    for (let size = 0; reader;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_ANSWER_BYTES) {
        await reader.cancel().catch(() => undefined);
        return `(an answer of more than ${MAX_ANSWER_BYTES} bytes)`;
      }
      chunks.push(value);
    }
  } catch {
    throw new Transient("the answer broke off");
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The witness's line among the answer's, if it verifies over the checkpoint body; else an Error. */
function cosignatureLine(witness: WitnessConfig, body: string, answer: string): string | Error {
  if (!answer.endsWith("\n")) return new Error(`not cosignature lines: ${JSON.stringify(answer.slice(0, 100))}`);
  const lines = answer.slice(0, -1).split("\n");
  const parsed = parseNote(formatNote(body, lines));
  const key = parseCosignerKey(witness.verifierKey)!;
  const mine = parsed?.signatures.find((s) => s.name === key.name && s.keyId === key.keyId);
  if (!mine) return new Error(`no cosignature of ${key.name} in the answer: ${JSON.stringify(answer.slice(0, 100))}`);
  const line = signatureLine(mine);
  if (!verifyCosignature(formatNote(body, [line]), witness.verifierKey))
    return new Error(`${key.name}'s cosignature does not verify over the checkpoint`);
  return line;
}

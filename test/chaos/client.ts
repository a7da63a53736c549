// The TypeScript chaos client (test/chaos/README.md): enqueues records CHAOS_FROM..CHAOS_TO in
// background mode with a spool, waiting whenever the queue is full, then flushes until nothing
// is pending.
import { LedgerClient, RateLimitError, type RecordInput } from "../../sdk/node.ts";

const env = (name: string) => process.env[name] ?? "";
const from = Number(env("CHAOS_FROM"));
const to = Number(env("CHAOS_TO"));
const maxQueueBytes = Number(env("CHAOS_MAX_QUEUE_BYTES"));

/** Record `i`, the same in every SDK's client. */
export function record(nonce: string, i: number): RecordInput {
  const common = {
    record_id: `${nonce}-0000-4000-8000-${String(i).padStart(12, "0")}`,
    session_id: `chaos-${Math.floor(i / 1000)}`,
    client_ts_utc: 1_767_225_600_000 + i,
  };
  if (i % 2 === 0) return { ...common, behavior: "Observing", trigger_source: "chaos", trigger_description: `record ${i}` };
  return {
    ...common,
    behavior: "Thinking",
    prompt: `record ${i}: é ✓ 𝄞 <&> "q"`,
    output_payload: "ok",
    tags: ["chaos", "ü"],
    model_invocation: { provider: "openai", model_name: "gpt-4o", temperature: 0.5, tokens_in: i },
  };
}

const client = new LedgerClient({
  background: { spoolDir: env("CHAOS_SPOOL"), maxQueueBytes, lingerMs: 20 },
  retry: { backoffMs: [50, 100, 250] },
  timeoutMs: 5_000,
});
let maxSeen = 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (let i = from; i < to; i++) {
  for (;;) {
    try {
      client.enqueue(record(env("CHAOS_NONCE"), i));
      break;
    } catch (error) {
      if (!(error instanceof RateLimitError)) throw error;
      await sleep(5); // the queue is full: the service is slow or away
    }
  }
  maxSeen = Math.max(maxSeen, client.stats().queuedBytes);
  if ((i + 1) % 1000 === 0) console.log(`progress ${i + 1} ${maxSeen}`);
}
let total = { acked: 0, duplicates: 0, failed: 0 };
for (;;) {
  const result = await client.flush(5_000);
  total = {
    acked: total.acked + result.acked,
    duplicates: total.duplicates + result.duplicates,
    failed: total.failed + result.failed.length,
  };
  maxSeen = Math.max(maxSeen, client.stats().queuedBytes);
  if (result.pending === 0) break;
}
await client.close(5_000);
console.log(`done ${total.acked} ${total.duplicates} ${total.failed} ${maxSeen}`);

// The TypeScript enqueue micro-benchmark of bench scenario Q (bench/enqueue/README.md): CPU time
// per record on the caller's thread of validateRecord alone, of enqueue without a spool and of
// enqueue with one, interleaved in blocks so that drift and other load hit the three alike.
//
//   node scripts/run-ts.mjs bench/enqueue/enqueue.ts <records.json> <records per measure>
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LedgerClient, validateRecord, type RecordInput } from "../../sdk/node.ts";

const BLOCK = 100;
const QUEUED = 2_000;
const [file, countArg] = process.argv.slice(2);
const records = JSON.parse(fs.readFileSync(file!, "utf8")) as RecordInput[];
const count = Number(countArg);

// Nothing listens there: the sender's attempts fail and wait, the queue holds every record.
const client = (spoolDir?: string) =>
  new LedgerClient({
    endpoint: "http://127.0.0.1:9",
    apiKey: "bench",
    agentId: "bench-enqueue",
    background: { maxQueueBytes: 1 << 30, lingerMs: 60_000, exitFlushMs: 0, ...(spoolDir ? { spoolDir } : {}) },
  });

// process.cpuUsage: the process's CPU, which is the caller's thread's but for V8's GC helpers.
const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * validateRecord, enqueue without a spool and enqueue with one take turns over blocks of BLOCK
 * records, so drift and other load hit the three alike. Fresh clients every QUEUED records: a
 * queue that is being delivered holds a few thousand records, not all that were ever enqueued.
 * Returns the µs of CPU per record of each, block by block.
 */
async function measure(n: number): Promise<number[][]> {
  const blocks: number[][] = [[], [], []];
  for (let from = 0; from < n; from += QUEUED) {
    const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-enqueue-bench-"));
    const plain = client();
    const spooled = client(spoolDir);
    const ways = [validateRecord, (r: RecordInput) => plain.enqueue(r), (r: RecordInput) => spooled.enqueue(r)];
    for (let block = from; block < Math.min(n, from + QUEUED); block += BLOCK) {
      ways.forEach((way, w) => {
        const started = cpuMicros();
        for (let i = block; i < block + BLOCK; i++) way(records[i % records.length]!);
        blocks[w]!.push((cpuMicros() - started) / BLOCK);
      });
    }
    await Promise.all([plain.close(0), spooled.close(0)]);
    fs.rmSync(spoolDir, { recursive: true, force: true });
  }
  return blocks;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** What enqueue adds to validation: the median over blocks, so a GC pause or a preemption in one block does not decide it. */
const over = (enqueued: number[], validated: number[]) => median(enqueued.map((us, i) => us - validated[i]!));

await measure(Math.min(count, 2_000)); // warm-up
const [validate, enqueue, enqueueSpool] = await measure(count);
const meanOver = (enqueued: number[]) => mean(enqueued) - mean(validate!);
console.log(
  JSON.stringify({
    validate_us: mean(validate!),
    enqueue_over_us: over(enqueue!, validate!),
    enqueue_spool_over_us: over(enqueueSpool!, validate!),
    enqueue_over_mean_us: meanOver(enqueue!),
    enqueue_spool_over_mean_us: meanOver(enqueueSpool!),
  }),
);

// `npx tsx bench/tenant-isolation.ts <checkout> [<checkout> …]` (issue 33 item 5): how much one
// owner's heavy text slows another owner's writes on the same replica. Per checkout, a service on
// a schema of its own; owner B writes single records over one connection, first alone, then while
// owner A sends batches of records of 12,000 distinct three-letter words each (the most the text
// members hold) over 4 connections. Prints B's median and p99 per phase, and A's records/s.
import { randomUUID } from "node:crypto";
import { runLoad, type LoadOptions } from "./load/http-load.ts";
import { benchDatabase } from "./processes/database.ts";
import { createOwner, startService } from "./processes/service.ts";
import { recordOf } from "../test/support/records.ts";

const PHASE_MS = 8_000;
const HEAVY_BATCH = 10;

const trees = process.argv.slice(2);
if (trees.length === 0 || !process.env.DATABASE_URL) {
  console.error("usage: DATABASE_URL=… npx tsx bench/tenant-isolation.ts <repository checkout> [<checkout> …]");
  process.exit(2);
}

const words = Array.from({ length: 12_000 }, (_, i) =>
  [i / 676, (i / 26) % 26, i % 26].map((n) => String.fromCharCode(97 + (Math.floor(n) % 26))).join(""),
);
const heavy = () =>
  JSON.stringify({
    ...recordOf("Thinking"),
    record_id: randomUUID(),
    output_payload: words.slice(0, 8_000).join(" "),
    prompt: words.slice(8_000).join(" "),
  });
const light = () => JSON.stringify({ ...recordOf("Thinking"), record_id: randomUUID() });

function load(
  url: string,
  apiKey: string,
  agentId: string,
  connections: number,
  body: () => string,
  path: string,
): Omit<LoadOptions, "durationMs"> {
  return {
    url,
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    connections,
    next: () => ({ method: "POST", path: `${path}?agent_id=${agentId}`, body: body() }),
    ok: (status) => status === 200 || status === 201,
  };
}

for (const root of trees) {
  const db = benchDatabase(process.env.DATABASE_URL);
  const service = await startService(db, { root });
  try {
    const [a, b] = [await createOwner(service, ["heavy"]), await createOwner(service, ["light"])];
    const writesOfB = load(service.url, b.apiKey, b.agents.light!, 1, light, "/v1/records");
    const batchesOfA = load(
      service.url,
      a.apiKey,
      a.agents.heavy!,
      4,
      () => `{"records":[${Array.from({ length: HEAVY_BATCH }, heavy).join(",")}]}`,
      "/v1/records:batch",
    );
    await runLoad({ ...writesOfB, durationMs: 2_000 });
    const alone = await runLoad({ ...writesOfB, durationMs: PHASE_MS });
    const [beside, heavyLoad] = await Promise.all([
      runLoad({ ...writesOfB, durationMs: PHASE_MS }),
      runLoad({ ...batchesOfA, durationMs: PHASE_MS }),
    ]);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `${root}: B alone median ${ms(alone.latency.p50)}, p99 ${ms(alone.latency.p99)} (${alone.requests} writes); ` +
        `beside A median ${ms(beside.latency.p50)}, p99 ${ms(beside.latency.p99)} (${beside.requests} writes, ${beside.errors} failed); ` +
        `A ${((heavyLoad.requests * HEAVY_BATCH * 1000) / heavyLoad.elapsedMs).toFixed(0)} records/s (${heavyLoad.errors} failed)`,
    );
  } finally {
    await service.stop();
    await db.dispose();
  }
}

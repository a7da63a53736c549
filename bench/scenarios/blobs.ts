// L. Large payloads (docs/content.md): one 200 MB blob streamed up and down (MB/s each way) and
// the service's RSS growth meanwhile, then 1,000 concurrent 64 KB uploads (errors counted). The
// issue's goals on PostgreSQL: ≥ 100 MB/s both ways, RSS growth < 64 MB, no upload failing.
// The body is generated as it is sent and hashed on the way, so the bench holds no 200 MB either.
// Ceiling (PostgreSQL): the same bytes written and read by a bare script as 1 MiB bytea rows.
import { createHash, randomBytes } from "node:crypto";
import type { BenchContext } from "../context.ts";
import { AGENTS } from "../context.ts";
import { rawBytes } from "../ceilings/raw-bytes.ts";
import { treeRssBytes, sampleTreeRss } from "../processes/proc-usage.ts";
import { count, toMb, type ScenarioResult } from "../report/result.ts";

const PIECE = 1024 * 1024;
const SMALL = 64 * 1024;

/** `pieces` MiB of pseudo-random bytes (one random MiB, each piece a variation of it). */
function* pieces(total: number, seed: Buffer): Generator<Buffer> {
  for (let i = 0; i < total; i++) {
    const piece = Buffer.from(seed);
    piece.writeUInt32BE(i, 0);
    yield piece;
  }
}

function digestOf(total: number, seed: Buffer, salt: Buffer): string {
  const hash = createHash("sha256").update(salt);
  for (const piece of pieces(total, seed)) hash.update(piece);
  return `sha256:${hash.digest("hex")}`;
}

export async function blobThroughput(ctx: BenchContext): Promise<ScenarioResult> {
  const mib = ctx.options.quick ? 32 : 200;
  const concurrent = ctx.options.quick ? 100 : 1000;
  const service = await ctx.restart({
    env: { BLOB_MAX_BYTES: String(256 * PIECE), HTTP_REQUEST_TIMEOUT_MS: "600000", HTTP_HEADERS_TIMEOUT_MS: "60000" },
  });
  try {
    const agentId = ctx.owner.agents[AGENTS.batch]!;
    const headers = (salt: Buffer) => ({
      authorization: `Bearer ${ctx.owner.apiKey}`,
      "ledger-blob-salt": salt.toString("base64url"),
      "content-type": "application/octet-stream",
    });
    const url = (digest: string) => `${service.url}/v1/agents/${agentId}/blobs/${digest}`;
    const seed = randomBytes(PIECE);
    const salt = randomBytes(32);
    const digest = digestOf(mib, seed, salt);
    const rssBefore = treeRssBytes(service.pid);
    let peak = sampleTreeRss(service.pid);

    let began = performance.now();
    const source = pieces(mib, seed);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = source.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value));
      },
    });
    const put = await fetch(url(digest), { method: "PUT", headers: headers(salt), body, duplex: "half" } as RequestInit);
    if (put.status !== 201) throw new Error(`L: the upload answered ${put.status} ${(await put.text()).slice(0, 300)}`);
    const upSeconds = (performance.now() - began) / 1000;
    // Each direction's peak apart, to tell which one grows.
    const upGrowth = peak.stop() - rssBefore;
    peak = sampleTreeRss(service.pid);

    began = performance.now();
    const got = await fetch(url(digest), { headers: { authorization: `Bearer ${ctx.owner.apiKey}` } });
    const check = createHash("sha256").update(salt);
    let received = 0;
    for await (const chunk of got.body as unknown as AsyncIterable<Uint8Array>) {
      check.update(chunk);
      received += chunk.length;
    }
    const downSeconds = (performance.now() - began) / 1000;
    if (received !== mib * PIECE || `sha256:${check.digest("hex")}` !== digest) throw new Error("L: the download differs from the upload");
    const downGrowth = peak.stop() - rssBefore;
    const growth = Math.max(upGrowth, downGrowth);

    let failed = 0;
    began = performance.now();
    await Promise.all(
      Array.from({ length: concurrent }, async () => {
        const small = randomBytes(SMALL);
        const smallSalt = randomBytes(32);
        const smallDigest = `sha256:${createHash("sha256").update(smallSalt).update(small).digest("hex")}`;
        const res = await fetch(url(smallDigest), { method: "PUT", headers: headers(smallSalt), body: new Uint8Array(small) }).catch(
          () => undefined,
        );
        if (res?.status !== 201) failed += 1;
        await res?.arrayBuffer();
      }),
    );
    const smallSeconds = (performance.now() - began) / 1000;

    const ceiling = ctx.db.kind === "postgres" ? await ctx.withDatabase((db) => rawBytes(db, () => pieces(mib, seed))) : undefined;

    const mbps = (seconds: number) => (mib * PIECE) / 2 ** 20 / seconds;
    const against = (label: string, seconds: number | undefined) =>
      seconds === undefined ? {} : { ceiling: { label, value: mbps(seconds) } };
    return {
      id: "L",
      title: `blobs: ${mib} MB up and down, ${count(concurrent)} concurrent 64 KB uploads`,
      figures: [
        {
          key: "L.upload_mb_s",
          label: `${mib} MB upload`,
          unit: "MB/s",
          service: mbps(upSeconds),
          ...against("raw 1 MiB bytea inserts", ceiling?.writeSeconds),
          target: { of: "service", op: ">=", value: 100 },
        },
        {
          key: "L.download_mb_s",
          label: `${mib} MB download`,
          unit: "MB/s",
          service: mbps(downSeconds),
          ...against("raw 1 MiB bytea reads", ceiling?.readSeconds),
          target: { of: "service", op: ">=", value: 100 },
        },
        {
          key: "L.rss_growth_mb",
          label: "service RSS growth (the larger of the two)",
          unit: "MB",
          service: toMb(growth),
          target: { of: "service", op: "<=", value: 64 },
        },
        {
          key: "L.small_failed",
          label: `failed of ${count(concurrent)} concurrent 64 KB uploads`,
          unit: "count",
          service: failed,
          target: { of: "service", op: "<=", value: 0 },
        },
      ],
      notes: [
        `RSS growth over the start: ${toMb(upGrowth).toFixed(0)} MB at the upload's peak, ${toMb(downGrowth).toFixed(0)} MB at the download's`,
        `${count(concurrent)} uploads of 64 KB took ${smallSeconds.toFixed(1)} s`,
      ],
      data: {
        mib,
        upSeconds,
        downSeconds,
        rssGrowthBytes: growth,
        upGrowthBytes: upGrowth,
        downGrowthBytes: downGrowth,
        concurrent,
        failed,
        smallSeconds,
        ceiling,
      },
    };
  } finally {
    await ctx.restart();
  }
}

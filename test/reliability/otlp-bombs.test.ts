// OTLP bodies that are small on the wire and huge once decoded (issue 33, item 1): a 5 KB gzip
// protobuf of 2.6 M empty spans, 1.7 M `{}` spans in JSON, one span with 2.6 M empty attributes,
// an attribute value of 2.6 M items, 1.7 M `{}` in a JSON field OTLP does not have. All five at
// once against a real service process: each is refused with 413, the process's peak RSS grows by
// far less than what decoding them whole took (~700 MB each), and /healthz answers throughout.
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createStore, killAllServices, serviceEnv, spawnService, type ServiceStore } from "../support/processes.ts";
import { ownerWithAgent } from "../support/server.ts";
import { reportFigures, sleep } from "./helpers.ts";

const MiB = 1024 * 1024;
/** The OTLP endpoint's cap on a decompressed body (openapi.yaml: x-max-body-bytes). */
const BODY_CAP = 5 * MiB;
/**
 * Generous: each request may hold its 5 MiB decompressed (twice, while zlib joins its chunks) and
 * what the decoders' caps let through, a few tens of MB; five at once stay well under this.
 */
const MAX_RSS_GROWTH = 100 * MiB;
const PROBE_TIMEOUT_MS = 10_000;

const stores: ServiceStore[] = [];
afterAll(async () => {
  await killAllServices();
  await Promise.all(stores.map((store) => store.remove()));
});

const varint = (n: number) => {
  const out: number[] = [];
  for (; n > 127; n = Math.floor(n / 128)) out.push((n % 128) | 128);
  out.push(n);
  return Buffer.from(out);
};
/** A length-delimited protobuf field. */
const field = (tag: number, body: Buffer) => Buffer.concat([Buffer.from([tag]), varint(body.length), body]);
/** `count` copies of an empty length-delimited field `tag`: two bytes each. */
const empties = (tag: number, count: number) => Buffer.alloc(2 * count).fill(Buffer.from([tag, 0]));
/** ExportTraceServiceRequest{resource_spans{scope_spans{spans: [span bodies…]}}} around `spans` (already tagged). */
const request = (spans: Buffer) => field(0x0a, field(0x12, spans));

/** 2.6 M empty spans: Span fields of length 0, filling the decompressed cap. */
const protobufSpanBomb = () => request(empties(0x12, Math.floor((BODY_CAP - 16) / 2)));
/** A well-formed span: trace id, span id, start time. */
const SPAN_HEAD = Buffer.concat([
  field(0x0a, Buffer.alloc(16, 1)),
  field(0x12, Buffer.alloc(8, 2)),
  Buffer.from([0x39]),
  Buffer.alloc(8, 1),
]);
/** One span whose attributes are 2.6 M empty KeyValues. */
const protobufAttributeBomb = () => request(field(0x12, Buffer.concat([SPAN_HEAD, empties(0x4a, Math.floor((BODY_CAP - 64) / 2))])));
/** One span with one attribute: an array value of 2.6 M empty AnyValues (past the request's cap on elements). */
function protobufArrayBomb(): Buffer {
  const array = empties(0x0a, Math.floor((BODY_CAP - 128) / 2));
  const attribute = Buffer.concat([field(0x0a, Buffer.from("a")), field(0x12, field(0x2a, array))]);
  return request(field(0x12, Buffer.concat([SPAN_HEAD, field(0x4a, attribute)])));
}
/** `head`, then as many `{},` as the cap leaves room for, then `tail`. */
const jsonBomb = (head: string, tail: string) =>
  Buffer.from(head + "{},".repeat(Math.floor((BODY_CAP - head.length - tail.length) / 3)) + tail);
/** 1.7 M `{}` spans in OTLP JSON. */
const jsonSpanBomb = () => jsonBomb('{"resourceSpans":[{"scopeSpans":[{"spans":[', "{}]}]}]}");
/** 1.7 M `{}` in a field OTLP does not know (and the decoder never reads). */
const jsonUnknownFieldBomb = () => jsonBomb('{"resourceSpans":[],"x":[', "{}]}");

/** The process's RSS now and its peak since the last reset (Linux /proc). */
function memory(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)![1]) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}
/** Resets the peak (VmHWM) to the current RSS. */
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");

describe("OTLP decompression and span bombs", () => {
  it("several at once: each refused with 413, RSS growth bounded, /healthz answering throughout", async () => {
    const store = await createStore("pglite");
    stores.push(store);
    const service = await spawnService(serviceEnv(store));
    const owner = await ownerWithAgent(service);
    const url = `${service.baseUrl}/v1/otlp/v1/traces`;
    const post = async (body: Buffer, type: string) => {
      const started = Date.now();
      const res = await fetch(url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${owner.apiKey}`,
          "x-ledger-agent-id": owner.agentId,
          "content-type": type,
          "content-encoding": "gzip",
        },
        body: new Uint8Array(gzipSync(body, { level: 9 })),
        signal: AbortSignal.timeout(120_000),
      });
      // An accepted protobuf request is answered in protobuf: only an error is JSON.
      const text = res.headers.get("content-type")?.startsWith("application/json") ? await res.text() : "";
      return {
        status: res.status,
        code: text ? (JSON.parse(text) as { error?: { code?: string } }).error?.code : undefined,
        ms: Date.now() - started,
      };
    };

    const bombs = [
      { name: "protobuf spans", body: protobufSpanBomb(), type: "application/x-protobuf" },
      { name: "JSON spans", body: jsonSpanBomb(), type: "application/json" },
      { name: "protobuf attributes", body: protobufAttributeBomb(), type: "application/x-protobuf" },
      { name: "protobuf array value", body: protobufArrayBomb(), type: "application/x-protobuf" },
      { name: "JSON unknown field", body: jsonUnknownFieldBomb(), type: "application/json" },
    ];
    for (const bomb of bombs) expect(bomb.body.length, bomb.name).toBeLessThanOrEqual(BODY_CAP);
    const wire = Object.fromEntries(bombs.map((bomb) => [bomb.name, gzipSync(bomb.body, { level: 9 }).length]));
    expect(Math.max(...Object.values(wire))).toBeLessThan(16 * 1024);

    // One of each first, alone: code paths loaded, so the baseline is the service's own.
    for (const bomb of bombs) expect((await post(bomb.body, bomb.type)).status, bomb.name).toBe(413);
    await sleep(500);
    const baseline = memory(service.pid).rss;
    resetPeak(service.pid);

    let probing = true;
    const probes: { status: number; ms: number }[] = [];
    const prober = (async () => {
      while (probing) {
        const started = Date.now();
        const status = await fetch(`${service.baseUrl}/healthz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
          (res) => res.status,
          () => 0,
        );
        probes.push({ status, ms: Date.now() - started });
        await sleep(20);
      }
    })();
    const answers = await Promise.all(bombs.map((bomb) => post(bomb.body, bomb.type)));
    await sleep(200); // a last probe after the bombs
    probing = false;
    await prober;
    const { peak } = memory(service.pid);

    reportFigures("otlp bombs", {
      gzipBytes: wire,
      concurrent: answers.length,
      maxAnswerMs: Math.max(...answers.map((answer) => answer.ms)),
      rssBaselineMB: Math.round(baseline / MiB),
      peakGrowthMB: Math.round((peak - baseline) / MiB),
      probes: probes.length,
      maxProbeMs: Math.max(...probes.map((probe) => probe.ms)),
    });
    for (const answer of answers) expect([answer.status, answer.code]).toEqual([413, "payload_too_large"]);
    expect(peak - baseline).toBeLessThan(MAX_RSS_GROWTH);
    expect(probes.length).toBeGreaterThan(1);
    expect(probes.filter((probe) => probe.status !== 200)).toEqual([]);
  }, 300_000);
});

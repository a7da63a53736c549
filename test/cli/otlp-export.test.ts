// `trace-ledger export --format otlp` is exact: a slow receiver only slows it down, a flaky one is
// retried (Retry-After honoured), and whatever does not arrive — refused, rejected by partial
// success, or an endpoint that is not there — makes it exit 1 saying how many spans in one line.
// Exported spans carry their record's place in the log; exported into the service's own OTLP
// endpoint, they come back as records, and a second export stores nothing new.
import { beforeAll, describe, expect, it } from "vitest";
import { spanIdOf } from "../../cli/otlp.ts";
import { LedgerClient } from "../../sdk/index.ts";
import { recordOf } from "../support/records.ts";
import { call, ownerWithAgent } from "../support/server.ts";
import { freePort } from "../support/processes.ts";
import { useServer } from "../server/http/helpers.ts";
import { otlpReceiver, type Behaviour } from "./otlp-receiver.ts";
import { runCli, startCli } from "./run.ts";

const server = useServer();
const RECORDS = 1_100; // three requests of at most 500 spans
const COVERED = 1_000; // the checkpoint is cut after these

let agent: { apiKey: string; agentId: string };
let checkpoint: { tree_size: number; root_hash: string };

beforeAll(async () => {
  agent = await ownerWithAgent(server());
  const client = new LedgerClient({ apiKey: agent.apiKey, agentId: agent.agentId, endpoint: server().baseUrl });
  const submit = async (count: number) => {
    for (let i = 0; i < count; i += 50)
      await client.submitBatch(Array.from({ length: Math.min(50, count - i) }, () => recordOf("Observing")));
  };
  await submit(COVERED);
  checkpoint = (await call(server(), "POST", `/v1/agents/${agent.agentId}/checkpoints`, { key: agent.apiKey })).body;
  await submit(RECORDS - COVERED);
});

const exportTo = (url: string, ...extra: string[]) =>
  runCli(server().baseUrl, ["export", "--agent", agent.agentId, "--format", "otlp", "--otlp-endpoint", url, ...extra], {
    LEDGER_API_KEY: agent.apiKey,
  });

async function withReceiver<T>(behaviour: Behaviour, body: (receiver: Awaited<ReturnType<typeof otlpReceiver>>) => Promise<T>): Promise<T> {
  const receiver = await otlpReceiver(behaviour);
  try {
    return await body(receiver);
  } finally {
    await receiver.close();
  }
}

const lastLine = (stderr: string) => stderr.trim().split("\n").at(-1)!;

describe("export --format otlp", () => {
  it("delivers every span to a slow receiver, each once, with its leaf index and covering checkpoint", async () => {
    await withReceiver(
      () => ({ delayMs: 1_500 }),
      async (receiver) => {
        const run = await exportTo(receiver.url);
        expect(run.code, run.stderr).toBe(0);
        expect(receiver.requests).toBe(3);
        expect(receiver.spans).toHaveLength(RECORDS);
        expect(new Set(receiver.spans.map((span) => span.spanId)).size).toBe(RECORDS);
        // The trace oldest first is the log's leaf order.
        const client = new LedgerClient({ apiKey: agent.apiKey, agentId: agent.agentId, endpoint: server().baseUrl });
        const first = (await client.getTrace({ order: "asc", limit: 1 })).records[0]!;
        const proof = await client.getInclusionProof(first.record_id);
        const firstSpan = receiver.spans.find((span) => span.spanId === spanIdOf(first.record_id))!;
        expect(firstSpan.attributes).toMatchObject({
          "trace_ledger.log.leaf_index": proof.leaf_index,
          "trace_ledger.log.checkpoint_size": checkpoint.tree_size,
          "trace_ledger.log.checkpoint_root": checkpoint.root_hash,
        });
        const indexes = receiver.spans.map((span) => span.attributes["trace_ledger.log.leaf_index"] as number).sort((a, b) => a - b);
        expect(indexes).toEqual(Array.from({ length: RECORDS }, (_, i) => i));
        const uncovered = receiver.spans.filter((span) => !("trace_ledger.log.checkpoint_size" in span.attributes));
        expect(
          uncovered.map((span) => span.attributes["trace_ledger.log.leaf_index"]).sort((a, b) => (a as number) - (b as number))[0],
        ).toBe(COVERED);
        expect(uncovered).toHaveLength(RECORDS - COVERED);
      },
    );
  });

  it("retries a flaky receiver (503 with Retry-After, 429, a cut connection) and still delivers every span", async () => {
    const flaky: Behaviour = (n) => [{ status: 503, retryAfter: "1" }, { status: 429, retryAfter: "0" }, { hangUp: true }, {}][n % 4]!;
    await withReceiver(flaky, async (receiver) => {
      const run = await exportTo(receiver.url);
      expect(run.code, run.stderr).toBe(0);
      expect(receiver.spans).toHaveLength(RECORDS);
      expect(new Set(receiver.spans.map((span) => span.spanId)).size).toBe(RECORDS);
      expect(run.stderr).toContain(`retrying in 1.0 s: ${receiver.url} answered HTTP 503: try later`);
      expect(run.stderr).toContain(`retrying in 0.0 s: ${receiver.url} answered HTTP 429`);
      expect(run.stderr).toMatch(/retrying in \d+\.\d s: cannot reach /);
    });
  });

  it("exits 1 with the count not delivered when the receiver keeps failing, refuses, or rejects spans", async () => {
    await withReceiver(
      () => ({ status: 503, retryAfter: "0" }),
      async (receiver) => {
        const run = await exportTo(receiver.url, "--otlp-attempts", "2");
        expect(run.code).toBe(1);
        expect(lastLine(run.stderr)).toBe(
          `trace-ledger: ${RECORDS} of ${RECORDS} spans not delivered to ${receiver.url}: ${receiver.url} answered HTTP 503: try later`,
        );
        expect(receiver.requests).toBe(2);
      },
    );
    await withReceiver(
      (n) => (n === 1 ? { status: 400 } : {}),
      async (receiver) => {
        const run = await exportTo(receiver.url);
        expect(run.code).toBe(1);
        expect(lastLine(run.stderr)).toBe(
          `trace-ledger: ${RECORDS - 500} of ${RECORDS} spans not delivered to ${receiver.url}: ${receiver.url} answered HTTP 400: try later`,
        );
        expect(receiver.spans).toHaveLength(500);
      },
    );
    await withReceiver(
      (n) => (n === 0 ? { reject: 7 } : {}),
      async (receiver) => {
        const run = await exportTo(receiver.url);
        expect(run.code).toBe(1);
        expect(lastLine(run.stderr)).toBe(
          `trace-ledger: 7 of ${RECORDS} spans not delivered to ${receiver.url}: the receiver rejected them: 7 spans refused by the test receiver`,
        );
      },
    );
  });

  it.each(["2000000", "99999999"])(
    "waits at most 60 s when Retry-After asks for %s s (not days, not Node's overflowed 1 ms)",
    async (seconds) => {
      await withReceiver(
        () => ({ status: 503, retryAfter: seconds }),
        async (receiver) => {
          const cli = startCli(
            server().baseUrl,
            ["export", "--agent", agent.agentId, "--format", "otlp", "--otlp-endpoint", receiver.url],
            { LEDGER_API_KEY: agent.apiKey },
          );
          try {
            let stderr = "";
            await new Promise<void>((resolve, reject) => {
              cli.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
                stderr += chunk;
                if (stderr.includes("retrying in")) resolve();
              });
              cli.once("exit", () => reject(new Error(`the CLI exited before retrying:\n${stderr}`)));
            });
            expect(stderr).toContain(`retrying in 60.0 s: ${receiver.url} answered HTTP 503`);
          } finally {
            cli.kill("SIGKILL");
          }
        },
      );
    },
  );

  it("says in one line that an endpoint cannot be reached", async () => {
    const url = `http://127.0.0.1:${await freePort()}/v1/traces`;
    const run = await exportTo(url, "--otlp-attempts", "2");
    expect(run.code).toBe(1);
    expect(lastLine(run.stderr)).toMatch(
      new RegExp(`^trace-ledger: ${RECORDS} of ${RECORDS} spans not delivered to ${url}: cannot reach ${url} \\(ECONNREFUSED`),
    );
    expect(run.stderr).not.toContain("undefined");
  });

  it("exports into the service's own OTLP endpoint: the spans come back as records, and again store nothing new", async () => {
    const target = await ownerWithAgent(server());
    const url = `${server().baseUrl}/v1/otlp/v1/traces`;
    const headers = ["--otlp-header", `authorization=Bearer ${target.apiKey}`, "--otlp-header", `x-ledger-agent-id=${target.agentId}`];
    const first = await exportTo(url, ...headers);
    expect(first.code, first.stderr).toBe(0);
    const count = async () => {
      const client = new LedgerClient({ apiKey: target.apiKey, agentId: target.agentId, endpoint: server().baseUrl });
      let total = 0;
      for (
        let after: string | undefined, page;
        (page = await client.getTrace({ order: "asc", after, limit: 500 }));
        after = page.next_cursor!
      ) {
        total += page.records.length;
        if (page.next_cursor === null) break;
      }
      return total;
    };
    expect(await count()).toBe(RECORDS);
    // The source's log moves on between the two exports: a new checkpoint covers every record now.
    expect((await call(server(), "POST", `/v1/agents/${agent.agentId}/checkpoints`, { key: agent.apiKey })).status).toBe(201);
    const second = await exportTo(url, ...headers);
    expect(second.code, second.stderr).toBe(0);
    expect(await count()).toBe(RECORDS);
  });
});

// A real Prometheus server (Debian's package, run here as a plain process on a free port with
// a config and storage of its own) scrapes the service's /metrics with METRICS_TOKEN and answers
// a query with what the test stored; the example alert rules pass promtool (check and unit tests) and load.
// Skipped, saying so, where Prometheus is not installed, unless REQUIRE_PROMETHEUS=1 (CI).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordOf } from "../../support/records.ts";
import { REPO } from "../../support/scratch-copy.ts";
import { freePort } from "../../support/processes.ts";
import { prometheusUnavailable } from "../../support/required.ts";
import { ownerWithAgent, startTestServer, type TestServer } from "../../support/server.ts";
import { agentClient } from "../http/helpers.ts";

const unavailable = prometheusUnavailable();
const ALERTS = path.join(REPO, "docs/prometheus/alerts.yml");
const TOKEN = randomBytes(24).toString("hex");
const RECORDS = 7;

interface Vector {
  metric: Record<string, string>;
  value: [number, string];
}

describe.skipIf(unavailable !== undefined)(`Prometheus scrapes the service${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  let server: TestServer;
  let prometheus: ChildProcess;
  let prometheusUrl: string;
  let dir: string;
  let output = "";

  beforeAll(async () => {
    server = await startTestServer({ config: { metrics: { token: TOKEN, port: undefined, host: "127.0.0.1" } } });
    const owner = await ownerWithAgent(server);
    const client = agentClient(server, owner);
    for (let i = 0; i < RECORDS; i++) expect((await client.submit(recordOf("Observing"))).status).toBe(201);

    dir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-prometheus-"));
    fs.writeFileSync(path.join(dir, "token"), TOKEN, { mode: 0o600 });
    const config = {
      global: { scrape_interval: "1s", evaluation_interval: "1s" },
      rule_files: [ALERTS],
      scrape_configs: [
        {
          job_name: "trace-ledger",
          metrics_path: "/metrics",
          authorization: { credentials_file: path.join(dir, "token") },
          static_configs: [{ targets: [new URL(server.baseUrl).host] }],
        },
      ],
    };
    fs.writeFileSync(path.join(dir, "prometheus.yml"), JSON.stringify(config)); // JSON is YAML
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      "prometheus",
      [
        `--config.file=${path.join(dir, "prometheus.yml")}`,
        `--storage.tsdb.path=${path.join(dir, "data")}`,
        `--web.listen-address=127.0.0.1:${port}`,
        "--log.level=warn",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    prometheus.stdout!.on("data", (chunk) => (output += chunk));
    prometheus.stderr!.on("data", (chunk) => (output += chunk));
  });

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus.once("exit", resolve));
      prometheus.kill("SIGTERM");
      await exited;
    }
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The query's instant vector, once it has `count` series (waits, bounded, for the first scrapes). */
  async function query(expr: string, count = 1): Promise<Vector[]> {
    for (let attempt = 0; attempt < 120; attempt++) {
      if (prometheus.exitCode !== null) throw new Error(`prometheus exited (${prometheus.exitCode}): ${output}`);
      const res = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(expr)}`).catch(() => undefined);
      if (res?.ok) {
        const answer = (await res.json()) as { status: string; data: { result: Vector[] } };
        if (answer.data.result.length >= count) return answer.data.result;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`no answer to ${expr} within a minute; prometheus said: ${output}`);
  }

  it("scrapes /metrics with the bearer token, and answers the number of records stored", async () => {
    const [up] = await query('up{job="trace-ledger"}');
    expect(up!.value[1]).toBe("1");
    const [stored] = await query('trace_ledger_records_stored_total{job="trace-ledger"}');
    expect(Number(stored!.value[1])).toBe(RECORDS);
    const [requests] = await query('sum(trace_ledger_http_requests_total{job="trace-ledger",operation="submitRecord",status="201"})');
    expect(Number(requests!.value[1])).toBe(RECORDS);
  });

  it("loads the example alert rules, evaluates each without error, and none fires on a healthy service", async () => {
    type Rule = { name: string; health: string; state: string; lastError?: string };
    let rules: Rule[] = [];
    for (let attempt = 0; attempt < 60 && (rules.length === 0 || rules.some((rule) => rule.health === "unknown")); attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      const res = await fetch(`${prometheusUrl}/api/v1/rules?type=alert`);
      rules = ((await res.json()) as { data: { groups: { rules: Rule[] }[] } }).data.groups.flatMap((g) => g.rules);
    }
    expect(rules.length).toBe(12);
    expect(rules.map((rule) => rule.name)).toContain("TraceLedgerIntegrationLagging");
    expect(rules.filter((rule) => rule.health !== "ok")).toEqual([]);
    expect(rules.filter((rule) => rule.state !== "inactive").map((rule) => rule.name)).toEqual([]);
  });

  it("promtool: the alert rules pass `check rules` and their unit tests (alerts.test.yml), and the service's own metrics pass `check metrics`", async () => {
    const rules = spawnSync("promtool", ["check", "rules", ALERTS], { encoding: "utf8" });
    expect(rules.status, rules.stdout + rules.stderr).toBe(0);
    expect(rules.stdout).toContain("SUCCESS: 12 rules found");
    const unit = spawnSync("promtool", ["test", "rules", path.join(REPO, "docs/prometheus/alerts.test.yml")], { encoding: "utf8" });
    expect(unit.status, unit.stdout + unit.stderr).toBe(0);
    expect(unit.stdout).toContain("SUCCESS");
    const text = await (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    // Ours only: prom-client's default process metrics name three gauges `nodejs_active_*_total`, which the linter flags.
    const ours = text.split("\n").filter((line) => /^(# (HELP|TYPE) )?trace_ledger_/.test(line));
    expect(ours.length).toBeGreaterThan(50);
    const lint = spawnSync("promtool", ["check", "metrics"], { input: `${ours.join("\n")}\n`, encoding: "utf8" });
    expect(lint.stdout + lint.stderr).toBe("");
    expect(lint.status).toBe(0);
  });
});

// The shared vectors (test/vectors/, written by codegen/vectors.ts, read by every SDK): the
// TypeScript SDK agrees with each of them through its public surface, the service agrees with the
// record verdicts over real HTTP, and the files hold what RFC 8785 and the schema's rules fix.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../generated/canonical.ts";
import { LedgerError, SUPPORTED_SCHEMA_VERSIONS, ValidationError, validateRecord } from "../../sdk/index.ts";
import { registerAgent, useServer } from "../server/http/helpers.ts";
import { call, createOwner } from "../support/server.ts";
import { ack, json, testClient, type Step } from "./fake.ts";

const read = (name: string) => JSON.parse(fs.readFileSync(new URL(`../vectors/${name}`, import.meta.url), "utf8"));

interface RecordVector {
  name: string;
  record?: unknown;
  record_json?: string;
  judged_under: string | null;
  valid: boolean;
  errors: { code: string; field: string; reason: string }[];
}
interface CanonicalVector {
  name: string;
  input: string;
  canonical: string;
  bytes: number;
  sha256: string;
}
type Answer = { status: number; headers: Record<string, string>; body: string } | { network_error: true };
interface RetryVector {
  name: string;
  responses: Answer[];
  max_retries: number;
  attempts: number;
  outcome: { ok: boolean; code?: string };
  delays_ms: number[];
}

const records: RecordVector[] = read("records.json").vectors;
const canonical: CanonicalVector[] = read("canonical.json").vectors;
const retries: RetryVector[] = read("retry.json").vectors;
const recordOf = (v: RecordVector): unknown => (v.record_json === undefined ? structuredClone(v.record) : JSON.parse(v.record_json));
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** The details a vector's first error has on the wire: its field and reason, and for an unsupported version the supported ones. */
const detailsOf = (v: RecordVector) => ({
  field: v.errors[0]!.field,
  reason: v.errors[0]!.reason,
  ...(v.errors[0]!.code === "schema_version_unsupported" && { supported_versions: [...SUPPORTED_SCHEMA_VERSIONS] }),
});

describe("the vector files", () => {
  it("hold valid and invalid records of every behaviour, and a failure of every rule and x- keyword", () => {
    for (const behavior of ["Observing", "Planning", "Thinking", "ToolCalling", "Acting", "Reflecting", "Other"]) {
      expect(
        records.some((v) => v.valid && (v.record as { behavior?: string }).behavior === behavior),
        behavior,
      ).toBe(true);
    }
    const reasons = records.flatMap((v) => v.errors.map((e) => e.reason)).join("\n");
    for (const rule of [
      "is required",
      "is not a known field",
      "has an unknown value",
      "must be one of",
      "must be integer",
      "must be string",
      "must be >",
      "must be <=",
      "UUID",
      "more than 64 characters",
      "fewer than 1 characters",
      "items",
      "bytes (UTF-8)",
      "levels deep",
      "finite number",
      "cannot be stored",
    ]) {
      expect(reasons, rule).toContain(rule);
    }
  });

  it("print numbers as RFC 8785 (ECMAScript) says, and sort keys by UTF-16 code units", () => {
    const byName = (prefix: string) => canonical.find((v) => v.name.startsWith(prefix))!.canonical;
    expect(byName("numbers")).toBe(
      "[1e+21,1e-7,123456789012345680000,0.30000000000000004,0,5e-324,1.7976931348623157e+308,100,1.5,100000000000000000000,0.000001,-1.5e-10,4.35,0.1]",
    );
    expect(byName("RFC 8785 §3.2.2")).toBe(
      String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`,
    );
    expect(byName("key order")).toBe('{"":7,"a":2,"b":1,"\u0080":5,"€":3,"😀":4,"\ue000":6}');
  });
});

describe("the TypeScript SDK agrees with every record vector", () => {
  it.each(records.map((v) => [v.name, v] as const))("%s", async (_, vector) => {
    const record = recordOf(vector);
    const checked = validateRecord(record);
    expect(checked.ok).toBe(vector.valid);
    if (checked.ok) expect(checked.version).toBe(vector.judged_under);
    else expect([checked.code, checked.error]).toEqual([vector.errors[0]!.code, detailsOf(vector)]);
    // submit fills a missing schema_version, so such a record is not the vector's any more.
    if (!isObject(record) || !("schema_version" in record)) return;
    // submit refuses the invalid ones locally, with the same code and field, before any request.
    const { client, sent } = testClient([json(201, ack(String(record.record_id)))]);
    const outcome = await client.submit(record as never).then(
      () => "sent",
      (error: unknown) => error,
    );
    if (vector.valid) {
      expect(outcome).toBe("sent");
    } else {
      expect(outcome).toBeInstanceOf(ValidationError);
      expect((outcome as ValidationError).code).toBe(vector.errors[0]!.code);
      expect((outcome as ValidationError).details).toEqual(detailsOf(vector));
      expect(sent).toHaveLength(0);
    }
  });
});

describe("the TypeScript SDK agrees with every canonical vector", () => {
  it.each(canonical.map((v) => [v.name, v] as const))("%s", (_, vector) => {
    const text = canonicalJson(JSON.parse(vector.input));
    expect(text).toBe(vector.canonical);
    expect(Buffer.byteLength(text)).toBe(vector.bytes);
    expect(createHash("sha256").update(text).digest("hex")).toBe(vector.sha256);
  });
});

describe("the TypeScript SDK agrees with every retry vector", () => {
  const step = (answer: Answer): Step =>
    "network_error" in answer
      ? new TypeError("fetch failed: socket hang up")
      : new Response(answer.body, { status: answer.status, headers: answer.headers });

  it.each(retries.map((v) => [v.name, v] as const))("%s", async (_, vector) => {
    const { client, sent, waits } = testClient(vector.responses.map(step), { retry: { attempts: vector.max_retries } });
    const outcome = await client.getSession("s-1").then(
      () => ({ ok: true }),
      (error: unknown) => {
        expect(error).toBeInstanceOf(LedgerError);
        return { ok: false, code: (error as LedgerError).code };
      },
    );
    expect(outcome).toEqual(vector.outcome);
    expect(sent).toHaveLength(vector.attempts);
    expect(waits).toEqual(vector.delays_ms);
  });
});

describe("the service agrees with every record vector", () => {
  const server = useServer();

  it("accepts the valid ones (or resolves their references), and refuses the others with the same field and reason", async () => {
    const { apiKey } = await createOwner(server());
    for (const vector of records) {
      const agent = await registerAgent(server(), apiKey); // record ids repeat across vectors
      const body = vector.record_json ?? JSON.stringify(vector.record);
      const res = await call(server(), "POST", `/v1/records?agent_id=${agent.body.agent_id}`, {
        key: apiKey,
        rawBody: body,
        headers: { "content-type": "application/json" },
      });
      if (vector.valid) {
        expect([res.status, res.body.error?.code], vector.name).toEqual(
          res.status === 422 ? [422, "reference_unresolved"] : [201, undefined],
        );
      } else if (res.status === 413) {
        // The service measures the whole body before parsing it against the schema.
        expect([vector.errors[0]!.field, res.body.error.code], vector.name).toEqual(["", "payload_too_large"]);
      } else {
        const status = vector.errors[0]!.code === "schema_version_unsupported" ? 422 : 400;
        expect([res.status, res.body.error.code, res.body.error.details], vector.name).toEqual([
          status,
          vector.errors[0]!.code,
          detailsOf(vector),
        ]);
      }
    }
  });
});

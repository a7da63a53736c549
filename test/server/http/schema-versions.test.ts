// Schema versions over HTTP: discovery (GET /v1/schemas, /v1/schemas/{version}), idempotency that
// outlives rule changes (a stored record resubmitted is a duplicate even when today's rules refuse
// it), and the Deprecation / Sunset headers of a deprecated version.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SCHEMA_VERSION, SUPPORTED_SCHEMA_VERSIONS } from "../../../generated/schema.ts";
import { storedForm } from "../../../server/records/accept.ts";
import { deprecationHeaders } from "../../../server/records/versions.ts";
import { recordOf } from "../../support/records.ts";
import { call } from "../../support/server.ts";
import { expectError, registerAgent, useAgent, useServer } from "./helpers.ts";

const server = useServer();
const me = useAgent(server);

describe("GET /v1/schemas", () => {
  it("lists every supported version with its status and where its schema is, without a key", async () => {
    const res = await call(server(), "GET", "/v1/schemas");
    expect(res.status).toBe(200);
    expect(res.body.current).toBe(SCHEMA_VERSION);
    expect(res.body.versions.map((v: { version: string }) => v.version)).toEqual([...SUPPORTED_SCHEMA_VERSIONS]);
    expect(res.body.versions[0]).toEqual({ version: SCHEMA_VERSION, status: "current", url: `/v1/schemas/${SCHEMA_VERSION}` });
  });

  it.each(SUPPORTED_SCHEMA_VERSIONS)("serves %s byte for byte as the SDKs ship it", async (version) => {
    const res = await fetch(`${server().baseUrl}/v1/schemas/${version}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/schema+json");
    const shipped = readFileSync(new URL(`../../../generated/schemas/${version}/record.schema.json`, import.meta.url), "utf8");
    expect(await res.text()).toBe(shipped);
  });

  it("serves 1.0 exactly as frozen", async () => {
    const res = await fetch(`${server().baseUrl}/v1/schemas/1.0`);
    expect(await res.text()).toBe(readFileSync(new URL("../../../schema/versions/1.0/record.schema.json", import.meta.url), "utf8"));
  });

  it("answers 404 not_found for a version it does not accept", async () => {
    expectError(await call(server(), "GET", "/v1/schemas/0.9"), 404, "not_found");
  });
});

describe("idempotency outlives rule changes", () => {
  /** Stores a record as it was accepted under earlier rules, bypassing today's. */
  async function storedUnderEarlierRules(record: Record<string, unknown>): Promise<number> {
    const serverTs = Date.now() - 60_000;
    const [outcome] = await server().service.services.writes.ingest([
      {
        agentId: me.agentId,
        recordId: record.record_id as string,
        sessionId: record.session_id as string,
        behavior: record.behavior as string,
        ...storedForm(record, me.agentId, serverTs),
        serverTs,
        references: [],
      },
    ]);
    expect(outcome!.kind).toBe("stored");
    return serverTs;
  }

  const earlier = () =>
    [
      // A version since retired, and a field today's rules for its version refuse.
      ["a retired version", { ...recordOf("Observing"), schema_version: "0.9", notes: "under 0.9" }, 422, "schema_version_unsupported"],
      ["a rule tightened since", { ...recordOf("Observing"), schema_version: "1.0", duration_ms: 7 }, 400, "validation_failed"],
    ] as const;

  it.each(earlier())(
    "a resubmission of a record stored under %s is a duplicate, single and in a batch",
    async (_, record, status, code) => {
      const serverTs = await storedUnderEarlierRules(record);
      const single = await me.client.submit(record);
      expect([single.status, single.body]).toEqual([
        200,
        { record_id: record.record_id, session_id: record.session_id, server_ts_utc: serverTs, is_duplicate: true },
      ]);
      // With agent_id and server_ts_utc in the body, as an export holds it: still the same record.
      const exported = { ...record, agent_id: me.agentId, server_ts_utc: serverTs };
      const batch = await me.client.batch([exported, { ...record, notes: "another body" }, { ...record, record_id: randomUUID() }]);
      expect(batch.body.results[0]).toEqual({
        record_id: record.record_id,
        session_id: record.session_id,
        server_ts_utc: serverTs,
        is_duplicate: true,
      });
      // Not what is stored: today's rules decide.
      expect(batch.body.results[1]).toMatchObject({ record_id: record.record_id, code });
      expect(batch.body.results[2]).toMatchObject({ code });
      expectError(await me.client.submit({ ...record, notes: "another body" }), status, code);
    },
  );

  it("another agent's stored record is no duplicate of mine", async () => {
    const record = { ...recordOf("Observing"), schema_version: "0.9" };
    await storedUnderEarlierRules(record);
    const other = await registerAgent(server(), me.apiKey);
    const res = await call(server(), "POST", `/v1/records?agent_id=${other.body.agent_id}`, { key: me.apiKey, body: record });
    expectError(res, 422, "schema_version_unsupported");
  });
});

describe("a version that is no string", () => {
  it("is refused with its kind named, however deep it nests (writing it out overflowed the stack: a 500)", async () => {
    // Written as text: JSON.stringify of the value itself would overflow here first.
    const deep = `${"[".repeat(25_000)}"1.1"${"]".repeat(25_000)}`;
    for (const [version, named] of [
      [`{"v":${deep}}`, "(an object)"],
      [deep, "(an array)"],
      ["11", "11"],
    ] as const) {
      const record = JSON.stringify({ ...recordOf("Observing"), schema_version: "VERSION" }).replace('"VERSION"', version);
      const res = await call(server(), "POST", `/v1/records?agent_id=${me.agentId}`, {
        key: me.apiKey,
        rawBody: record,
        headers: { "content-type": "application/json" },
      });
      expectError(res, 422, "schema_version_unsupported");
      expect(res.body.error.message).toMatch(new RegExp(`^schema_version ${named.replace(/[()]/g, "\\$&")} is not supported`));
    }
  });
});

describe("a deprecated version", () => {
  const versions = [
    { version: "1.1", status: "current" },
    { version: "1.0", status: "deprecated", deprecated: "2026-12-01", sunset: "2027-06-30" },
  ] as const;

  it("is named by Deprecation (RFC 9745) and Sunset (RFC 8594) when a record uses it", () => {
    expect(deprecationHeaders([{ schema_version: "1.1" }], versions)).toBeUndefined();
    expect(deprecationHeaders([{ schema_version: "1.1" }, { schema_version: "1.0" }, null, 5], versions)).toEqual({
      deprecation: `@${Date.UTC(2026, 11, 1) / 1000}`,
      sunset: "Wed, 30 Jun 2027 23:59:59 GMT",
      link: '</v1/schemas/1.0>; rel="deprecation"; type="application/schema+json"',
    });
  });

  it("is not announced while none is deprecated (1.0 is supported)", async () => {
    const res = await me.client.submit({ ...recordOf("Observing"), schema_version: "1.0" });
    expect(res.status).toBe(201);
    expect(res.headers.get("deprecation")).toBeNull();
    expect(res.headers.get("sunset")).toBeNull();
  });
});

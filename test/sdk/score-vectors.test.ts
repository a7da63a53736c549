// test/vectors/scores.json (codegen/score-vectors.ts; read by the Python and Go SDKs too): the
// file holds a failure of every rule of the score schema, and the service agrees with each
// verdict over real HTTP — the valid scores pass validation (refused only for their unresolved
// target), the others are refused with the same code and field.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { registerAgent, useServer } from "../server/http/helpers.ts";
import { call, createOwner } from "../support/server.ts";

interface ScoreVector {
  name: string;
  score?: unknown;
  score_json?: string;
  valid: boolean;
  code?: string;
  field?: string;
  reason?: string;
}

const vectors: ScoreVector[] = JSON.parse(fs.readFileSync(new URL("../vectors/scores.json", import.meta.url), "utf8")).vectors;

describe("the score vectors", () => {
  it("hold valid scores of every kind of value and target, and a failure of every field of the schema", () => {
    const schema = JSON.parse(fs.readFileSync(new URL("../../schema/score.schema.json", import.meta.url), "utf8"));
    const failed = new Set(vectors.filter((v) => !v.valid).map((v) => v.field!.split("/")[1]));
    const settable = Object.keys(schema.properties).filter((name) => !["agent_id", "server_ts_utc", "scored_by"].includes(name));
    expect(settable.filter((name) => !failed.has(name))).toEqual([]);
    const valid = vectors.filter((v) => v.valid).map((v) => v.score as Record<string, unknown>);
    expect(new Set(valid.map((s) => typeof s.value))).toEqual(new Set(["number", "string", "boolean"]));
    expect(valid.some((s) => "record_id" in s) && valid.some((s) => "session_id" in s)).toBe(true);
  });
});

describe("the service agrees with every score vector", () => {
  const server = useServer();

  it("passes the valid ones to their target's resolution, and refuses the others with the same code and field", async () => {
    const { apiKey } = await createOwner(server());
    const agent = await registerAgent(server(), apiKey);
    for (const vector of vectors) {
      const res = await call(server(), "POST", `/v1/scores?agent_id=${agent.body.agent_id}`, {
        key: apiKey,
        rawBody: vector.score_json ?? JSON.stringify(vector.score),
        headers: { "content-type": "application/json" },
      });
      if (vector.valid) {
        // No session or record of the agent is named: valid, then unresolved.
        expect([res.status, res.body.error?.code], vector.name).toEqual([422, "reference_unresolved"]);
      } else {
        expect([res.status, res.body.error?.code, res.body.error?.details?.field], vector.name).toEqual([400, vector.code, vector.field]);
      }
    }
  });
});

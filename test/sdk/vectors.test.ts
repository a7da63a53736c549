// The shared vectors (test/vectors/, read by every SDK): current with the schema and the
// reference implementation, in line with RFC 8785 where the RFC fixes the answer, and agreed
// with by the TypeScript SDK and by the service over real HTTP.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { canonicalVectors, recordVectors, render, VECTOR_FILES } from "../../scripts/vectors.ts";
import { ValidationError } from "../../sdk/index.ts";
import { registerAgent, useServer } from "../server/http/helpers.ts";
import { call, createOwner } from "../support/server.ts";
import { ack, json, testClient } from "./fake.ts";

const file = (name: string) => fs.readFileSync(new URL(`../vectors/${name}`, import.meta.url), "utf8");

describe("test/vectors", () => {
  it.each(Object.keys(VECTOR_FILES))("%s is what scripts/vectors.ts makes now (run npm run vectors after a schema change)", (name) => {
    expect(file(name)).toBe(render(VECTOR_FILES[name as keyof typeof VECTOR_FILES]()));
  });

  it("canonical forms print numbers as RFC 8785 (ECMAScript) says", () => {
    const numbers = canonicalVectors().find((vector) => vector.name.startsWith("numbers"))!;
    expect(numbers.canonical).toBe("[1e+21,1e-7,123456789012345680000,0.30000000000000004,0,5e-324,1.7976931348623157e+308,100,1.5]");
    const keys = canonicalVectors().find((vector) => vector.name.startsWith("key order"))!;
    expect(keys.canonical).toBe('{"a":2,"b":1,"\u0080":5,"€":3,"😀":4}');
  });

  it("hold valid and invalid records of every behaviour", () => {
    const vectors = recordVectors();
    for (const behavior of ["Observing", "Planning", "Thinking", "ToolCalling", "Acting", "Reflecting", "Other"]) {
      expect(vectors.some((v) => v.valid && v.record.behavior === behavior), behavior).toBe(true);
    }
    expect(vectors.filter((v) => !v.valid).length).toBeGreaterThanOrEqual(15);
  });
});

describe("the TypeScript SDK agrees with every record vector", () => {
  it.each(recordVectors().map((v) => [v.name, v] as const))("%s", async (_, vector) => {
    const { client, sent } = testClient([json(201, ack(vector.record.record_id as string))]);
    const outcome = await client.submit(structuredClone(vector.record) as never).then(() => "sent", (error: unknown) => error);
    if (vector.valid) {
      expect(outcome).toBe("sent");
    } else {
      expect(outcome).toBeInstanceOf(ValidationError);
      expect((outcome as ValidationError).details).toEqual({ field: vector.errors[0]!.field, reason: vector.errors[0]!.reason });
      expect(sent).toHaveLength(0);
    }
  });
});

describe("the service agrees with every record vector", () => {
  const server = useServer();

  it("accepts the valid ones (or resolves their references), and refuses the others with the same field and reason", async () => {
    const { apiKey } = await createOwner(server());
    for (const vector of recordVectors()) {
      const agent = await registerAgent(server(), apiKey); // record ids repeat across vectors
      const res = await call(server(), "POST", `/v1/records?agent_id=${agent.body.agent_id}`, { key: apiKey, body: vector.record });
      if (vector.valid) {
        expect([res.status, res.body.error?.code], vector.name).toEqual(res.status === 422 ? [422, "reference_unresolved"] : [201, undefined]);
      } else {
        expect(res.status, vector.name).toBe(400);
        expect(res.body.error.details, vector.name).toEqual({ field: vector.errors[0]!.field, reason: vector.errors[0]!.reason });
      }
    }
  });
});

// parent_record_id and every upstream_record_id must name a stored record of the same agent; a
// record earlier in the same batch counts, unless it failed.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { recordOf } from "../../support/records.ts";
import { ownerWithAgent } from "../../support/server.ts";
import { ackOf, agentClient, type AgentClient, expectError, recordErrorOf, registerAgent, useAgent, useServer } from "./helpers.ts";

const server = useServer();
const me = useAgent(server);
/** Another agent of the same owner. */
let sibling: AgentClient;
/** An agent of another owner. */
let stranger: AgentClient;

beforeAll(async () => {
  const second = await registerAgent(server(), me.apiKey);
  sibling = agentClient(server(), { apiKey: me.apiKey, agentId: second.body.agent_id });
  stranger = agentClient(server(), await ownerWithAgent(server()));
});

const child = (references: { parent?: string; upstream?: string[] }) => ({
  ...recordOf("Thinking"),
  ...(references.parent ? { parent_record_id: references.parent } : {}),
  ...(references.upstream ? { upstream_record_id: references.upstream } : {}),
});

async function storedRecordOf(owner: AgentClient) {
  const record = recordOf("Observing");
  expect((await owner.submit(record)).status).toBe(201);
  return record;
}

describe("a single record's references", () => {
  it("resolve to stored records of the same agent: parent and every upstream", async () => {
    const [a, b, c] = [await storedRecordOf(me.client), await storedRecordOf(me.client), await storedRecordOf(me.client)];
    const record = child({ parent: a.record_id, upstream: [b.record_id, c.record_id] });
    const res = await me.client.submit(record);
    expect(res.status).toBe(201);
    expect((await me.client.record(record.record_id)).body).toMatchObject({
      parent_record_id: a.record_id,
      upstream_record_id: [b.record_id, c.record_id],
    });
  });

  it("do not resolve to another agent's record, even of the same owner: 422 reference_unresolved", async () => {
    const siblings = await storedRecordOf(sibling);
    const strangers = await storedRecordOf(stranger);
    const viaParent = child({ parent: siblings.record_id });
    expectError(await me.client.submit(viaParent), 422, "reference_unresolved", {
      field: "/parent_record_id",
      missing: [siblings.record_id],
    });
    const viaUpstream = child({ upstream: [strangers.record_id] });
    expectError(await me.client.submit(viaUpstream), 422, "reference_unresolved", {
      field: "/upstream_record_id",
      missing: [strangers.record_id],
    });
    expectError(await me.client.record(viaParent.record_id), 404, "not_found");
  });

  it("that are missing answer 422 naming every missing id once, and nothing is stored", async () => {
    const stored = await storedRecordOf(me.client);
    const [x, y] = [randomUUID(), randomUUID()];
    const record = child({ parent: x, upstream: [stored.record_id, y, x] });
    const error = expectError(await me.client.submit(record), 422, "reference_unresolved", { field: "/parent_record_id", missing: [x, y] });
    expect(error.message).toContain(x);
    expectError(await me.client.record(record.record_id), 404, "not_found");
  });

  it("resolve once the referenced record arrives: a refused child can be submitted again later", async () => {
    const parent = recordOf("Planning");
    const record = child({ parent: parent.record_id });
    expectError(await me.client.submit(record), 422, "reference_unresolved");
    expect((await me.client.submit(parent)).status).toBe(201);
    expect((await me.client.submit(record)).status).toBe(201);
  });

  it("input_record_id is a plain reference: it need not resolve", async () => {
    const record = { ...recordOf("Thinking"), input_record_id: randomUUID() };
    expect((await me.client.submit(record)).status).toBe(201);
  });

  it("must be canonical lowercase UUIDs: 400 validation_failed otherwise", async () => {
    const stored = await storedRecordOf(me.client);
    const error = expectError(await me.client.submit(child({ parent: stored.record_id.toUpperCase() })), 400, "validation_failed");
    expect(error.details).toMatchObject({ field: "/parent_record_id" });
  });
});

describe("references within a batch", () => {
  it("resolve to records earlier in the same batch, along chains", async () => {
    const a = recordOf("Observing");
    const b = child({ parent: a.record_id });
    const c = child({ parent: b.record_id, upstream: [a.record_id] });
    const res = await me.client.batch([a, b, c]);
    expect(res.body.results).toEqual([ackOf(a), ackOf(b), ackOf(c)]);
  });

  it("do not resolve to records later in the batch", async () => {
    const later = recordOf("Observing");
    const early = child({ parent: later.record_id });
    const res = await me.client.batch([early, later]);
    expect(res.body.results).toEqual([
      recordErrorOf(early.record_id, "reference_unresolved", { field: "/parent_record_id", missing: [later.record_id] }),
      ackOf(later),
    ]);
  });

  it("do not resolve to an earlier entry that failed, whatever made it fail", async () => {
    const session = `sess-${randomUUID()}`;
    await me.client.submit(recordOf("Acting", session));
    const invalid = { ...recordOf("Thinking"), output_payload: "" };
    const unsupported = { ...recordOf("Observing"), schema_version: "9.9" };
    const refusedActing = recordOf("Acting", session);
    const orphan = child({ parent: randomUUID() });
    const failed = [invalid, unsupported, refusedActing, orphan];
    const children = failed.map((parent) => child({ upstream: [parent.record_id] }));
    const res = await me.client.batch([...failed, ...children]);
    const results = res.body.results.slice(failed.length);
    expect(results).toEqual(
      failed.map((parent, i) =>
        recordErrorOf(children[i]!.record_id, "reference_unresolved", { field: "/upstream_record_id", missing: [parent.record_id] }),
      ),
    );
  });

  it("resolve to an earlier entry that replayed a stored record", async () => {
    const stored = await storedRecordOf(me.client);
    const dependent = child({ parent: stored.record_id });
    const res = await me.client.batch([stored, dependent]);
    expect(res.body.results).toEqual([ackOf(stored, true), ackOf(dependent)]);
  });

  it("do not resolve to another agent's record either", async () => {
    const siblings = await storedRecordOf(sibling);
    const res = await me.client.batch([child({ parent: siblings.record_id })]);
    expect(res.body.results[0]).toMatchObject({ code: "reference_unresolved", details: { missing: [siblings.record_id] } });
  });
});

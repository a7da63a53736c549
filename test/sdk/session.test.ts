import { describe, expect, it } from "vitest";
import { isValidRecordId } from "../../sdk/index.ts";
import { ack, json, testClient } from "./fake.ts";

const echo =
  () =>
  ({ body }: { body?: string }) => {
    const record = JSON.parse(body!);
    return json(201, ack(record.record_id, record.session_id));
  };
const batchEcho =
  () =>
  ({ body }: { body?: string }) =>
    json(200, { batch_id: "b", results: JSON.parse(body!).records.map((r: { record_id: string }) => ack(r.record_id)) });
const observing = { behavior: "Observing" as const, trigger_type: "user_message" as const };

describe("Session", () => {
  it("pins a fresh session id when none is given, without a network call", () => {
    const { client, sent } = testClient([]);
    const a = client.newSession();
    const b = client.newSession();
    expect(isValidRecordId(a.id)).toBe(true);
    expect(a.id).not.toBe(b.id);
    expect(sent).toHaveLength(0);
  });

  it("submit injects the pinned session_id", async () => {
    const { client, sent } = testClient([echo()]);
    const session = client.newSession("cycle-42");
    const result = await session.submit(observing);
    expect(JSON.parse(sent[0]!.body!).session_id).toBe("cycle-42");
    expect(result.session_id).toBe("cycle-42");
  });

  it("the session's id wins over one on the record", async () => {
    const { client, sent } = testClient([echo()]);
    await client.newSession("cycle-42").submit({ ...observing, session_id: "other" } as never);
    expect(JSON.parse(sent[0]!.body!).session_id).toBe("cycle-42");
  });

  it("writes the session_id into the caller's record; a frozen record resubmitted is still the same record", async () => {
    const { client, sent } = testClient([echo(), echo(), echo(), batchEcho()]);
    const session = client.newSession("cycle-9");
    const open = { behavior: "Observing" as const };
    await session.submit(open);
    expect(open).toMatchObject({ session_id: "cycle-9", record_id: JSON.parse(sent[0]!.body!).record_id });
    const frozen = Object.freeze({ behavior: "Observing" as const });
    await session.submit(frozen);
    await session.submit(frozen);
    expect(frozen).toEqual({ behavior: "Observing" });
    expect(JSON.parse(sent[2]!.body!)).toEqual(JSON.parse(sent[1]!.body!));
    // And in a batch.
    await session.submitBatch([frozen]);
    expect(JSON.parse(sent[3]!.body!).records).toEqual([JSON.parse(sent[1]!.body!)]);
  });

  it("submitBatch injects it into every record", async () => {
    const { client, sent } = testClient([batchEcho()]);
    await client.newSession("cycle-7").submitBatch([observing, { behavior: "Planning", goal: "g" }]);
    const { records } = JSON.parse(sent[0]!.body!);
    expect(records.map((r: { session_id: string }) => r.session_id)).toEqual(["cycle-7", "cycle-7"]);
  });

  it("id is read-only", () => {
    const { client } = testClient([]);
    const session = client.newSession("s");
    expect(() => {
      (session as { id: string }).id = "t";
    }).toThrow(TypeError);
  });
});

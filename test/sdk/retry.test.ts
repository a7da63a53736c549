import { describe, expect, it } from "vitest";
import { NetworkError, RateLimitError, ServerError, isValidRecordId } from "../../sdk/index.ts";
import { ack, dropped, envelope, hang, json, testClient, thinking } from "./fake.ts";

const ok = (body: unknown) => json(201, body);

describe("retries", () => {
  it("waits at least retry_after_ms from the body on 429, then succeeds", async () => {
    const { client, sent, waits } = testClient([
      envelope(429, "rate_limited", { retry_after_ms: 1_500 }),
      envelope(429, "rate_limited", { retry_after_ms: 100 }),
      ({ body }) => ok(ack(JSON.parse(body!).record_id)),
    ]);
    await client.submit(thinking());
    expect(sent).toHaveLength(3);
    expect(waits).toEqual([1_500, 1_000]); // the larger of the hint and the backoff
  });

  it("honours a Retry-After header (seconds) when the body has no hint", async () => {
    const { client, waits } = testClient([
      new Response("slow down", { status: 429, headers: { "retry-after": "3" } }),
      ({ body }) => ok(ack(JSON.parse(body!).record_id)),
    ]);
    await client.submit(thinking());
    expect(waits).toEqual([3_000]);
  });

  it("retries 500, 502, 503 and 504 with the default backoff, the last value repeating", async () => {
    const { client, sent, waits } = testClient(
      [
        envelope(500, "server_5xx"),
        envelope(502, "server_5xx"),
        envelope(503, "server_5xx"),
        envelope(504, "server_5xx"),
        ({ body }) => ok(ack(JSON.parse(body!).record_id)),
      ],
      { retry: { attempts: 4 } },
    );
    await client.submit(thinking());
    expect(sent).toHaveLength(5);
    expect(waits).toEqual([500, 1_000, 2_000, 2_000]);
  });

  it("uses a configured backoff", async () => {
    const { client, waits } = testClient(
      [envelope(503, "server_5xx"), envelope(503, "server_5xx"), json(200, { records: [], next_cursor: null })],
      {
        retry: { backoffMs: [7] },
      },
    );
    await client.getTrace();
    expect(waits).toEqual([7, 7]);
  });

  it("retries dropped connections and gives up with NetworkError after attempts + 1 tries", async () => {
    const { client, sent, waits } = testClient([dropped(), dropped(), dropped(), dropped()]);
    const error = await client.submit(thinking()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: "network_failed" });
    expect(sent).toHaveLength(4);
    expect(waits).toEqual([500, 1_000, 2_000]);
  });

  it("times an attempt out, retries it, and reports network_failed when every attempt hangs", async () => {
    const { client, sent } = testClient([hang, hang], { timeoutMs: 20, retry: { attempts: 1 } });
    const error = await client.getSession("s-1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).details.reason).toMatch(/timed out after 20 ms/);
    expect(sent).toHaveLength(2);
    expect(sent.every((r) => r.signal?.aborted)).toBe(true);
  });

  it("recovers when a timed-out attempt is followed by an answer", async () => {
    const { client, sent } = testClient([hang, json(200, { session_id: "s-1", records: [], closed: false, acting_record_id: null })], {
      timeoutMs: 20,
    });
    await expect(client.getSession("s-1")).resolves.toEqual({
      session_id: "s-1",
      records: [],
      closed: false,
      acting_record_id: null,
      next_cursor: null,
    });
    expect(sent).toHaveLength(2);
  });

  it("sends the byte-identical body with the same record_id on every retry", async () => {
    const { client, bodies } = testClient([
      dropped(),
      envelope(503, "server_5xx"),
      envelope(429, "rate_limited", { retry_after_ms: 1 }),
      ({ body }) => ok(ack(JSON.parse(body!).record_id)),
    ]);
    const result = await client.submit(thinking());
    const sentBodies = bodies();
    expect(sentBodies).toHaveLength(4);
    expect(new Set(sentBodies).size).toBe(1);
    const record = JSON.parse(sentBodies[0]!);
    expect(isValidRecordId(record.record_id)).toBe(true);
    expect(result.record_id).toBe(record.record_id);
  });

  it("returns the last error when retries run out", async () => {
    const { client, sent } = testClient([envelope(503, "server_5xx"), envelope(429, "rate_limited")], { retry: { attempts: 1 } });
    await expect(client.submit(thinking())).rejects.toBeInstanceOf(RateLimitError);
    expect(sent).toHaveLength(2);
  });

  it("makes one try only with attempts: 0", async () => {
    const { client, sent, waits } = testClient([envelope(503, "server_5xx")], { retry: { attempts: 0 } });
    await expect(client.submit(thinking())).rejects.toBeInstanceOf(ServerError);
    expect(sent).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it.each([
    [400, "validation_failed"],
    [401, "auth_invalid"],
    [404, "not_found"],
    [409, "record_id_conflict"],
    [413, "payload_too_large"],
    [422, "reference_unresolved"],
  ])("never retries HTTP %i (%s)", async (status, code) => {
    const { client, sent, waits } = testClient([envelope(status, code)]);
    await expect(client.submit(thinking())).rejects.toMatchObject({ code, status });
    expect(sent).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("does not retry a 501, which will not change", async () => {
    const { client, sent } = testClient([envelope(501, "server_5xx")]);
    await expect(client.submit(thinking())).rejects.toMatchObject({ code: "server_5xx", details: { status: 501 } });
    expect(sent).toHaveLength(1);
  });
});

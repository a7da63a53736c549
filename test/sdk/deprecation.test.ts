// A deprecated schema version in use: the service says so in Deprecation and Sunset on every
// answer; the SDK logs it once per process, not once per record (Python and Go: their tests).
import { describe, expect, it, vi } from "vitest";
import type { Logger } from "../../sdk/index.ts";
import { ack, json, testClient } from "./fake.ts";

describe("Deprecation and Sunset", () => {
  it("are logged once per process, to the logger, whatever the number of answers carrying them", async () => {
    const headers = { deprecation: "@1796083200", sunset: "Wed, 30 Jun 2027 23:59:59 GMT", link: '</v1/schemas/1.0>; rel="deprecation"' };
    const seen: Parameters<Logger>[] = [];
    const logger: Logger = (...entry) => void seen.push(entry);
    const first = testClient([json(201, ack("a"), headers), json(201, ack("b"), headers)], { logger });
    await first.client.submit({ behavior: "Observing", session_id: "s-1" });
    await first.client.submit({ behavior: "Observing", session_id: "s-1" });
    const second = testClient([json(201, ack("c"), headers)], { logger });
    await second.client.submit({ behavior: "Observing", session_id: "s-1" });
    expect(seen).toHaveLength(1);
    expect(seen[0]![0]).toBe("warn");
    expect(seen[0]![1]).toContain("accepted until Wed, 30 Jun 2027 23:59:59 GMT");
    expect(seen[0]![2]).toEqual(headers);
  });

  it("go to console.warn without a logger, and a new notice (another sunset) is logged again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const { client } = testClient([
        json(201, ack("d"), { deprecation: "@1", sunset: "Thu, 01 Jul 2027 23:59:59 GMT" }),
        json(201, ack("e")),
      ]);
      await client.submit({ behavior: "Observing", session_id: "s-1" });
      await client.submit({ behavior: "Observing", session_id: "s-1" });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/^trace-ledger: .*Deprecation: @1/);
    } finally {
      warn.mockRestore();
    }
  });
});

// docs/content.md's TypeScript example, run as written against the service (issue 39: it failed
// twice, for a missing session_id and then output_payload, after its upload had happened).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LedgerClient, NotFoundError } from "../../sdk/index.ts";
import { createOwner, startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The doc's first ```ts block, with `as const` dropped (plain JavaScript to run). */
const example = () =>
  /```ts\n([\s\S]*?)```/.exec(readFileSync(new URL("../../docs/content.md", import.meta.url), "utf8"))![1]!.replace(/ as const;/g, ";");

it("docs/content.md's attach example stores the record, reads its blob back verified and erases it", async () => {
  const { apiKey } = await createOwner(server);
  const agent = await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: "content-doc" });
  const client = new LedgerClient({ apiKey, agentId: agent.agent_id, endpoint: server.baseUrl });
  const reportBytes = randomBytes(64 * 1024);
  const run = new Function("client", "reportBytes", `return (async () => { ${example()}; return { record, bytes }; })();`);
  const { record, bytes } = (await run(client, reportBytes)) as {
    record: { record_id: string; attachments: Parameters<LedgerClient["getBlob"]>[0][] };
    bytes: Uint8Array;
  };
  expect(Buffer.from(bytes).equals(reportBytes)).toBe(true);
  expect((await client.getRecord(record.record_id)).record_id).toBe(record.record_id);
  await expect(client.getBlob(record.attachments[0]!)).rejects.toBeInstanceOf(NotFoundError);
});

// searchRecords over the shared search vectors (test/vectors/search.json), against the real
// service: the Python (tests/test_search.py) and Go (search_test.go) SDKs run the same file.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerClient, ValidationError, type RecordInput, type SearchOptions } from "../../sdk/index.ts";
import { ownerWithAgent, startTestServer, type TestServer } from "../support/server.ts";

interface Vector {
  name: string;
  query: Record<string, string | number | boolean>;
  page_through?: boolean;
  expect?: string[];
  error?: { code: string; field: string };
}
const file = JSON.parse(readFileSync(new URL("../vectors/search.json", import.meta.url), "utf8")) as {
  records: { key: string; record: RecordInput }[];
  vectors: Vector[];
};

// Wire names → the TypeScript SDK's option names.
const options = (query: Vector["query"]): SearchOptions => {
  const { session_id: sessionId, has_attachments: hasAttachments, ...rest } = query;
  return {
    ...rest,
    ...(sessionId === undefined ? {} : { sessionId }),
    ...(hasAttachments === undefined ? {} : { hasAttachments }),
  } as SearchOptions;
};

let server: TestServer;
let client: LedgerClient;
const keyOf = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  const { apiKey, agentId } = await ownerWithAgent(server);
  client = new LedgerClient({ apiKey, agentId, endpoint: server.baseUrl });
  for (const { key, record } of file.records) keyOf.set((await client.submit(record)).record_id, key);
});
afterAll(() => server?.close());

describe("searchRecords (shared vectors)", () => {
  it.each(file.vectors.map((vector) => [vector.name, vector] as const))("%s", async (_, vector) => {
    const search = (cursor?: string) => client.searchRecords({ ...options(vector.query), ...(cursor ? { cursor } : {}) });
    if (vector.error) {
      const error = await search().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect({ code: (error as ValidationError).code, field: (error as ValidationError).details?.field }).toEqual(vector.error);
      return;
    }
    const found: string[] = [];
    let page = await search();
    found.push(...page.records.map((record) => keyOf.get(record.record_id)!));
    while (vector.page_through && page.next_cursor) {
      page = await search(page.next_cursor);
      found.push(...page.records.map((record) => keyOf.get(record.record_id)!));
    }
    expect(found).toEqual(vector.expect);
    if (!vector.page_through) expect(page.next_cursor).toBeNull();
  });
});

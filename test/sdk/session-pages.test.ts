// Issue 27, finding 2: getSession follows GET /v1/sessions/{id}'s pages, by the shared vectors
// (test/vectors/session-pages.json) that the Python and Go SDKs read too; then against the
// service itself, with a session longer than one page.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LedgerClient, LedgerError } from "../../sdk/index.ts";
import { createOwner, startTestServer, type TestServer } from "../support/server.ts";
import { recordOf } from "../support/records.ts";
import { testClient } from "./fake.ts";

interface PagesVector {
  name: string;
  pages: { cursor: string | null; status: number; body: string }[];
  result?: unknown;
  error?: string;
}

const { vectors, page_limit: pageLimit }: { vectors: PagesVector[]; page_limit: number } = JSON.parse(
  fs.readFileSync(new URL("../vectors/session-pages.json", import.meta.url), "utf8"),
);

/** The record ids of each page the vector answers with 200, in order: what onPage sees. */
const answeredPages = (vector: PagesVector) =>
  vector.pages
    .filter((page) => page.status === 200)
    .map((page) => (JSON.parse(page.body) as { records: { record_id: string }[] }).records.map((record) => record.record_id));

describe("getSession by the shared paging vectors", () => {
  it("has vectors", () => expect(vectors.length).toBeGreaterThan(3));

  for (const vector of vectors) {
    it(vector.name, async () => {
      const steps = vector.pages.map(({ status, body }) => new Response(body, { status, headers: { "content-type": "application/json" } }));
      const { client, sent } = testClient(steps);
      const seen: string[][] = [];
      const outcome = await client.getSession("s-1", { onPage: (records) => seen.push(records.map((record) => record.record_id)) }).then(
        (result) => ({ result }),
        (error: unknown) => ({ error: error instanceof LedgerError ? error.code : String(error) }),
      );
      expect(outcome).toEqual(vector.error === undefined ? { result: vector.result } : { error: vector.error });
      expect(sent.map((request) => request.url.searchParams.get("cursor"))).toEqual(vector.pages.map((page) => page.cursor));
      expect(sent.map((request) => request.url.searchParams.get("limit"))).toEqual(vector.pages.map(() => String(pageLimit)));
      // onPage saw each page that answered, in order, as it came.
      expect(seen).toEqual(answeredPages(vector));
    });
  }
});

describe("getSession against the service", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("returns a session of several pages whole, in order, as one SessionFetch", async () => {
    const { apiKey } = await createOwner(server);
    const agent = await LedgerClient.registerAgent({ apiKey, endpoint: server.baseUrl, name: "pages" });
    const client = new LedgerClient({ apiKey, agentId: agent.agent_id, endpoint: server.baseUrl });
    const session = client.newSession();
    // 1,100 records: three pages of the 500 getSession asks for.
    const records = Array.from({ length: 2 * pageLimit + 100 }, () => ({ ...recordOf("Observing"), session_id: session.id }));
    for (let start = 0; start < records.length; start += 50) await client.submitBatch(records.slice(start, start + 50));
    const fetched = await client.getSession(session.id);
    expect(fetched.records.map((record) => record.record_id)).toEqual(records.map((record) => record.record_id));
    expect(fetched).toMatchObject({ session_id: session.id, closed: false, acting_record_id: null, next_cursor: null });
  });
});

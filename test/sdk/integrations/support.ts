// What the framework integration tests share: a real service, a client with background delivery
// on it, the tools their agents call, and a record's ancestors (python/tests/integration_support.py).
import { afterAll, beforeAll } from "vitest";
import { LedgerClient } from "../../../sdk/node.ts";
import type { StoredRecord } from "../../../sdk/index.ts";
import { ownerWithAgent, startTestServer, type TestServer } from "../../support/server.ts";

export type Plain = StoredRecord & Record<string, any>;

/** Starts one service for the file; `client()` makes a LedgerClient with background delivery on it. */
export function ledgerService() {
  let server: TestServer;
  const clients: LedgerClient[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close(0)));
    await server?.close();
  });
  return {
    async client(): Promise<LedgerClient> {
      const { apiKey, agentId } = await ownerWithAgent(server);
      const client = new LedgerClient({ apiKey, agentId, endpoint: server.baseUrl, background: { lingerMs: 5, exitFlushMs: 0 } });
      clients.push(client);
      return client;
    },
  };
}

/** The session's records, oldest first, after everything queued was delivered. */
export async function sessionRecords(client: LedgerClient, sessionId: string): Promise<Plain[]> {
  const flushed = await client.flush(30_000);
  if (flushed.failed.length > 0) throw new Error(`refused: ${JSON.stringify(flushed.failed)}`);
  return (await client.getSession(sessionId)).records as Plain[];
}

export const byBehavior = (records: Plain[], behavior: string): Plain[] => records.filter((r) => r.behavior === behavior);

export const getWeather = ({ city }: { city: string }): string => `sunny in ${city}`;

export const brokenStation = ({ city }: { city: string }): string => {
  throw new Error(`no station in ${city}`);
};

/** The record ids above `record`, nearest first (each parent must be among `records`). */
export function ancestors(records: Plain[], record: Plain): string[] {
  const byId = new Map(records.map((r) => [r.record_id, r]));
  const found: string[] = [];
  while (record.parent_record_id) {
    record = byId.get(record.parent_record_id)!;
    found.push(record.record_id);
  }
  return found;
}

/** Every parent is one of the records, and came before its child. */
export function parentsFirst(records: Plain[]): boolean {
  const order = records.map((r) => r.record_id);
  return records.every(
    (r) => !r.parent_record_id || (order.includes(r.parent_record_id) && order.indexOf(r.parent_record_id) < order.indexOf(r.record_id)),
  );
}

export const suffix = () => Math.random().toString(16).slice(2, 10);

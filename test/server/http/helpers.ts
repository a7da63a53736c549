// Shared by the HTTP suite: one running service per test file, an agent-bound client over raw
// HTTP, and exact assertions on acknowledgements and error envelopes.
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { afterAll, beforeAll, expect } from "vitest";
import type { TraceRecord } from "../../../generated/types/schema.ts";
import { call, ownerWithAgent, startTestServer, type Answer, type TestServer, type TestServerOptions } from "../../support/server.ts";

export const NUL_REASON = "holds a NUL character or an unpaired surrogate, which cannot be stored";

/** Starts one service for the calling test file (beforeAll) and stops it afterwards. */
export function useServer(options: TestServerOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(() => server?.close());
  return () => server!;
}

export interface AgentRef {
  apiKey: string;
  agentId: string;
}

/** The record, agent and trace endpoints as one agent's client sees them, over raw HTTP. */
export function agentClient(server: TestServer, { apiKey: key, agentId }: AgentRef) {
  const agent = `agent_id=${encodeURIComponent(agentId)}`;
  return {
    submit: (record: object, headers?: Record<string, string>) =>
      call(server, "POST", `/v1/records?${agent}`, { key, body: record, headers }),
    batch: (records: object[], headers?: Record<string, string>) =>
      call(server, "POST", `/v1/records:batch?${agent}`, { key, body: { records }, headers }),
    record: (recordId: string) => call(server, "GET", `/v1/records/${encodeURIComponent(recordId)}?${agent}`, { key }),
    session: (sessionId: string, query = "") =>
      call(server, "GET", `/v1/sessions/${encodeURIComponent(sessionId)}?${agent}${query}`, { key }),
    trace: (query = "") => call(server, "GET", `/v1/traces/${encodeURIComponent(agentId)}${query}`, { key }),
    sessions: (query = "") => call(server, "GET", `/v1/agents/${encodeURIComponent(agentId)}/sessions${query}`, { key }),
    search: (query = "") => call(server, "GET", `/v1/agents/${encodeURIComponent(agentId)}/records${query}`, { key }),
    agent: () => call(server, "GET", `/v1/agents/${encodeURIComponent(agentId)}`, { key }),
    patch: (metadata: object) => call(server, "PATCH", `/v1/agents/${encodeURIComponent(agentId)}`, { key, body: { metadata } }),
  };
}

export type AgentClient = ReturnType<typeof agentClient>;

/** A new owner with one agent and its client, made before the tests of the calling file or describe. */
export function useAgent(server: () => TestServer) {
  const agent = {} as AgentRef & { ownerId: string; client: AgentClient };
  beforeAll(async () => {
    const { apiKey, agentId, ownerId } = await ownerWithAgent(server());
    Object.assign(agent, { apiKey, agentId, ownerId, client: agentClient(server(), { apiKey, agentId }) });
  });
  return agent;
}

/** Registers one more agent for an owner. */
export async function registerAgent(server: TestServer, apiKey: string, body: object = {}): Promise<Answer> {
  return call(server, "POST", "/v1/agents", { key: apiKey, body: { name: uniqueName("agent"), ...body } });
}

export const uniqueName = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

/** Asserts the error envelope exactly: status, code, a message, the request id of the header; returns the error. */
export function expectError(res: Answer, status: number, code: string, details?: Record<string, unknown>) {
  expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
  expect(Object.keys(res.body).sort()).toEqual(["error", "request_id"]);
  expect(res.body.error.message).toMatch(/\S/);
  expect(res.headers.get("x-request-id")).toMatch(/\S/);
  expect(res.body.request_id).toBe(res.headers.get("x-request-id"));
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  if (details !== undefined) expect(res.body.error.details).toEqual(details);
  return res.body.error as { code: string; message: string; details?: Record<string, unknown> };
}

/** The acknowledgement of a stored (or, with `duplicate`, replayed) record. */
export function ackOf(record: Pick<TraceRecord, "record_id" | "session_id">, duplicate = false) {
  return { record_id: record.record_id, session_id: record.session_id, server_ts_utc: expect.any(Number), is_duplicate: duplicate };
}

/** A RecordError as it appears in a batch slot. */
export function recordErrorOf(recordId: string, code: string, details?: Record<string, unknown>) {
  return {
    record_id: recordId,
    code,
    message: expect.stringMatching(/\S/),
    ...(details === undefined ? {} : { details }),
  };
}

/** A record as reads return it: the submitted body plus the server-set fields. */
export function storedOf(record: object, agentId: string) {
  return { ...record, agent_id: agentId, server_ts_utc: expect.any(Number) };
}

/** Rows of a query on the service's own database. */
export async function rows<T = Record<string, unknown>>(
  server: TestServer,
  sql: string,
  bindings: readonly Knex.RawBinding[] = [],
): Promise<T[]> {
  const result = await server.service.services.db.knex.raw(sql, bindings);
  return result.rows as T[];
}

/** How many stored records match a condition on the records table. */
export async function countRecords(server: TestServer, where: string, bindings: readonly Knex.RawBinding[]): Promise<number> {
  const [row] = await rows<{ n: number }>(server, `select count(*)::int as n from records where ${where}`, bindings);
  return row!.n;
}

export const ids = (records: readonly { record_id: string }[]) => records.map((record) => record.record_id);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

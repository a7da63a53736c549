// BLOB_RETENTION_DAYS: the background round erases blobs stored longer ago than that (bytes and
// salt; reads answer 410 with the time), keeps younger ones, and leaves the records naming them
// readable.
import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { configFromEnv } from "../../../server/config.ts";
import { recordOf } from "../../support/records.ts";
import { ownerWithAgent } from "../../support/server.ts";
import { blobCall, blobPath, digestOf, eventually } from "./blobs-suite.ts";
import { agentClient, expectError, useServer } from "./helpers.ts";

const server = useServer({ config: { blobs: { ...configFromEnv({}).blobs, retentionDays: 30, roundIntervalMs: 100 } } });
const DAY_MS = 86_400_000;

it("erases blobs older than BLOB_RETENTION_DAYS on its round and keeps the younger ones", async () => {
  const owner = await ownerWithAgent(server());
  const target = { baseUrl: server().baseUrl, apiKey: owner.apiKey, agentId: owner.agentId };
  const [old, young] = [randomBytes(2000), randomBytes(2000)];
  const salt = randomBytes(32);
  for (const bytes of [old, young]) expect((await blobCall(target, "PUT", digestOf(bytes, salt), { body: bytes, salt })).status).toBe(201);
  const record = {
    ...recordOf("Thinking"),
    schema_version: "1.1",
    attachments: [
      {
        digest: digestOf(old, salt),
        size_bytes: old.length,
        media_type: "application/octet-stream",
        uri: blobPath(owner.agentId, digestOf(old, salt)),
      },
    ],
  };
  expect((await agentClient(server(), target).submit(record)).status).toBe(201);
  // Stored 31 days ago, as far as the catalogue knows.
  await server()
    .service.services.db.knex("blobs")
    .where({ agent_id: owner.agentId, digest: digestOf(old, salt) })
    .update({ stored_ms: Date.now() - 31 * DAY_MS });

  await eventually(async () => expect((await blobCall(target, "GET", digestOf(old, salt))).status).toBe(410));
  const erased = expectError(await blobCall(target, "GET", digestOf(old, salt)), 410, "blob_erased");
  expect(erased.details!.erased_at_ms).toBeGreaterThan(Date.now() - 60_000);
  expect((await blobCall(target, "GET", digestOf(young, salt))).bytes.equals(young)).toBe(true);
  expect((await agentClient(server(), target).record(record.record_id)).body.attachments).toEqual(record.attachments);
});

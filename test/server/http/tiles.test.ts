// An agent's log as c2sp.org/tlog-tiles over real HTTP: the checkpoint note, hash tiles and entry
// bundles match what the SDK computes from the records read back; only what the latest
// checkpoint covers is served; malformed paths are 4xx; the log is the owner's until log_public.
import { describe, expect, it } from "vitest";
import { leafHash, recordDigest, rootHash, toHex } from "../../../protocol/merkle.ts";
import { recordOf } from "../../support/records.ts";
import { call, ownerWithAgent } from "../../support/server.ts";
import { agentClient, expectError, useServer } from "./helpers.ts";

const server = useServer({ config: { checkpointIntervalMs: 0 } });

const SIZE = 300;

async function get(path: string, key?: string) {
  const res = await fetch(server().baseUrl + path, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const hashesOf = (bytes: Uint8Array) => Array.from({ length: bytes.length / 32 }, (_, i) => toHex(bytes.subarray(i * 32, (i + 1) * 32)));

describe("the tlog-tiles log of an agent", () => {
  it("serves the checkpoint note, tiles and entry bundles the records make, to its owner, then to anyone once public", async () => {
    const owner = await ownerWithAgent(server());
    const client = agentClient(server(), owner);
    for (let sent = 0; sent < SIZE; sent += 50)
      expect((await client.batch(Array.from({ length: 50 }, () => recordOf("Thinking")))).status).toBe(200);
    const checkpoint = (await call(server(), "POST", `/v1/agents/${owner.agentId}/checkpoints`, { key: owner.apiKey })).body;
    expect(checkpoint.tree_size).toBe(SIZE);
    const records: object[] = [];
    for (let cursor = ""; ;) {
      const page = (await client.trace(`?order=asc&limit=500${cursor}`)).body;
      records.push(...page.records);
      if (!page.next_cursor) break;
      cursor = `&cursor=${page.next_cursor}`;
    }
    const leaves = records.map((record) => leafHash(record));
    const base = `/v1/agents/${owner.agentId}/log`;

    const note = await get(`${base}/checkpoint`, owner.apiKey);
    expect(note.status).toBe(200);
    expect(note.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(new TextDecoder().decode(note.bytes)).toBe(checkpoint.note);

    const full = await get(`${base}/tile/0/000`, owner.apiKey);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("application/octet-stream");
    expect(full.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(hashesOf(full.bytes)).toEqual(leaves.slice(0, 256));
    const partial = await get(`${base}/tile/0/001.p/44`, owner.apiKey);
    expect(hashesOf(partial.bytes)).toEqual(leaves.slice(256));
    const level1 = await get(`${base}/tile/1/000.p/1`, owner.apiKey);
    expect(hashesOf(level1.bytes)).toEqual([toHex(rootHash(leaves.slice(0, 256).map((h) => Buffer.from(h, "hex"))))]);
    // The root from the tiles alone is the checkpoint's.
    const fromTiles = [...hashesOf(full.bytes), ...hashesOf(partial.bytes)].map((h) => Buffer.from(h, "hex"));
    expect(toHex(rootHash(fromTiles))).toBe(checkpoint.root_hash);

    const bundle = await get(`${base}/tile/entries/000`, owner.apiKey);
    expect(bundle.bytes.length).toBe(256 * 34);
    const entries = Array.from({ length: 256 }, (_, i) => {
      expect(Buffer.from(bundle.bytes).readUInt16BE(i * 34)).toBe(32);
      return toHex(bundle.bytes.subarray(i * 34 + 2, (i + 1) * 34));
    });
    expect(entries).toEqual(records.slice(0, 256).map((record) => recordDigest(record)));
    expect((await get(`${base}/tile/entries/001.p/44`, owner.apiKey)).bytes.length).toBe(44 * 34);

    // Beyond the latest checkpoint, and malformed paths.
    for (const beyond of ["tile/0/001", "tile/0/001.p/45", "tile/1/000", "tile/2/000.p/1", "tile/entries/002.p/1", "tile/0/x001/000"]) {
      expect((await get(`${base}/${beyond}`, owner.apiKey)).status, beyond).toBe(404);
    }
    for (const malformed of [
      "tile/0/1",
      "tile/0/0001",
      "tile/64/000",
      "tile/00/000",
      "tile/0/000.p/0",
      "tile/0/000.p/256",
      "tile/0/000.p/07",
      "tile/0/x000",
      "tile/0/000/",
      "tile/leaves/000",
      "tile/0/x999/x999/x999/x999/x999/x999/000",
    ]) {
      const res = await call(server(), "GET", `${base}/${malformed}`, { key: owner.apiKey });
      expect(res.status, malformed).toBe(400);
    }
    expectError(await call(server(), "POST", `${base}/tile/0/000`, { key: owner.apiKey }), 405, "method_not_allowed");

    // Anonymous: nothing until the owner makes the log public.
    expectError(await call(server(), "GET", `${base}/tile/0/000`), 404, "not_found");
    expectError(await call(server(), "GET", `${base}/checkpoint`), 404, "not_found");
    const patched = await call(server(), "PATCH", `/v1/agents/${owner.agentId}`, { key: owner.apiKey, body: { log_public: true } });
    expect(patched.status).toBe(200);
    expect(patched.body.log_public).toBe(true);
    const open = await get(`${base}/tile/0/000`);
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(open.bytes).toEqual(full.bytes);
    expect(new TextDecoder().decode((await get(`${base}/checkpoint`)).bytes)).toBe(checkpoint.note);
    expectError(await call(server(), "GET", `${base}/checkpoint`, { key: "tl_wrong" }), 401, "auth_invalid");
    expectError(await call(server(), "PATCH", `/v1/agents/${owner.agentId}`, { key: owner.apiKey, body: {} }), 400, "validation_failed");
  });
});

// The blob suite with the bytes in S3-compatible storage (BLOB_STORE=s3://…): a real SeaweedFS
// built from its Go module and started by scripts/seaweedfs.sh, with a key pair (SigV4 signing).
// Skipped where the binary is not built yet, unless REQUIRE_S3=1 (CI builds it first).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Client } from "../../../server/blobs/s3.ts";
import { configFromEnv, type S3Location } from "../../../server/config.ts";
import { ownerWithAgent, startTestServer, type TestServer } from "../../support/server.ts";
import { expectError } from "./helpers.ts";
import { freePort } from "../../support/processes.ts";
import { blobCall, blobSuite, digestOf, eventually, MAX_BYTES, tornUpload, type BlobTarget } from "./blobs-suite.ts";

const built = (() => {
  try {
    return execFileSync("bash", ["scripts/seaweedfs.sh", "built"], { encoding: "utf8" }).trim() !== "";
  } catch {
    return false;
  }
})();
const run = built || process.env.REQUIRE_S3 === "1";

describe.skipIf(!run)("blobs in S3 (SeaweedFS)", () => {
  let server: TestServer | undefined;
  let weed: number | undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-weed-"));
  let location: S3Location;

  beforeAll(async () => {
    // weed's other ports are picked free by the script, but any may be taken by another process
    // before weed binds it: it then exits early, and another free port is tried.
    let port = 0;
    for (let attempt = 1; weed === undefined; attempt++) {
      port = await freePort();
      try {
        weed = Number(execFileSync("bash", ["scripts/seaweedfs.sh", "start", dir, String(port)], { encoding: "utf8" }).trim());
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    location = {
      bucket: "trace-ledger-test",
      prefix: "blobs",
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      accessKeyId: "tl-test",
      secretAccessKey: "tl-test-secret",
    };
    await s3Client(location)({ method: "PUT", key: "" });
    server = await startTestServer({ config: { blobs: { ...configFromEnv({}).blobs, maxBytes: MAX_BYTES, s3: location } } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    // Its data is throwaway, and weed can take long to stop on SIGTERM: it must not outlive the test.
    if (weed) process.kill(weed, "SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Every object under the prefix is a catalogued, unerased blob's; no upload is left open. */
  async function noLeftovers() {
    const request = s3Client(location);
    const listed = await (await request({ method: "GET", key: "", query: { "list-type": "2", prefix: `${location.prefix}/` } })).text();
    const keys = [...listed.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!.slice(location.prefix.length + 1));
    const live = (await server!.service.services.db.knex("blobs").whereNull("erased_ms").select("content_id")).map(
      (r: { content_id: string }) => r.content_id,
    );
    expect(keys.filter((key) => !live.includes(key))).toEqual([]);
    const uploads = await (await request({ method: "GET", key: "", query: { uploads: "", prefix: `${location.prefix}/` } })).text();
    expect([...uploads.matchAll(/<UploadId>/g)].length).toBe(0);
    const [open] = await server!.service.services.db.knex("blob_uploads").count({ n: "*" });
    expect(Number(open!.n)).toBe(0);
  }

  it(
    "scripts/seaweedfs.sh starts weed while the ports weed would derive from the S3 port (its neighbours, and each +10000 for gRPC) are held",
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const held: net.Server[] = [];
      for (const taken of [1, 2, 3].flatMap((offset) => [port + offset, port + offset + 10_000]).concat(port + 10_000)) {
        const holder = net.createServer();
        // A port someone else holds already is held all the same.
        await new Promise<void>((resolve) =>
          holder.once("error", () => resolve()).listen(taken, "127.0.0.1", () => (held.push(holder), resolve())),
        );
      }
      const data = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-weed-held-"));
      try {
        const pid = Number(
          execFileSync("bash", ["scripts/seaweedfs.sh", "start", data, String(port)], {
            encoding: "utf8",
            env: { ...process.env, SEAWEEDFS_WAIT_SECONDS: "60" },
          }).trim(),
        );
        process.kill(pid, "SIGKILL");
      } finally {
        held.forEach((holder) => holder.close());
        fs.rmSync(data, { recursive: true, force: true });
      }
    },
  );

  blobSuite(() => server!, noLeftovers);

  // The suite's blobs fit one 8 MiB part; these take the multipart path (server/blobs/s3.ts).
  describe("blobs larger than one part: a multipart upload", () => {
    const PART = 8 * 1024 * 1024;
    let large: TestServer | undefined;
    let target: BlobTarget;
    beforeAll(async () => {
      large = await startTestServer({ config: { blobs: { ...configFromEnv({}).blobs, maxBytes: 4 * PART, s3: location } } });
      const owner = await ownerWithAgent(large);
      target = { baseUrl: large.baseUrl, apiKey: owner.apiKey, agentId: owner.agentId };
    }, 60_000);
    afterAll(() => large?.close());

    it(
      "streams a blob of three parts in without a declared length, stores one object of its size, and reads it back whole and across part boundaries",
      { timeout: 120_000 },
      async () => {
        const salt = randomBytes(32);
        const big = randomBytes(2 * PART + 12_345);
        const digest = digestOf(big, salt);
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < big.length; at += 1_000_000) controller.enqueue(new Uint8Array(big.subarray(at, at + 1_000_000)));
            controller.close();
          },
        });
        const put = await blobCall(target, "PUT", digest, { body: stream, salt });
        expect([put.status, put.body.size_bytes]).toEqual([201, big.length]);
        // One object, as a completed multipart upload: S3's ETag of one names its part count.
        const { content_id } = await large!.service.services.db.knex("blobs").where({ agent_id: target.agentId, digest }).first();
        const object = await s3Client(location)({
          method: "GET",
          key: `${location.prefix}/${content_id}`,
          headers: { range: "bytes=0-0" },
        });
        await object.body?.cancel();
        expect(object.headers.get("content-range")).toBe(`bytes 0-0/${big.length}`);
        expect(object.headers.get("etag")).toMatch(/-3"?$/);

        expect((await blobCall(target, "GET", digest)).bytes.equals(big)).toBe(true);
        for (const [start, end] of [
          [PART - 5, PART + 5],
          [2 * PART - 1, big.length],
        ] as const) {
          const part = await blobCall(target, "GET", digest, { headers: { range: `bytes=${start}-${end - 1}` } });
          expect(part.status).toBe(206);
          expect(part.bytes.equals(big.subarray(start, end)), `${start}-${end}`).toBe(true);
        }
      },
    );

    it("leaves no object and no open multipart upload when the client disconnects after two parts", { timeout: 120_000 }, async () => {
      const salt = randomBytes(32);
      const big = randomBytes(3 * PART);
      await tornUpload(target, digestOf(big, salt), salt, big.subarray(0, 2 * PART + 1_000_000), big.length);
      // Both services share the bucket: every object there is a live blob of one of them.
      const liveOf = async (s: TestServer) =>
        (await s.service.services.db.knex("blobs").whereNull("erased_ms").select("content_id")).map(
          (r: { content_id: string }) => r.content_id,
        );
      await eventually(async () => {
        const request = s3Client(location);
        const uploads = await (await request({ method: "GET", key: "", query: { uploads: "", prefix: `${location.prefix}/` } })).text();
        expect([...uploads.matchAll(/<UploadId>/g)].length).toBe(0);
        const listed = await (await request({ method: "GET", key: "", query: { "list-type": "2", prefix: `${location.prefix}/` } })).text();
        const keys = [...listed.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!.slice(location.prefix.length + 1));
        const live = [...(await liveOf(server!)), ...(await liveOf(large!))];
        expect(keys.filter((key) => !live.includes(key))).toEqual([]);
        const [open] = await large!.service.services.db.knex("blob_uploads").count({ n: "*" });
        expect(Number(open!.n)).toBe(0);
      });
      expectError(await blobCall(target, "GET", digestOf(big, salt)), 404, "not_found");
    });
  });
});

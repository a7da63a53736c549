// The blob suite with the bytes in S3-compatible storage (BLOB_STORE=s3://…): a real SeaweedFS
// built from its Go module and started by scripts/seaweedfs.sh, with a key pair (SigV4 signing).
// Skipped where the binary is not built yet, unless REQUIRE_S3=1 (CI builds it first).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { s3Client } from "../../../server/blobs/s3.ts";
import { configFromEnv, type S3Location } from "../../../server/config.ts";
import { startTestServer, type TestServer } from "../../support/server.ts";
import { freePort } from "../../support/processes.ts";
import { blobSuite, MAX_BYTES } from "./blobs-suite.ts";

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
    const port = await freePort();
    weed = Number(execFileSync("bash", ["scripts/seaweedfs.sh", "start", dir, String(port)], { encoding: "utf8" }).trim());
    location = { bucket: "trace-ledger-test", prefix: "blobs", endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", accessKeyId: "tl-test", secretAccessKey: "tl-test-secret" };
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
    const live = (await server!.service.services.db.knex("blobs").whereNull("erased_ms").select("content_id")).map((r: { content_id: string }) => r.content_id);
    expect(keys.filter((key) => !live.includes(key))).toEqual([]);
    const uploads = await (await request({ method: "GET", key: "", query: { uploads: "", prefix: `${location.prefix}/` } })).text();
    expect([...uploads.matchAll(/<UploadId>/g)].length).toBe(0);
    const [open] = await server!.service.services.db.knex("blob_uploads").count({ n: "*" });
    expect(Number(open!.n)).toBe(0);
  }

  blobSuite(() => server!, noLeftovers);
});

// A request refused before its body was read (401, 413) still gets its answer while the client is
// writing a large body: the service reads and discards the rest of the body (bounded in time, not
// bytes) before answering, instead of closing the socket under the client, which would see EPIPE
// or ECONNRESET instead of the error.
import http from "node:http";
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../../../server/config.ts";
import { ownerWithAgent } from "../../support/server.ts";
import { useServer } from "./helpers.ts";

const BLOB_MAX_BYTES = 1024 * 1024;
const server = useServer({ config: { blobs: { ...configFromEnv({}).blobs, maxBytes: BLOB_MAX_BYTES } } });
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => keepAlive.destroy());
const CHUNK = Buffer.alloc(64 * 1024, 0x20); // spaces: valid JSON whitespace, so only size refuses it

interface Answer {
  status: number;
  code: string;
  /** Whether the service kept the connection open for the next request. */
  keptAlive: boolean;
}

/** Sends `total` bytes in chunks, one per event-loop turn, and resolves with the answer once the whole body is sent. */
function send(path: string, key: string, total: number, { declareLength = true, method = "POST", close = false } = {}): Promise<Answer> {
  const url = new URL(path, server().baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method,
      // agent false: a connection of its own, with Connection: close.
      agent: close ? false : keepAlive,
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        ...(declareLength ? { "content-length": String(total) } : {}),
      },
    });
    let answer: Answer | undefined;
    let sentAll = false;
    const settle = () => answer && sentAll && resolve(answer);
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk) => (text += chunk));
      res.on("end", () => {
        answer = { status: res.statusCode!, code: JSON.parse(text).error.code, keptAlive: res.headers.connection !== "close" };
        settle();
      });
    });
    req.on("finish", () => {
      sentAll = true;
      settle();
    });
    req.on("error", reject); // EPIPE / ECONNRESET, before or after the answer: what this suite proves does not happen
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        const piece = CHUNK.subarray(0, Math.min(CHUNK.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("a refused request whose client is still sending its body", () => {
  it("gets its 401 for a wrong key over a 2 MB body, and the connection stays usable", async () => {
    const owner = await ownerWithAgent(server());
    const answer = await send(`/v1/records:batch?agent_id=${owner.agentId}`, "tlk_wrong", 2 * 1024 * 1024);
    expect(answer).toEqual({ status: 401, code: "auth_invalid", keptAlive: true });
  });

  it("gets its 413 when the declared length is over the wire bound", async () => {
    const owner = await ownerWithAgent(server());
    const answer = await send(`/v1/records?agent_id=${owner.agentId}`, owner.apiKey, 3 * 1024 * 1024);
    expect(answer).toMatchObject({ status: 413, code: "payload_too_large" });
  });

  it("gets its 413 when a chunked body passes the bound mid-stream", async () => {
    const owner = await ownerWithAgent(server());
    const answer = await send(`/v1/records?agent_id=${owner.agentId}`, owner.apiKey, 3 * 1024 * 1024, { declareLength: false });
    expect(answer).toMatchObject({ status: 413, code: "payload_too_large" });
  });

  it("gets its 413 when a chunked blob upload passes BLOB_MAX_BYTES, through Node's own client", async () => {
    const owner = await ownerWithAgent(server());
    const path = `/v1/agents/${owner.agentId}/blobs/sha256:${"0".repeat(64)}`;
    // More than 8 MB past the cap: all a drain once read before answering (then it hung up).
    const answer = await send(path, owner.apiKey, 24 * BLOB_MAX_BYTES, { declareLength: false, method: "PUT" });
    expect(answer).toEqual({ status: 413, code: "payload_too_large", keptAlive: true });
  });

  it("gets its 413 past BLOB_MAX_BYTES also when it asked for Connection: close", async () => {
    const owner = await ownerWithAgent(server());
    const path = `/v1/agents/${owner.agentId}/blobs/sha256:${"0".repeat(64)}`;
    const answer = await send(path, owner.apiKey, 24 * BLOB_MAX_BYTES, { declareLength: false, method: "PUT", close: true });
    expect(answer).toEqual({ status: 413, code: "payload_too_large", keptAlive: false });
  });

  it("gets its answer over a body of any size (20 MB here), and the connection stays usable", async () => {
    const owner = await ownerWithAgent(server());
    const answer = await send(`/v1/records?agent_id=${owner.agentId}`, "tlk_wrong", 20 * 1024 * 1024);
    expect(answer).toEqual({ status: 401, code: "auth_invalid", keptAlive: true });
  });

  it("gets its answer over a body that stops arriving once the service stops waiting (5 s without a byte), and the connection closes", async () => {
    const owner = await ownerWithAgent(server());
    const { hostname, port } = new URL(server().baseUrl);
    const socket = net.connect(Number(port), hostname);
    let received = "";
    socket.setEncoding("latin1").on("data", (chunk: string) => (received += chunk));
    const closed = new Promise((resolve) => socket.on("close", resolve).on("error", () => {}));
    socket.write(
      `POST /v1/records?agent_id=${owner.agentId} HTTP/1.1\r\nhost: x\r\nauthorization: Bearer tlk_wrong\r\n` +
        `content-type: application/json\r\ncontent-length: ${10 * 1024 * 1024}\r\n\r\n${" ".repeat(4096)}`,
    );
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 401 [^]*\r\nconnection: close\r\n[^]*"auth_invalid"/i);
    expect(received.match(/HTTP\/1\.1/g)).toHaveLength(1);
  }, 20_000);
});

describe("a GET or HEAD whose client sends a body without a length", () => {
  /** Node's client sends such a body unframed: to the service, bytes after the request. */
  function unframed(method: string, path: string, key: string): Promise<{ status: number; connection?: string; text: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(new URL(path, server().baseUrl), {
        method,
        agent: false,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      });
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, text }));
      });
      req.on("error", reject); // before the fix: "Parse Error: Data after `Connection: close`" for HEAD
      req.end(Buffer.from('{"x":1}'));
    });
  }

  it("gets the answer to its request, then the connection closes (not a 400 for the trailing bytes)", async () => {
    const owner = await ownerWithAgent(server());
    const path = `/v1/agents/${owner.agentId}/blobs/sha256:${"0".repeat(64)}`;
    const got = await unframed("GET", path, owner.apiKey);
    expect({ status: got.status, code: JSON.parse(got.text).error.code, connection: got.connection }).toEqual({
      status: 404,
      code: "not_found",
      connection: "close",
    });
    expect(await unframed("HEAD", path, owner.apiKey)).toEqual({ status: 404, connection: "close", text: "" });
  });
});

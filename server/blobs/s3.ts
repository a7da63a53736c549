// The S3 byte store (BLOB_STORE=s3://bucket/prefix): one object per content, written as a single
// PUT when it fits one part, else as a multipart upload of 8 MiB parts (one part in memory at a
// time). Requests are signed with AWS Signature Version 4 by the few lines below rather than an
// SDK (docs/decisions.md says why); path-style addressing, so S3_ENDPOINT may be any
// S3-compatible server.
import { createHash, createHmac } from "node:crypto";
import type { S3Location } from "../config.ts";
import type { BlobBytes } from "../store/blobs.ts";

const PART_BYTES = 8 * 1024 * 1024;

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const uriEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

interface S3Request {
  method: "GET" | "PUT" | "POST" | "DELETE";
  key: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One signed request to the bucket; throws S3Error on an answer outside 2xx (404 included). */
export function s3Client(location: S3Location) {
  const host = new URL(location.endpoint).host;
  return async function request({ method, key, query = {}, headers = {}, body }: S3Request): Promise<Response> {
    const path = `/${location.bucket}/${key.split("/").map(uriEncode).join("/")}`;
    const search = Object.keys(query)
      .sort()
      .map((name) => `${uriEncode(name)}=${uriEncode(query[name]!)}`)
      .join("&");
    const amzDate = new Date().toISOString().replace(/[-:]|\.\d{3}/g, "");
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256(body ?? "");
    const signed: Record<string, string> = { host, "x-amz-content-sha256": payloadHash, "x-amz-date": amzDate };
    const names = Object.keys(signed).sort();
    const canonical = [method, path, search, names.map((n) => `${n}:${signed[n]}\n`).join(""), names.join(";"), payloadHash].join("\n");
    const scope = `${day}/${location.region}/s3/aws4_request`;
    const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
    const key4 = ["s3", "aws4_request"].reduce(hmac, hmac(hmac(`AWS4${location.secretAccessKey}`, day), location.region));
    const signature = createHmac("sha256", key4).update(toSign).digest("hex");
    const authorization = `AWS4-HMAC-SHA256 Credential=${location.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`;
    const { host: _, ...sent } = signed;
    const res = await fetch(`${location.endpoint}${path}${search ? `?${search}` : ""}`, {
      method,
      headers: { ...headers, ...sent, authorization },
      body: body === undefined ? undefined : new Uint8Array(typeof body === "string" ? Buffer.from(body) : body),
    });
    if (!res.ok) {
      const text = await res.text().catch(() => "");
      throw new S3Error(
        res.status,
        `S3 ${method} ${key}${search ? `?${search}` : ""}: ${res.status} ${/<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? text.slice(0, 200)}`,
      );
    }
    return res;
  };
}

const xmlValues = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((m) => m[1]!);

export function s3Bytes(location: S3Location): BlobBytes {
  const request = s3Client(location);
  const keyOf = (contentId: string) => (location.prefix ? `${location.prefix}/${contentId}` : contentId);

  async function multipart(key: string, first: Buffer, rest: AsyncIterator<Buffer>): Promise<void> {
    const started = await (await request({ method: "POST", key, query: { uploads: "" } })).text();
    const uploadId = xmlValues(started, "UploadId")[0];
    if (!uploadId) throw new Error(`S3 did not start a multipart upload of ${key}`);
    const etags: string[] = [];
    for (let part: Buffer | undefined = first; part;) {
      const res = await request({ method: "PUT", key, query: { partNumber: String(etags.length + 1), uploadId }, body: part });
      etags.push(res.headers.get("etag") ?? "");
      const next = await rest.next();
      part = next.done ? undefined : next.value;
    }
    const parts = etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`).join("");
    await request({ method: "POST", key, query: { uploadId }, body: `<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>` });
  }

  return {
    chunkBytes: PART_BYTES,
    async write(contentId, chunks) {
      const iterator = chunks[Symbol.asyncIterator]();
      const first = await iterator.next();
      const firstPart = first.done ? Buffer.alloc(0) : first.value;
      const second = first.done ? first : await iterator.next();
      if (second.done) {
        await request({ method: "PUT", key: keyOf(contentId), body: firstPart });
        return;
      }
      // Two parts were read ahead to know it needs more than one; the first goes now, the second next.
      let pending: Buffer | undefined = second.value;
      const rest: AsyncIterator<Buffer> = {
        next: async () => {
          if (pending) {
            const value = pending;
            pending = undefined;
            return { done: false, value };
          }
          return iterator.next();
        },
      };
      await multipart(keyOf(contentId), firstPart, rest);
    },
    async *read(contentId, start, end) {
      if (end <= start) return;
      const res = await request({ method: "GET", key: keyOf(contentId), headers: { range: `bytes=${start}-${end - 1}` } });
      const reader = res.body!.getReader();
      try {
        for (let next = await reader.read(); !next.done; next = await reader.read())
          yield Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
      } finally {
        // A reader that stopped early (the client went away) must not leave the download open.
        await reader.cancel().catch(() => {});
      }
    },
    async remove(contentId) {
      const key = keyOf(contentId);
      // Parts of a multipart upload that never completed are invisible to a plain DELETE.
      const listed = await (await request({ method: "GET", key: "", query: { uploads: "", prefix: key } })).text();
      const uploads = xmlValues(listed, "UploadId");
      for (const uploadId of uploads) await request({ method: "DELETE", key, query: { uploadId } }).catch(ignoreMissing);
      await request({ method: "DELETE", key }).catch(ignoreMissing);
    },
  };
}

function ignoreMissing(error: unknown): void {
  if (!(error instanceof S3Error && error.status === 404)) throw error;
}

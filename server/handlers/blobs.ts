// Blobs of an agent (docs/content.md): PUT streams the body into the store under its salted digest,
// GET/HEAD answer the bytes (or one range) with the salt, DELETE erases bytes and salt for good.
// Another owner's agent answers like a missing one: auth_invalid for the upload, not_found else.
import { MEDIA_TYPE } from "../../generated/schema.ts";
import { requireOwnAgent } from "../auth/agent-access.ts";
import { byteRange } from "../blobs/range.ts";
import { eraseBlob } from "../blobs/erase.ts";
import { erasedError, storeBlob } from "../blobs/upload.ts";
import { invalid, notFound } from "../api/errors.ts";
import type { Services } from "../services.ts";
import type { BlobRow } from "../store/blobs.ts";
import type { Handler } from "./types.ts";

const DEFAULT_MEDIA_TYPE = "application/octet-stream";
const mediaTypePattern = new RegExp(MEDIA_TYPE.pattern);

function mediaTypeOf(contentType: string | undefined): string {
  if (contentType === undefined || contentType === "") return DEFAULT_MEDIA_TYPE;
  if (contentType.length > MEDIA_TYPE.maxLength || !mediaTypePattern.test(contentType)) throw invalid("/content-type", MEDIA_TYPE.reason);
  return contentType;
}

const answered = (blob: BlobRow) => ({
  digest: blob.digest,
  size_bytes: blob.size_bytes,
  media_type: blob.media_type,
  stored_at_ms: blob.stored_ms,
});

export const listBlobsHandler: Handler<"listBlobs"> = async ({ params, ownerId, services }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const limit = params.limit!;
  // One more than the page: whether a next page exists, without a count.
  const rows = await services.blobs.catalog.list(params.agent_id, params.cursor, limit + 1);
  const page = rows.slice(0, limit);
  return {
    status: 200,
    body: {
      blobs: page.map((blob) => ({ ...answered(blob), erased_at_ms: blob.erased_ms })),
      next_cursor: rows.length > limit ? page.at(-1)!.digest : null,
    },
  };
};

export const putBlobHandler: Handler<"putBlob"> = async ({ params, upload, ownerId, services, now }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "auth_invalid");
  const declared = upload!.contentLength === undefined ? undefined : Number(upload!.contentLength);
  const { created, blob } = await storeBlob(
    services.blobs,
    {
      agentId: params.agent_id,
      digest: params.digest,
      salt: Buffer.from(params["ledger-blob-salt"] ?? "", "base64url"),
      mediaType: mediaTypeOf(upload!.contentType),
      declaredBytes: Number.isSafeInteger(declared) ? declared : undefined,
      body: upload!.chunks,
      hold: upload!.hold,
    },
    now,
  );
  return { status: created ? 201 : 200, body: answered(blob) };
};

/** The blob to read, or the error saying why there is none to read. */
async function readable(services: Services, ownerId: string, agentId: string, digest: string): Promise<BlobRow> {
  await requireOwnAgent(services, ownerId, agentId, "not_found");
  const blob = await services.blobs.catalog.get(agentId, digest);
  if (!blob) throw notFound("blob");
  if (blob.erased_ms !== null) throw erasedError(blob);
  return blob;
}

function blobHeaders(blob: BlobRow): Record<string, string> {
  return {
    "content-type": blob.media_type,
    "content-length": String(blob.size_bytes),
    "ledger-blob-salt": blob.salt!.toString("base64url"),
    "accept-ranges": "bytes",
    etag: `"${blob.digest}"`,
    // Private: owner-scoped. The bytes under a digest never change, but an erasure must not be outlived by caches.
    "cache-control": "private, no-cache",
  };
}

export const headBlobHandler: Handler<"headBlob"> = async ({ params, ownerId, services }) => {
  const blob = await readable(services, ownerId, params.agent_id, params.digest);
  return { status: 200, headers: blobHeaders(blob) };
};

export const getBlobHandler: Handler<"getBlob"> = async ({ params, ownerId, services }) => {
  const blob = await readable(services, ownerId, params.agent_id, params.digest);
  const range = byteRange(params.range, blob.size_bytes);
  const { start, end } = range ?? { start: 0, end: blob.size_bytes };
  const headers = blobHeaders(blob);
  const stream = services.blobs.bytes.read(blob.content_id!, start, end);
  if (!range) return { status: 200, headers, stream };
  return {
    status: 206,
    headers: { ...headers, "content-length": String(end - start), "content-range": `bytes ${start}-${end - 1}/${blob.size_bytes}` },
    stream,
  };
};

export const deleteBlobHandler: Handler<"deleteBlob"> = async ({ params, ownerId, services, now }) => {
  await requireOwnAgent(services, ownerId, params.agent_id, "not_found");
  const erasedAt = await eraseBlob(services.blobs, params.agent_id, params.digest, now);
  return { status: 200, body: { digest: params.digest, erased_at_ms: erasedAt } };
};

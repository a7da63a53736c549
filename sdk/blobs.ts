// Blobs (docs/content.md): content kept apart from the record, named by SHA-256(salt ‖ bytes).
// Uploads are salted with 32 random bytes unless the caller passes an empty salt (public content
// that should de-duplicate); downloads are checked against the digest before they are returned.
import { sha256 } from "@noble/hashes/sha2.js";
import { ATTACHMENT_SCHEMA_VERSIONS, SCHEMA_VERSION, SUPPORTED_SCHEMA_VERSIONS } from "../generated/schema.ts";
import type { ContentRef } from "../generated/types/schema.ts";
import type { Core } from "./core.ts";
import { ValidationError, validationError } from "./errors.ts";
import { toHex } from "../protocol/merkle.ts";

export type { ContentRef };

export interface PutBlobOptions {
  /** The content's media type; default `application/octet-stream`. */
  mediaType?: string;
  /** 32 bytes, or empty for unsalted public content; default 32 fresh random bytes. */
  salt?: Uint8Array;
  /** The record field whose full content this is (set by attach()). */
  field?: string;
}

const SALT_BYTES = 32;
const DEFAULT_MEDIA_TYPE = "application/octet-stream";

/** `sha256:<hex>` of salt ‖ bytes: a blob's content address. */
export function blobDigest(bytes: Uint8Array, salt: Uint8Array = new Uint8Array(0)): string {
  const joined = new Uint8Array(salt.length + bytes.length);
  joined.set(salt);
  joined.set(bytes, salt.length);
  return `sha256:${toHex(sha256(joined))}`;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/**
 * The schema_version a record takes when attach() adds a ContentRef: unchanged when its version's
 * schema allows attachments, or when it names none (the current one is stamped) or one the
 * service does not support (refused as such); a supported version without attachments moves to
 * the current one. Decided by the schemas, never by comparing version strings.
 */
export function attachedVersion(version: unknown): unknown {
  const supported = (SUPPORTED_SCHEMA_VERSIONS as readonly unknown[]).includes(version);
  return supported && !(ATTACHMENT_SCHEMA_VERSIONS as readonly unknown[]).includes(version) ? SCHEMA_VERSION : version;
}

/** The record with `ref` added to its attachments, at a schema version that allows them (a record naming none keeps none: the current one is stamped when it is sent). */
export function withAttachment<R extends object>(record: R, ref: ContentRef): R & { attachments: ContentRef[] } {
  const attachments = [...((record as { attachments?: ContentRef[] }).attachments ?? []), ref];
  const version = (record as { schema_version?: unknown }).schema_version;
  return { ...record, ...(version !== undefined && { schema_version: attachedVersion(version) }), attachments };
}

/** The service path of a blob: the ContentRef's `uri`, relative to the service's address. */
export const blobUri = (agentId: string, digest: string) => `/v1/agents/${encodeURIComponent(agentId)}/blobs/${digest}`;

export async function putBlob(core: Core, agentId: string, bytes: Uint8Array, options: PutBlobOptions = {}): Promise<ContentRef> {
  if (!(bytes instanceof Uint8Array)) throw validationError("bytes", "must be a Uint8Array");
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  if (salt.length !== 0 && salt.length !== SALT_BYTES) throw validationError("salt", `must be ${SALT_BYTES} bytes, or empty`);
  const digest = blobDigest(bytes, salt);
  const mediaType = options.mediaType ?? DEFAULT_MEDIA_TYPE;
  const blob = await core.request("putBlob", {
    params: { agent_id: agentId, digest },
    bytes,
    headers: { "content-type": mediaType, "ledger-blob-salt": base64url(salt) },
  });
  const ref: ContentRef = { digest, size_bytes: blob.size_bytes, media_type: blob.media_type, uri: blobUri(agentId, digest) };
  return options.field === undefined ? ref : { ...ref, field: options.field };
}

/** A reference to a blob: its digest, and its size when the reference has one (a record's ContentRef does). */
export type BlobRef = Pick<ContentRef, "digest"> & Partial<Pick<ContentRef, "size_bytes">>;

/** The blob's bytes, checked against the reference (digest_mismatch when they are not its content). */
export async function getBlob(core: Core, agentId: string, ref: BlobRef): Promise<Uint8Array> {
  const { bytes, headers } = await core.requestBytes("getBlob", { params: { agent_id: agentId, digest: ref.digest } });
  return verifiedBlob(ref, bytes, headers.get("ledger-blob-salt") ?? "");
}

/**
 * The downloaded bytes, once they are the content `ref` names. SHA-256 sees salt ‖ bytes the same
 * for every split of it, so the digest alone would accept a service that moved the content's
 * first bytes into the salt: the salt must also be 0 or 32 bytes, and the bytes the reference's size.
 */
export function verifiedBlob(ref: BlobRef, bytes: Uint8Array, saltHeader: string): Uint8Array {
  const salt = fromBase64url(saltHeader);
  if (salt.length !== 0 && salt.length !== SALT_BYTES) {
    throw digestMismatch(`the service sent a ${salt.length}-byte salt for ${ref.digest}`, "salt", `must be ${SALT_BYTES} bytes, or empty`);
  }
  const actual = blobDigest(bytes, salt);
  if (actual !== ref.digest)
    throw digestMismatch(`the blob's bytes hash to ${actual}, not ${ref.digest}`, "digest", `must be ${actual} for the bytes received`);
  if (ref.size_bytes !== undefined && bytes.length !== ref.size_bytes) {
    throw digestMismatch(
      `the blob's bytes are ${bytes.length} long, not ${ref.size_bytes}`,
      "size_bytes",
      `must be ${bytes.length} for the bytes received`,
    );
  }
  return bytes;
}

function digestMismatch(what: string, field: string, reason: string): ValidationError {
  return new ValidationError({
    code: "digest_mismatch",
    message: `${what}: they are not the content the record refers to`,
    details: { field, reason },
  });
}

export async function deleteBlob(core: Core, agentId: string, ref: Pick<ContentRef, "digest">): Promise<void> {
  await core.request("deleteBlob", { params: { agent_id: agentId, digest: ref.digest } });
}

// The blobs of an agent's attachments beside a JSONL export (`--blobs DIR`). Each blob is two files
// named by its digest: `sha256-<hex>` holds the bytes, `sha256-<hex>.json` what restores them
// ({ digest, size_bytes, media_type, salt } with the salt as unpadded base64url), or, for a blob
// erased before the export, { digest, erased_at_ms }. Bytes stream through SHA-256(salt ‖ bytes)
// both ways: a download is kept only if it matches its digest, and verify re-checks it offline.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ContentRef, StoredRecord } from "../sdk/index.ts";
import type { Connection } from "./connection.ts";
import { openRefusingLinks } from "./target.ts";

export type BlobMeta = { digest: string; size_bytes: number; media_type: string; salt: string } | { digest: string; erased_at_ms: number };

/** What became of one blob: there (stored, already stored or exported), or erased at a time. */
export type BlobOutcome = { erasedAtMs?: undefined } | { erasedAtMs: number };

export const attachmentsOf = (record: StoredRecord): ContentRef[] => (record as { attachments?: ContentRef[] }).attachments ?? [];

/** "erased on <UTC time>": how the CLI names an erased attachment. */
export const erasedOn = (erasedAtMs: number) => `erased on ${new Date(erasedAtMs).toISOString()}`;

const DIGEST = /^sha256:([0-9a-f]{64})$/;
/** A salted blob's salt; an unsalted one has none. */
const SALT_BYTES = 32;

/** The files of one blob in `dir`; throws on a digest that could name a path outside it. */
function filesOf(dir: string, digest: string): { bytes: string; meta: string } {
  const hex = DIGEST.exec(digest)?.[1];
  if (!hex) throw new Error(`${digest} is not a sha256: digest`);
  const bytes = path.join(dir, `sha256-${hex}`);
  return { bytes, meta: `${bytes}.json` };
}

export function readMeta(dir: string, digest: string): BlobMeta | undefined {
  try {
    return JSON.parse(fs.readFileSync(filesOf(dir, digest).meta, "utf8")) as BlobMeta;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new Error(`${filesOf(dir, digest).meta}: ${(error as Error).message}`);
  }
}

/**
 * `<file>.part`, opened to write the file that replaces `file` once whole: private (a salt is what
 * lets anyone holding a blob's bytes prove them), and never through a symbolic link planted there.
 */
function openPart(file: string): number {
  const fd = openRefusingLinks(
    `${file}.part`,
    fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_TRUNC,
    "refused (a blob's files are never written through one)",
    0o600,
  );
  fs.fchmodSync(fd, 0o600); // a .part left by an interrupted export keeps its mode otherwise
  return fd;
}

function writeMeta(dir: string, meta: BlobMeta): void {
  const file = filesOf(dir, meta.digest).meta;
  const fd = openPart(file);
  try {
    fs.writeFileSync(fd, `${JSON.stringify(meta)}\n`);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(`${file}.part`, file);
}

/** A pass-through that hashes salt ‖ bytes and counts them. */
function digesting(salt: Buffer) {
  const hash = createHash("sha256").update(salt);
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ digest: `sha256:${hash.digest("hex")}`, size }) };
}

function blobUrl(connection: Connection, agentId: string, digest: string): string {
  return `${connection.endpoint.replace(/\/+$/, "")}/v1/agents/${encodeURIComponent(agentId)}/blobs/${digest}`;
}

/** The service's error envelope as one line; 410 answers the erasure time instead. */
async function refusal(res: Response, what: string): Promise<BlobOutcome> {
  const body = (await res.json().catch(() => undefined)) as
    { error?: { code?: string; message?: string; details?: { erased_at_ms?: number } } } | undefined;
  if (res.status === 410 && typeof body?.error?.details?.erased_at_ms === "number") return { erasedAtMs: body.error.details.erased_at_ms };
  throw new Error(`${what}: ${body?.error?.code ?? res.status}: ${body?.error?.message ?? res.statusText}`);
}

/**
 * Downloads one blob of the agent into `dir`, verified against its reference, unless it is there
 * already; a blob erased on the service is recorded as erased. As the SDK's getBlob does, the salt
 * must be 0 or 32 bytes and the bytes `size_bytes` long: SHA-256 sees salt ‖ bytes the same for
 * every split, so the digest alone would keep a tail whose opening the service moved into the salt.
 */
export async function exportBlob(
  connection: Connection,
  agentId: string,
  ref: Pick<ContentRef, "digest" | "size_bytes">,
  dir: string,
): Promise<BlobOutcome> {
  const { digest } = ref;
  const files = filesOf(dir, digest);
  const known = readMeta(dir, digest);
  if (known && "erased_at_ms" in known) return { erasedAtMs: known.erased_at_ms };
  if (known && fs.statSync(files.bytes, { throwIfNoEntry: false })?.size === known.size_bytes) return {};
  const res = await fetch(blobUrl(connection, agentId, digest), { headers: { authorization: `Bearer ${connection.apiKey}` } });
  if (!res.ok) {
    const outcome = await refusal(res, `blob ${digest}`);
    writeMeta(dir, { digest, erased_at_ms: outcome.erasedAtMs! });
    return outcome;
  }
  const salt = res.headers.get("ledger-blob-salt") ?? "";
  const saltBytes = Buffer.from(salt, "base64url").length;
  if (saltBytes !== 0 && saltBytes !== SALT_BYTES) {
    await res.body?.cancel();
    throw new Error(`blob ${digest}: the service sent a ${saltBytes}-byte salt: not the content the record refers to`);
  }
  const check = digesting(Buffer.from(salt, "base64url"));
  await pipeline(
    Readable.fromWeb(res.body! as never),
    check.stream,
    fs.createWriteStream(`${files.bytes}.part`, { fd: openPart(files.bytes) }),
  );
  const got = check.result();
  const wrong =
    got.digest !== digest
      ? `the bytes received hash to ${got.digest}`
      : got.size !== ref.size_bytes
        ? `${got.size} bytes received, the record says ${ref.size_bytes}`
        : undefined;
  if (wrong !== undefined) {
    fs.rmSync(`${files.bytes}.part`, { force: true });
    throw new Error(`blob ${digest}: ${wrong}: not the content the record refers to`);
  }
  fs.renameSync(`${files.bytes}.part`, files.bytes);
  writeMeta(dir, { digest, size_bytes: got.size, media_type: res.headers.get("content-type") ?? "application/octet-stream", salt });
  return {};
}

/**
 * Uploads one blob from `dir` to the agent, streamed from its file. Erased before the export (or
 * on the service since): its erasure time, since its content cannot be restored.
 */
export async function importBlob(connection: Connection, agentId: string, digest: string, dir: string): Promise<BlobOutcome> {
  const meta = readMeta(dir, digest);
  if (!meta) throw new Error(`blob ${digest} is not in ${dir}`);
  if ("erased_at_ms" in meta) return { erasedAtMs: meta.erased_at_ms };
  const res = await fetch(blobUrl(connection, agentId, digest), {
    method: "PUT",
    headers: { authorization: `Bearer ${connection.apiKey}`, "content-type": meta.media_type, "ledger-blob-salt": meta.salt },
    body: Readable.toWeb(fs.createReadStream(filesOf(dir, digest).bytes)) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
  if (!res.ok) return refusal(res, `blob ${digest}`);
  await res.body?.cancel();
  return {};
}

/** Offline: the attachment's bytes in `dir` hash to its digest and have its size; erased ones say when. */
export async function checkBlob(dir: string, ref: ContentRef): Promise<{ ok: true; erasedAtMs?: number } | { ok: false; reason: string }> {
  const meta = readMeta(dir, ref.digest);
  if (!meta) return { ok: false, reason: `attachment ${ref.digest} is not in ${dir}` };
  if ("erased_at_ms" in meta) return { ok: true, erasedAtMs: meta.erased_at_ms };
  const check = digesting(Buffer.from(meta.salt, "base64url"));
  try {
    await pipeline(fs.createReadStream(filesOf(dir, ref.digest).bytes), check.stream, async (source: AsyncIterable<Buffer>) => {
      for await (const _ of source);
    });
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return { ok: false, reason: `attachment ${ref.digest}: ${missing ? `its bytes are not in ${dir}` : (error as Error).message}` };
  }
  const got = check.result();
  if (got.digest !== ref.digest)
    return { ok: false, reason: `attachment ${ref.digest}: its bytes and salt in ${dir} hash to ${got.digest}: they were changed` };
  if (got.size !== ref.size_bytes)
    return { ok: false, reason: `attachment ${ref.digest}: ${got.size} bytes, the record says ${ref.size_bytes}` };
  return { ok: true };
}

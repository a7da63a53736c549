// Blobs (docs/content.md): the catalogue of every agent's blobs and their uploads in progress,
// the byte stores' interface, and the PostgreSQL byte store (BLOB_STORE unset) — fixed-size chunk
// rows, one statement per chunk with the next one overlapping the network, so no blob is ever
// whole in memory.
import type { Knex } from "knex";
import type { Database } from "./db.ts";
import { ATTACHMENTS_TERM } from "./filter-terms.ts";

export interface BlobRow {
  agent_id: string;
  digest: string;
  /** Where the bytes are (the byte store's key); null once an erasure has removed them. */
  content_id: string | null;
  media_type: string;
  size_bytes: number;
  /** Null once erased. */
  salt: Buffer | null;
  stored_ms: number;
  erased_ms: number | null;
}

export type StoredBlob = Pick<BlobRow, "size_bytes" | "media_type">;

/**
 * The narrow interface a blob byte store implements (PostgreSQL chunk rows below, S3 objects in
 * blobs/s3.ts). It holds bytes under content ids and knows nothing of digests, agents or erasure:
 * the catalogue (below) and the upload flow (blobs/upload.ts) own those.
 */
export interface BlobBytes {
  /** write() is given chunks of exactly this many bytes (the last may be shorter). */
  readonly chunkBytes: number;
  /** Stores the chunks under `contentId`; throws (leaving what it wrote for remove()) if they fail. */
  write(contentId: string, chunks: AsyncIterable<Buffer>): Promise<void>;
  /** Bytes [start, end) of a content written whole; end ≤ its length. */
  read(contentId: string, start: number, end: number): AsyncIterable<Buffer>;
  /** Removes whatever was written under `contentId`, whole or partial; nothing there is fine. */
  remove(contentId: string): Promise<void>;
}

/** The catalogue of blobs and uploads in progress (the blob room reaches the database only through it). */
export interface BlobCatalog {
  get(agentId: string, digest: string): Promise<BlobRow | undefined>;
  /** The blobs among `digests` that `agentId` holds and has not erased, by digest: what an attachment must match. */
  storedBlobs(agentId: string, digests: readonly string[]): Promise<Map<string, StoredBlob>>;
  /** Notes an upload before its first byte is written, so a crash mid-way leaves a trace to clean. */
  beginUpload(contentId: string, agentId: string, now: number): Promise<void>;
  endUpload(contentId: string): Promise<void>;
  /**
   * Catalogues a complete, verified upload and ends it, in one transaction. False when the digest
   * was catalogued meanwhile (a concurrent upload of the same blob won): the upload stays open,
   * for the caller to remove its bytes and end it.
   */
  commitUpload(row: Omit<BlobRow, "erased_ms">): Promise<boolean>;
  /**
   * Marks a blob erased and forgets its salt; returns the row it erased (content_id still set:
   * the caller removes the bytes, then calls forgetContent), or undefined when there was no such
   * blob or it was erased already.
   */
  markErased(agentId: string, digest: string, now: number): Promise<BlobRow | undefined>;
  /** The erasure's last step, once its bytes are removed from the byte store. */
  forgetContent(contentId: string): Promise<void>;
  /** Blobs stored before `cutoff` and not erased, at most `limit`: the retention round's next batch. */
  expiredBlobs(cutoff: number, limit: number): Promise<Pick<BlobRow, "agent_id" | "digest">[]>;
  /** Blobs stored before `cutoff`, not erased, that no record of their agent names, at most `limit`: the orphan round's next batch. */
  orphanBlobs(cutoff: number, limit: number): Promise<Pick<BlobRow, "agent_id" | "digest">[]>;
  /** The agent's blobs after `cursor` in digest order (erased ones too), at most `limit`. */
  list(agentId: string, cursor: string | undefined, limit: number): Promise<BlobRow[]>;
  /** Content left behind: uploads begun before `before` and never ended, and erasures whose bytes were not yet removed. */
  leftoverContent(before: number, limit: number): Promise<{ torn: string[]; erased: string[] }>;
}

// PGlite answers bytea as a plain Uint8Array.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function blobCatalog(db: Database): BlobCatalog {
  const { knex } = db;
  return {
    async get(agentId, digest) {
      const row: BlobRow | undefined = await knex("blobs").where({ agent_id: agentId, digest }).first();
      if (row?.salt) row.salt = asBuffer(row.salt);
      return row;
    },
    async storedBlobs(agentId, digests) {
      if (digests.length === 0) return new Map();
      const rows: (StoredBlob & { digest: string })[] = await knex("blobs")
        .where({ agent_id: agentId })
        .whereIn("digest", digests)
        .whereNull("erased_ms")
        .select("digest", "size_bytes", "media_type");
      return new Map(rows.map(({ digest, size_bytes, media_type }) => [digest, { size_bytes, media_type }]));
    },
    async beginUpload(contentId, agentId, now) {
      await knex("blob_uploads").insert({ content_id: contentId, agent_id: agentId, started_ms: now });
    },
    async endUpload(contentId) {
      await knex("blob_uploads").where({ content_id: contentId }).delete();
    },
    commitUpload(row) {
      return knex.transaction(async (trx) => {
        const inserted = await trx("blobs")
          .insert({ ...row, erased_ms: null })
          .onConflict(["agent_id", "digest"])
          .ignore()
          .returning("digest");
        if (inserted.length === 0) return false;
        await trx("blob_uploads").where({ content_id: row.content_id }).delete();
        return true;
      });
    },
    async markErased(agentId, digest, now) {
      const [row] = await knex("blobs")
        .where({ agent_id: agentId, digest })
        .whereNull("erased_ms")
        .update({ erased_ms: now, salt: null })
        .returning("*");
      return row;
    },
    async forgetContent(contentId) {
      await knex("blobs").where({ content_id: contentId }).whereNotNull("erased_ms").update({ content_id: null });
    },
    expiredBlobs(cutoff, limit) {
      return knex("blobs")
        .whereNull("erased_ms")
        .where("stored_ms", "<", cutoff)
        .orderBy("stored_ms")
        .limit(limit)
        .select("agent_id", "digest");
    },
    orphanBlobs(cutoff, limit) {
      // A blob is named by a record when one of the agent's records with attachments (found
      // through the search index's filter term) holds it. The index is written after commit, so an
      // agent with records not indexed yet is passed over this round: its newest records may name it.
      return knex("blobs as b")
        .whereNull("b.erased_ms")
        .where("b.stored_ms", "<", cutoff)
        .whereNotExists(
          knex("log_sequence as q")
            .leftJoin("search_progress as p", "p.agent_id", "q.agent_id")
            .whereRaw("q.agent_id = b.agent_id and q.next_idx > coalesce(p.indexed_idx, 0)")
            .select(knex.raw("1")),
        )
        .whereNotExists(
          knex("record_terms as t")
            .join("records as r", function () {
              this.on("r.agent_id", "t.agent_id").andOn("r.seq", "t.seq");
            })
            .whereRaw("t.agent_id = b.agent_id")
            .whereRaw("t.terms @> array[?]::text[]", [ATTACHMENTS_TERM])
            .whereRaw("r.body->'attachments' @> jsonb_build_array(jsonb_build_object('digest', b.digest))")
            .select(knex.raw("1")),
        )
        .orderBy("b.stored_ms")
        .limit(limit)
        .select("b.agent_id", "b.digest");
    },
    async list(agentId, cursor, limit) {
      const rows: BlobRow[] = await knex("blobs")
        .where({ agent_id: agentId })
        .modify((q) => cursor !== undefined && q.where("digest", ">", cursor))
        .orderBy("digest")
        .limit(limit)
        .select("*");
      return rows;
    },
    async leftoverContent(before, limit) {
      const torn: { content_id: string }[] = await knex("blob_uploads").where("started_ms", "<", before).limit(limit).select("content_id");
      const erased: { content_id: string }[] = await knex("blobs")
        .whereNotNull("erased_ms")
        .whereNotNull("content_id")
        .limit(limit)
        .select("content_id");
      return { torn: torn.map((r) => r.content_id), erased: erased.map((r) => r.content_id) };
    },
  };
}

const CHUNK_BYTES = 1024 * 1024;

/**
 * How chunk bytes cross to the database. The pg driver sends and receives bytea efficiently; PGlite
 * converts a bytea parameter to hex and back one byte at a time in JavaScript (~1 s per MiB), so
 * there the bytes travel as text that Node and PostgreSQL convert natively (~10× faster).
 */
const CODECS = {
  postgres: {
    value: (knex: Knex, data: Buffer) => data as Knex.Value,
    column: "encode(data, 'base64') as data",
    decode: (data: string) => Buffer.from(data, "base64"),
  },
  pglite: {
    value: (knex: Knex, data: Buffer) => knex.raw("decode(?, 'base64')", [data.toString("base64")]),
    column: "encode(data, 'hex') as data",
    decode: (data: string) => Buffer.from(data, "hex"),
  },
} as const;

/** The byte store in PostgreSQL: chunks of 1 MiB (the last shorter), each row knowing its offset. */
export function postgresBytes(db: Database): BlobBytes {
  const { knex } = db;
  const codec = CODECS[db.kind];
  return {
    chunkBytes: CHUNK_BYTES,
    async write(contentId, chunks) {
      // One insert in flight while the next chunk arrives, so the network and the database
      // overlap; at most two chunks in memory.
      let inFlight: Promise<void> = Promise.resolve();
      let seq = 0;
      let at = 0;
      try {
        for await (const data of chunks) {
          await inFlight;
          inFlight = knex("blob_chunks")
            .insert({ content_id: contentId, seq, start_at: at, data: codec.value(knex, data) })
            .then(() => undefined);
          inFlight.catch(() => {}); // awaited on the next turn; not an unhandled rejection meanwhile
          seq += 1;
          at += data.length;
        }
        await inFlight;
      } finally {
        // A failing upload is removed by the caller: no insert may land after that.
        await inFlight.catch(() => {});
      }
    },
    async *read(contentId, start, end) {
      // One chunk per query, the next read while this one is sent: a range of a 64 MiB blob
      // costs two chunks of memory at a time.
      const chunk = (seq: number) =>
        knex("blob_chunks")
          .where({ content_id: contentId, seq })
          .first("start_at", knex.raw(codec.column))
          .then((found) => {
            if (!found) throw new Error(`blob content ${contentId} lacks chunk ${seq}`);
            return { start_at: found.start_at as number, data: codec.decode(found.data) };
          });
      if (start >= end) return;
      let next = chunk(Math.floor(start / CHUNK_BYTES));
      for (let seq = Math.floor(start / CHUNK_BYTES), at = start; at < end; seq++) {
        const row = await next;
        const piece = row.data.subarray(at - row.start_at, Math.min(row.data.length, end - row.start_at));
        at += piece.length;
        if (at < end) {
          next = chunk(seq + 1);
          next.catch(() => {}); // a reader that stops here never awaits it
        }
        yield piece;
      }
    },
    async remove(contentId) {
      await knex("blob_chunks").where({ content_id: contentId }).delete();
    },
  };
}

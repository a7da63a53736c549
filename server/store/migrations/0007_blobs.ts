import type { Knex } from "knex";

export const name = "0007_blobs";

// Blobs by content address (docs/content.md). `blobs` is the catalogue, whatever holds the bytes:
// an erased blob keeps its row (digest, size, type, erasure time) with salt and content gone.
// `blob_uploads` lists uploads in progress, so bytes of an upload torn by a crash are found and
// removed. `blob_chunks` holds the bytes when PostgreSQL stores them (BLOB_STORE unset).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table blobs (
      agent_id text not null references agents (agent_id),
      digest text not null,
      content_id uuid,
      media_type text not null,
      size_bytes bigint not null,
      salt bytea,
      stored_ms bigint not null,
      erased_ms bigint,
      primary key (agent_id, digest)
    )`);
  // The retention round walks blobs by age; erasures left half-done (bytes not yet removed) are found by content_id.
  await knex.raw(`create index blobs_stored on blobs (stored_ms) where erased_ms is null`);
  await knex.raw(`create index blobs_erasing on blobs (content_id) where erased_ms is not null and content_id is not null`);
  await knex.raw(`
    create table blob_uploads (
      content_id uuid primary key,
      agent_id text not null,
      started_ms bigint not null
    )`);
  await knex.raw(`
    create table blob_chunks (
      content_id uuid not null,
      seq integer not null,
      start_at bigint not null,
      data bytea not null,
      primary key (content_id, seq)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop table blob_chunks`);
  await knex.raw(`drop table blob_uploads`);
  await knex.raw(`drop table blobs`);
}

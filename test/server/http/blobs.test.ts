// The blob endpoints with the bytes in the database (BLOB_STORE unset): PGlite, or PostgreSQL
// with DATABASE_URL.
import { describe, expect } from "vitest";
import { useServer } from "./helpers.ts";
import { blobSuite, MAX_BYTES } from "./blobs-suite.ts";
import { configFromEnv } from "../../../server/config.ts";

const server = useServer({ config: { blobs: { ...configFromEnv({}).blobs, maxBytes: MAX_BYTES } } });

/** Every chunk row belongs to a catalogued, unerased blob; no upload is left open. */
async function noLeftovers() {
  const { knex } = server().service.services.db;
  const { rows } = await knex.raw(`
    select (select count(*) from blob_uploads) as uploads,
           (select count(*) from blob_chunks c
             where not exists (select 1 from blobs b where b.content_id = c.content_id and b.erased_ms is null)) as stray`);
  expect({ uploads: Number(rows[0].uploads), stray: Number(rows[0].stray) }).toEqual({ uploads: 0, stray: 0 });
}

describe("blobs in the database", () => blobSuite(server, noLeftovers));

// The record schema versions (public): which the service accepts, and each one's schema as frozen.
import { SCHEMA_VERSION } from "../../generated/schema.ts";
import { notFound } from "../api/errors.ts";
import { schemaPath, schemaText, VERSIONS } from "../records/versions.ts";
import type { Handler } from "./types.ts";

export const listSchemaVersionsHandler: Handler<"listSchemaVersions"> = async () => ({
  status: 200,
  body: { current: SCHEMA_VERSION, versions: VERSIONS.map((v) => ({ ...v, url: schemaPath(v.version) })) },
});

export const getSchemaVersionHandler: Handler<"getSchemaVersion"> = async ({ params }) => {
  const bytes = schemaText(params.version);
  if (!bytes) throw notFound("schema version");
  // Served as the bytes the SDKs ship, not re-serialised JSON.
  const headers = { "content-type": "application/schema+json", "content-length": String(bytes.byteLength) };
  return {
    status: 200,
    headers,
    stream: (async function* () {
      yield bytes;
    })(),
  };
};

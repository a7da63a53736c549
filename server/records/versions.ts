// The schema versions as the service announces them: the Deprecation (RFC 9745) and Sunset
// (RFC 8594) headers of a request that uses a deprecated version, and each version's schema text
// (generated/schemas/, the same bytes the SDKs ship) for GET /v1/schemas/{version}.
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPOSITORY_ROOT } from "../cache-root.ts";
import { SCHEMA_VERSIONS } from "../../generated/schema.ts";

export interface VersionEntry {
  version: string;
  status: "current" | "supported" | "deprecated";
  deprecated?: string;
  sunset?: string;
}

export const VERSIONS: readonly VersionEntry[] = SCHEMA_VERSIONS as readonly VersionEntry[];

/** Where a version's schema is served. */
export const schemaPath = (version: string) => `/v1/schemas/${encodeURIComponent(version)}`;

/**
 * Headers for a request whose records use deprecated versions (none when none does): the earliest
 * deprecation and sunset among them. The sunset is the end of its day (UTC): the version is
 * accepted through that date.
 */
export function deprecationHeaders(
  entries: readonly unknown[],
  versions: readonly VersionEntry[] = VERSIONS,
): Record<string, string> | undefined {
  const used = new Set(entries.map((entry) => (entry as { schema_version?: unknown } | null)?.schema_version));
  const deprecated = versions.filter((v) => v.status === "deprecated" && used.has(v.version));
  if (deprecated.length === 0) return undefined;
  const earliest = (dates: string[]) => dates.sort()[0]!;
  const since = Date.parse(`${earliest(deprecated.map((v) => v.deprecated!))}T00:00:00Z`) / 1000;
  const sunset = new Date(`${earliest(deprecated.map((v) => v.sunset!))}T23:59:59Z`).toUTCString();
  return {
    deprecation: `@${since}`,
    sunset,
    link: deprecated.map((v) => `<${schemaPath(v.version)}>; rel="deprecation"; type="application/schema+json"`).join(", "),
  };
}

const texts = new Map<string, Uint8Array>();

/** The schema of a supported version, byte for byte; undefined for any other. */
export function schemaText(version: string): Uint8Array | undefined {
  if (!VERSIONS.some((v) => v.version === version)) return undefined;
  let text = texts.get(version);
  // From the repository root, not this file: `npm start` runs a bundle from node_modules/.cache.
  if (!text) texts.set(version, (text = readFileSync(path.join(REPOSITORY_ROOT, "generated/schemas", version, "record.schema.json"))));
  return text;
}

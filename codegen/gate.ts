// The release gate of `codegen:check`, run before anything is generated (the sources are all it
// needs): every released record schema byte for byte as it was frozen, the current one as well
// when its version is released (compat.ts names what a change would break), the
// OpenAPI document against the last release (api-compat.ts, snapshot openapi/released.json), and a
// CHANGELOG entry for whatever changed since that release. Each problem is one line naming where
// and the way out.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { apiBreakingChanges } from "./api-compat.ts";
import { frozenSchemaPath, loadSources, RELEASED_DIGESTS, VERSIONED_SCHEMAS, type JsonObject, type VersionedFile } from "./bundle.ts";
import { breakingChanges } from "./compat.ts";
import { bundleOpenapi } from "./openapi.ts";
import { packageVersions } from "./versions.ts";

/** The bundled OpenAPI document (schemas as components) of the last release, frozen by `npm run schema:release`. */
export const RELEASED_API = "openapi/released.json";
export const CHANGELOG = "sdk/CHANGELOG.md";

/** The OpenAPI document as codegen bundles it (generated/openapi.json), its info.version from versions.json. */
export function bundledApi(root: string): JsonObject {
  const { defs, openapi } = loadSources(root);
  (openapi.info as JsonObject).version = packageVersions(root).openapi;
  return bundleOpenapi(openapi, defs);
}

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as JsonObject;
const withoutVersion = (doc: JsonObject) => JSON.stringify({ ...doc, info: { ...(doc.info as JsonObject), version: undefined } });

const VERSIONED = Object.keys(VERSIONED_SCHEMAS) as VersionedFile[];
/** The released files of schema/versions/, each `schema/versions/<version>/<file>`. */
const frozenFiles = (root: string) =>
  readdirSync(join(root, "schema", "versions")).flatMap((version) =>
    VERSIONED.filter((file) => existsSync(join(root, frozenSchemaPath(version, file)))).map((file) => frozenSchemaPath(version, file)),
  );

/** The versioned schemas' definitions (record and score), in every version: the version gate's, not the API gate's. */
function recordDefNames(root: string): Set<string> {
  const files = [...VERSIONED.map((file) => `schema/${file}`), ...frozenFiles(root)];
  return new Set([
    ...Object.values(VERSIONED_SCHEMAS),
    ...files.flatMap((f) => (existsSync(join(root, f)) ? Object.keys((readJson(join(root, f)).$defs ?? {}) as JsonObject) : [])),
  ]);
}

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The released versions' digests (RELEASED_DIGESTS), by file path from the repository root. */
export function releasedDigests(root: string): Map<string, string> {
  const path = join(root, RELEASED_DIGESTS);
  const text = existsSync(path) ? readFileSync(path, "utf8") : "";
  return new Map([...text.matchAll(/^([0-9a-f]{64}) {2}(\S+)$/gm)].map(([, digest, file]) => [`schema/${file}`, digest!]));
}

/** Each released version's file as it was frozen, and none released without its digest. */
function frozenGate(root: string): string[] {
  const digests = releasedDigests(root);
  const files = new Set([...frozenFiles(root), ...digests.keys()]);
  return [...files].flatMap((file) => {
    const digest = digests.get(file);
    if (!existsSync(join(root, file)))
      return [`${file} is gone, but ${RELEASED_DIGESTS} records it as released: a released version stays (restore it from git)`];
    if (digest === undefined)
      return [`${file} is not recorded in ${RELEASED_DIGESTS}: versions are frozen by \`npm run schema:release\`, never by hand`];
    if (sha256(readFileSync(join(root, file), "utf8")) !== digest) {
      return [
        `${file} differs from the release recorded in ${RELEASED_DIGESTS}: a released version is frozen byte for byte — restore it (git checkout) and make the change in a new version`,
      ];
    }
    return [];
  });
}

/**
 * A current versioned schema (record or score) against the frozen file of its own version: once
 * released it is that file byte for byte; an unreleased version (no file yet) may change freely
 * until it is released.
 */
function versionGate(root: string, file: VersionedFile): { failures: string[]; changed: boolean } {
  const source = `schema/${file}`;
  const current = readJson(join(root, source));
  const version = current["x-schema-version"] as string;
  const frozen = join(root, frozenSchemaPath(version, file));
  if (!existsSync(frozen)) return { failures: [], changed: true };
  if (readFileSync(frozen, "utf8") === readFileSync(join(root, source), "utf8")) return { failures: [], changed: false };
  const breaks = breakingChanges(readJson(frozen), current).map(
    ({ pointer, what }) => `${source}#${pointer}: ${what} — bump x-schema-version`,
  );
  const failures = [
    `${source} differs from ${frozenSchemaPath(version, file)}, the released ${version} its x-schema-version names: a released version never changes, ` +
      `not even additively — set x-schema-version to the next version (list it as current in x-supported-versions, ${version} as supported), ` +
      `where the change may be anything, and release it with \`npm run schema:release\`${breaks.length > 0 ? `; what the change would break:\n  ${breaks.join("\n  ")}` : ""}`,
  ];
  return { failures, changed: true };
}

/** The OpenAPI document against the last release: a break needs a new version (versions.json) first. */
function apiGate(root: string): { failures: string[]; notices: string[]; changed: boolean } {
  const path = join(root, RELEASED_API);
  if (!existsSync(path))
    return {
      failures: [],
      notices: [`${RELEASED_API} is missing: no release to compare openapi/ with (\`npm run schema:release\` makes it)`],
      changed: true,
    };
  const [released, current] = [readJson(path), bundledApi(root)];
  const [was, now] = [(released.info as JsonObject).version as string, (current.info as JsonObject).version as string];
  const breaks = apiBreakingChanges(released, current, recordDefNames(root)).map(
    ({ pointer, what }) => `openapi/openapi.yaml#${pointer}: ${what}`,
  );
  const changed = withoutVersion(released) !== withoutVersion(current);
  if (breaks.length === 0) return { failures: [], notices: [], changed };
  if (was !== now)
    return {
      failures: [],
      notices: [`openapi/: breaking changes since ${was}, released as ${now} (name them in ${CHANGELOG}):\n  ${breaks.join("\n  ")}`],
      changed,
    };
  const failures = [
    `openapi/openapi.yaml is not backward compatible with the last release (${was}, ${RELEASED_API}); ` +
      `make the change additive, or bump the preview number in versions.json (the API's version) and name the change in ${CHANGELOG}:\n  ` +
      breaks.map((line) => `${line} — bump versions.json`).join("\n  "),
  ];
  return { failures, notices: [], changed };
}

/** The changelog's `## Unreleased` section, without its headings and blank lines. */
function unreleased(text: string): string {
  const section = /^## Unreleased\s*$([\s\S]*?)(?=^## )/m.exec(text + "\n## ")?.[1] ?? "";
  return section
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("###"))
    .join("\n");
}

/** A schema or API change since the last release needs its CHANGELOG entry; each schema version needs its line. */
function changelogGate(root: string, changed: string[]): string[] {
  const text = existsSync(join(root, CHANGELOG)) ? readFileSync(join(root, CHANGELOG), "utf8") : "";
  const failures: string[] = [];
  if (changed.length > 0 && unreleased(text) === "") {
    failures.push(
      `${changed.join(" and ")} changed since the last release, and ${CHANGELOG} has no entry under "## Unreleased": say what changed for users there`,
    );
  }
  for (const [file, kind] of [
    ["record.schema.json", "record"],
    ["score.schema.json", "score"],
  ] as const) {
    const version = readJson(join(root, "schema", file))["x-schema-version"] as string;
    // The record schema's line may read "Schema 1.0" (it came first); the score schema's names it.
    const prefix = kind === "record" ? "" : "score ";
    if (!new RegExp(`${prefix}schema ${version.replace(".", "\\.")}\\b`, "i").test(text)) {
      failures.push(
        `${CHANGELOG} never names ${kind} schema ${version} (the x-schema-version): add "${kind[0]!.toUpperCase()}${kind.slice(1)} schema ${version}: …" saying what it changed`,
      );
    }
  }
  return failures;
}

export function releaseGate(root: string): { failures: string[]; notices: string[] } {
  const versioned = VERSIONED.map((file) => ({ file, ...versionGate(root, file) }));
  const api = apiGate(root);
  const changed = [
    ...versioned.filter((gate) => gate.changed).map((gate) => `schema/${gate.file}`),
    ...(api.changed ? ["openapi/ (or the schemas it bundles)"] : []),
  ];
  return {
    failures: [...frozenGate(root), ...versioned.flatMap((gate) => gate.failures), ...api.failures, ...changelogGate(root, changed)],
    notices: api.notices,
  };
}

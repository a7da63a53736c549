// The release gate of `codegen:check`, run before anything is generated (the sources are all it
// needs): the record schema against the frozen snapshot of its own version (compat.ts), the
// OpenAPI document against the last release (api-compat.ts, snapshot openapi/released.json), and a
// CHANGELOG entry for whatever changed since that release. Each problem is one line naming where
// and the way out.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { apiBreakingChanges } from "./api-compat.ts";
import { CURRENT_SCHEMA, frozenSchemaPath, loadSources, type JsonObject } from "./bundle.ts";
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

/** The record schema's definitions, in every version: the record gate's, not the API gate's. */
function recordDefNames(root: string): Set<string> {
  const files = [CURRENT_SCHEMA, ...readdirSync(join(root, "schema", "versions")).map(frozenSchemaPath)];
  return new Set(["TraceRecord", ...files.flatMap((f) => (existsSync(join(root, f)) ? Object.keys((readJson(join(root, f)).$defs ?? {}) as JsonObject) : []))]);
}

/** The current record schema against the frozen snapshot of its own version (none yet: an unreleased version may change freely). */
function recordGate(root: string): { failures: string[]; changed: boolean } {
  const current = readJson(join(root, CURRENT_SCHEMA));
  const frozen = join(root, frozenSchemaPath(current["x-schema-version"] as string));
  if (!existsSync(frozen)) return { failures: [], changed: true };
  const breaks = breakingChanges(readJson(frozen), current).map(({ pointer, what }) => `${CURRENT_SCHEMA}#${pointer}: ${what} — bump x-schema-version`);
  const failures = breaks.length === 0 ? [] : [
    `${CURRENT_SCHEMA} is not backward compatible with the released version it claims (frozen in schema/versions/); ` +
      `bump x-schema-version (keep the old one in x-supported-versions) and run \`npm run schema:release\`:\n  ${breaks.join("\n  ")}`,
  ];
  return { failures, changed: readFileSync(frozen, "utf8") !== readFileSync(join(root, CURRENT_SCHEMA), "utf8") };
}

/** The OpenAPI document against the last release: a break needs a new version (versions.json) first. */
function apiGate(root: string): { failures: string[]; notices: string[]; changed: boolean } {
  const path = join(root, RELEASED_API);
  if (!existsSync(path)) return { failures: [], notices: [`${RELEASED_API} is missing: no release to compare openapi/ with (\`npm run schema:release\` makes it)`], changed: true };
  const [released, current] = [readJson(path), bundledApi(root)];
  const [was, now] = [(released.info as JsonObject).version as string, (current.info as JsonObject).version as string];
  const breaks = apiBreakingChanges(released, current, recordDefNames(root)).map(({ pointer, what }) => `openapi/openapi.yaml#${pointer}: ${what}`);
  const changed = withoutVersion(released) !== withoutVersion(current);
  if (breaks.length === 0) return { failures: [], notices: [], changed };
  if (was !== now) return { failures: [], notices: [`openapi/: breaking changes since ${was}, released as ${now} (name them in ${CHANGELOG}):\n  ${breaks.join("\n  ")}`], changed };
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
  return section.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("###")).join("\n");
}

/** A schema or API change since the last release needs its CHANGELOG entry; a schema version needs its line. */
function changelogGate(root: string, changed: string[]): string[] {
  const text = existsSync(join(root, CHANGELOG)) ? readFileSync(join(root, CHANGELOG), "utf8") : "";
  const failures: string[] = [];
  if (changed.length > 0 && unreleased(text) === "") {
    failures.push(`${changed.join(" and ")} changed since the last release, and ${CHANGELOG} has no entry under "## Unreleased": say what changed for users there`);
  }
  const version = readJson(join(root, CURRENT_SCHEMA))["x-schema-version"] as string;
  if (!new RegExp(`schema ${version.replace(".", "\\.")}\\b`, "i").test(text)) {
    failures.push(`${CHANGELOG} never names record schema ${version} (the x-schema-version): add "Record schema ${version}: …" saying what it changed`);
  }
  return failures;
}

export function releaseGate(root: string): { failures: string[]; notices: string[] } {
  const record = recordGate(root);
  const api = apiGate(root);
  const changed = [...(record.changed ? [CURRENT_SCHEMA] : []), ...(api.changed ? ["openapi/ (or the schemas it bundles)"] : [])];
  return { failures: [...record.failures, ...api.failures, ...changelogGate(root, changed)], notices: api.notices };
}

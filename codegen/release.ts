// `npm run schema:release`: freezes schema/record.schema.json as its x-schema-version, in
// schema/versions/<version>/record.schema.json, byte for byte, and the bundled OpenAPI document as
// the last release (openapi/released.json, its info.version from versions.json), which the gate of
// `codegen:check` compares openapi/ with. A released version never changes again: releasing it a
// second time with other content is refused (bump x-schema-version, or versions.json, instead).
// `--root DIR` works on another checkout (tests).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { CURRENT_SCHEMA, frozenSchemaPath, type JsonObject } from "./bundle.ts";
import { json } from "./emit.ts";
import { bundledApi, RELEASED_API } from "./gate.ts";

export type ReleaseOutcome = { kind: "frozen" | "already"; version: string; path: string };

export function releaseSchema(root: string): ReleaseOutcome {
  const text = readFileSync(join(root, CURRENT_SCHEMA), "utf8");
  const version = (JSON.parse(text) as { "x-schema-version"?: unknown })["x-schema-version"];
  if (typeof version !== "string" || !/^\d+\.\d+$/.test(version)) {
    throw new Error(`schema:release: ${CURRENT_SCHEMA} needs an x-schema-version of the form MAJOR.MINOR, got ${JSON.stringify(version)}`);
  }
  const path = frozenSchemaPath(version);
  const target = join(root, path);
  if (existsSync(target)) {
    if (readFileSync(target, "utf8") === text) return { kind: "already", version, path };
    throw new Error(`schema:release: ${version} is released and frozen in ${path}; ${CURRENT_SCHEMA} differs from it — bump x-schema-version to release the change`);
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  return { kind: "frozen", version, path };
}

/** The OpenAPI document frozen as the last release, unless that release is this version already. */
export function releaseApi(root: string): ReleaseOutcome {
  const doc = bundledApi(root);
  const version = (doc.info as JsonObject).version as string;
  const text = json(doc) + "\n";
  const target = join(root, RELEASED_API);
  if (existsSync(target)) {
    const released = readFileSync(target, "utf8");
    if (released === text) return { kind: "already", version, path: RELEASED_API };
    if ((JSON.parse(released) as { info: { version: string } }).info.version === version) {
      throw new Error(`schema:release: the API ${version} is released as ${RELEASED_API}; openapi/ differs from it — bump the preview number in versions.json to release the change`);
    }
  }
  writeFileSync(target, text);
  return { kind: "frozen", version, path: RELEASED_API };
}

if (import.meta.filename === process.argv[1]) {
  const rootFlag = process.argv.indexOf("--root");
  const root = rootFlag > 0 ? process.argv[rootFlag + 1]! : join(import.meta.dirname, "..");
  try {
    const outcome = releaseSchema(root);
    console.log(
      outcome.kind === "frozen"
        ? `schema:release: froze ${outcome.version} as ${outcome.path}; list it in x-supported-versions and run \`npm run codegen\``
        : `schema:release: ${outcome.version} is already frozen as ${outcome.path}, identical`,
    );
    const api = releaseApi(root);
    console.log(
      api.kind === "frozen"
        ? `schema:release: froze the API ${api.version} as ${api.path}, the release \`codegen:check\` compares openapi/ with`
        : `schema:release: the API ${api.version} is already released as ${api.path}, identical`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

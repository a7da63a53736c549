// `npm run schema:release`, one step that does all or nothing: freezes schema/record.schema.json
// (and schema/score.schema.json) as its x-schema-version in schema/versions/<version>/, byte for byte, its
// digest recorded in schema/released.sha256; freezes the bundled OpenAPI document as the last
// release (openapi/released.json), which the gate of `codegen:check` compares openapi/ with —
// moving the preview number in versions.json on first when the API changed since a release under
// the current one; then runs codegen, so the tree is consistent. Everything is checked before
// anything is written: a released version never changes, and releasing it again with other
// content is refused (set x-schema-version to the next version instead). `--root DIR` works on
// another checkout (tests).
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { frozenSchemaPath, RELEASED_DIGESTS, VERSIONED_SCHEMAS, type JsonObject, type VersionedFile } from "./bundle.ts";
import { json } from "./emit.ts";
import { bundledApi, RELEASED_API, sha256 } from "./gate.ts";

export type ReleaseOutcome = { kind: "frozen" | "already"; version: string; path: string };

/** What freezing a versioned schema (record or score) would do (nothing is written). */
function planSchema(root: string, file: VersionedFile): ReleaseOutcome & { text: string } {
  const source = `schema/${file}`;
  const text = readFileSync(join(root, source), "utf8");
  const version = (JSON.parse(text) as { "x-schema-version"?: unknown })["x-schema-version"];
  if (typeof version !== "string" || !/^\d+\.\d+$/.test(version)) {
    throw new Error(`schema:release: ${source} needs an x-schema-version of the form MAJOR.MINOR, got ${JSON.stringify(version)}`);
  }
  const path = frozenSchemaPath(version, file);
  if (!existsSync(join(root, path))) return { kind: "frozen", version, path, text };
  if (readFileSync(join(root, path), "utf8") === text) return { kind: "already", version, path, text };
  throw new Error(
    `schema:release: ${version} is released and frozen in ${path}; ${source} differs from it — set x-schema-version to the next version to release the change (nothing was changed)`,
  );
}

/** What freezing the API would do: its version moves on first when the API changed since a release under the current one. */
function planApi(root: string): ReleaseOutcome & { bump: boolean } {
  const doc = bundledApi(root);
  const version = (doc.info as JsonObject).version as string;
  const target = join(root, RELEASED_API);
  if (!existsSync(target)) return { kind: "frozen", version, path: RELEASED_API, bump: false };
  const released = readFileSync(target, "utf8");
  if (released === json(doc) + "\n") return { kind: "already", version, path: RELEASED_API, bump: false };
  const bump = (JSON.parse(released) as { info: { version: string } }).info.version === version;
  return { kind: "frozen", version, path: RELEASED_API, bump };
}

function bumpPreview(root: string): void {
  const path = join(root, "versions.json");
  const versions = JSON.parse(readFileSync(path, "utf8")) as { preview: number };
  writeFileSync(path, readFileSync(path, "utf8").replace(/("preview":\s*)\d+/, `$1${versions.preview + 1}`));
}

export function release(root: string): { schema: ReleaseOutcome; score: ReleaseOutcome; api: ReleaseOutcome; bumped: boolean } {
  const [schema, score] = (Object.keys(VERSIONED_SCHEMAS) as VersionedFile[]).map((file) => planSchema(root, file)) as [
    ReleaseOutcome & { text: string },
    ReleaseOutcome & { text: string },
  ];
  const apiPlan = planApi(root);
  if (apiPlan.bump) bumpPreview(root);
  for (const plan of [schema, score]) {
    if (plan.kind !== "frozen") continue;
    mkdirSync(dirname(join(root, plan.path)), { recursive: true });
    writeFileSync(join(root, plan.path), plan.text);
    appendFileSync(join(root, RELEASED_DIGESTS), `${sha256(plan.text)}  ${plan.path.replace(/^schema\//, "")}\n`);
  }
  const doc = bundledApi(root);
  const api = { kind: apiPlan.kind, version: (doc.info as JsonObject).version as string, path: RELEASED_API };
  if (api.kind === "frozen") writeFileSync(join(root, RELEASED_API), json(doc) + "\n");
  const codegen = spawnSync(process.execPath, [join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "codegen", "index.ts")], {
    cwd: root,
    stdio: "inherit",
  });
  if (codegen.status !== 0) throw new Error("schema:release: released, but `npm run codegen` failed: fix what it says and run it");
  return { schema, score, api, bumped: apiPlan.bump };
}

if (import.meta.filename === process.argv[1]) {
  const rootFlag = process.argv.indexOf("--root");
  const root = rootFlag > 0 ? process.argv[rootFlag + 1]! : join(import.meta.dirname, "..");
  try {
    const { schema, score, api, bumped } = release(root);
    for (const [kind, plan] of [
      ["record", schema],
      ["score", score],
    ] as const) {
      console.log(
        plan.kind === "frozen"
          ? `schema:release: froze ${kind} schema ${plan.version} as ${plan.path} (its digest in ${RELEASED_DIGESTS})`
          : `schema:release: ${kind} schema ${plan.version} is already frozen as ${plan.path}, identical`,
      );
    }
    console.log(
      api.kind === "frozen"
        ? `schema:release: froze the API ${api.version} as ${api.path}${bumped ? " (versions.json's preview number moved on: the API changed since its last release)" : ""}, the release \`codegen:check\` compares openapi/ with`
        : `schema:release: the API ${api.version} is already released as ${api.path}, identical`,
    );
    console.log("schema:release: codegen ran; move the changelog's \"Unreleased\" entries under the new version's heading");
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

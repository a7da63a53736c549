// versions.json: the package versions, one preview number N moving the TypeScript, Python and Go
// packages and the OpenAPI document together (decisions: "Versions and licence"). Codegen writes
// each into its package's own file; those files keep everything else as their authors wrote it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { OutputFile } from "./emit.ts";

export interface PackageVersions {
  typescript: string;
  python: string;
  go: string;
  openapi: string;
}

const KEYS = ["typescript", "python", "go", "openapi"] as const;

/** versions.json read, each template's `{N}` filled with its preview number. */
export function packageVersions(root: string): PackageVersions {
  const file = JSON.parse(readFileSync(join(root, "versions.json"), "utf8")) as { preview?: unknown; packages?: Record<string, unknown> };
  if (!Number.isInteger(file.preview) || (file.preview as number) < 1)
    throw new Error(`codegen: versions.json needs "preview", a positive integer; got ${JSON.stringify(file.preview)}`);
  return Object.fromEntries(
    KEYS.map((key) => {
      const template = file.packages?.[key];
      if (typeof template !== "string" || !template.includes("{N}"))
        throw new Error(`codegen: versions.json packages.${key} needs a template with {N}; got ${JSON.stringify(template)}`);
      return [key, template.replaceAll("{N}", String(file.preview))];
    }),
  ) as unknown as PackageVersions;
}

/** `text` with the one match of `pattern`'s group replaced by `value`; `file` names it when it has none. */
function stamp(file: string, text: string, pattern: RegExp, value: string): string {
  if (!pattern.test(text)) throw new Error(`codegen: ${file} has no version where codegen writes it (${pattern})`);
  return text.replace(pattern, (_, before: string, after: string) => `${before}${value}${after}`);
}

/** The hand-kept files that carry a version, with it written in (paths from the repository root). */
export function stampedFiles(root: string, versions: PackageVersions): OutputFile[] {
  const read = (path: string) => readFileSync(join(root, path), "utf8");
  return [
    {
      path: "sdk/package.json",
      content: stamp("sdk/package.json", read("sdk/package.json"), /^(  "version": ")[^"]*(",)$/m, versions.typescript),
    },
    // The workspace's entry in the lock: `npm ci` refuses a lock out of step with sdk/package.json.
    {
      path: "package-lock.json",
      content: stamp(
        "package-lock.json",
        read("package-lock.json"),
        /^(    "sdk": \{\n      "name": "@trace-ledger\/sdk",\n      "version": ")[^"]*(",)$/m,
        versions.typescript,
      ),
    },
    {
      path: "python/pyproject.toml",
      content: stamp("python/pyproject.toml", read("python/pyproject.toml"), /^(version = ")[^"]*(")$/m, versions.python),
    },
    {
      path: "openapi/openapi.yaml",
      content: stamp(
        "openapi/openapi.yaml",
        read("openapi/openapi.yaml"),
        /^(info:\n(?: {2}.*\n)*? {2}version: )\S*()$/m,
        versions.openapi,
      ),
    },
  ];
}

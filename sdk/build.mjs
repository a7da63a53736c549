// Builds the package into dist/: one ESM bundle (the SDK, the bundled schema and the precompiled
// validators; the spool's file lock, fs-native-extensions, stays a runtime dependency of the
// shared bundle, loaded only when a spool opens) and the declarations of the public surface.
//   dist/shared-<hash>.js    the bundle (esbuild), shared by the entries: the SDK once (split in a few chunks by who uses what)
//   dist/index.js            the entry for browsers and other runtimes
//   dist/node.js             the entry for Node: the same, with the file spool and exit hooks of background mode
//   dist/integrations/*.js   the framework integrations (their frameworks stay imports: optional peer dependencies)
//   dist/sdk/*.d.ts          declarations (tsc), with the protocol and generated types they refer to
//   dist/protocol/*.d.ts
//   dist/generated/*.d.ts
//   dist/THIRD-PARTY-LICENSES.md  the licences of the packages bundled in (their MIT notices must travel with their code)
//   dist/schemas/<version>/record.schema.json  the record schema of every supported version, as JSON files
//                            (exported as @trace-ledger/sdk/schemas/<version>/record.schema.json), to re-validate offline
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const sdk = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(sdk, "..");
const dist = path.join(sdk, "dist");
fs.rmSync(dist, { recursive: true, force: true });

/** The framework integrations, each a subpath export: @trace-ledger/sdk/integrations/<name>. */
const INTEGRATIONS = ["openai-agents", "ai-sdk", "langchain"];

// All entries in one build, split: node.js re-exports index.ts, so apart they held the SDK twice
// (1.7 MB unpacked). Platform neutral for both; Node's built-ins stay imports (only node.js's own
// modules, the file spool, use them).
const { metafile } = await build({
  entryPoints: {
    index: path.join(sdk, "index.ts"),
    node: path.join(sdk, "node.ts"),
    ...Object.fromEntries(INTEGRATIONS.map((name) => [`integrations/${name}`, path.join(sdk, "integrations", `${name}.ts`)])),
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  chunkNames: "shared-[hash]",
  format: "esm",
  platform: "neutral",
  // The frameworks are the integrations' optional peer dependencies: imported, never bundled.
  external: ["node:*", "@langchain/core", "@langchain/core/*", "@openai/agents", "ai"],
  target: "es2022",
  legalComments: "none",
  minifyWhitespace: true,
  logLevel: "warning",
  metafile: true,
  absWorkingDir: root, // the metafile's paths are relative to it
});
fs.writeFileSync(path.join(dist, "THIRD-PARTY-LICENSES.md"), thirdPartyLicenses(Object.keys(metafile.inputs)));
fs.cpSync(path.join(root, "generated", "schemas"), path.join(dist, "schemas"), { recursive: true });

// Declarations keep the sources' `.ts` specifiers; consumers resolve `.js` ones.
execFileSync(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", path.join(sdk, "tsconfig.build.json")], {
  stdio: "inherit",
});
for (const file of fs.readdirSync(dist, { recursive: true })) {
  if (!file.endsWith(".d.ts")) continue;
  const full = path.join(dist, file);
  fs.writeFileSync(full, fs.readFileSync(full, "utf8").replace(/(from |import\()"(\.{1,2}\/[^"]+)\.ts"/g, '$1"$2.js"'));
}

/** The name, version and licence text of every package whose code the bundle holds. */
function thirdPartyLicenses(inputs) {
  const roots = new Set(inputs.flatMap((input) => input.match(/^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//)?.[1] ?? []));
  const sections = [...roots].sort().map((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, "package.json"), "utf8"));
    const file = fs.readdirSync(path.join(root, dir)).find((name) => /^licen[cs]e/i.test(name));
    if (!file) throw new Error(`build: ${pkg.name} has no licence file to ship with its bundled code`);
    return `## ${pkg.name} ${pkg.version} (${pkg.license})\n\n${fs.readFileSync(path.join(root, dir, file), "utf8").trim()}\n`;
  });
  return `# Third-party licences\n\nThe bundle (dist/*.js) includes code of these packages.\n\n${sections.join("\n")}`;
}

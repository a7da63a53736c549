// Builds the package into dist/: one ESM bundle (the SDK, the bundled schema and the precompiled
// validators, no runtime dependencies) and the declarations of the public surface.
//   dist/index.js            the bundle (esbuild), for Node ≥ 20.19 and browsers
//   dist/sdk/*.d.ts          declarations (tsc), with the generated types they refer to
//   dist/generated/*.d.ts
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const sdk = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(sdk, "..");
const dist = path.join(sdk, "dist");
fs.rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(sdk, "index.ts")],
  outfile: path.join(dist, "index.js"),
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  legalComments: "none",
  logLevel: "warning",
});

// Declarations keep the sources' `.ts` specifiers; consumers resolve `.js` ones.
execFileSync(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", path.join(sdk, "tsconfig.build.json")], { stdio: "inherit" });
for (const file of fs.readdirSync(dist, { recursive: true })) {
  if (!file.endsWith(".d.ts")) continue;
  const full = path.join(dist, file);
  fs.writeFileSync(full, fs.readFileSync(full, "utf8").replace(/(from |import\()"(\.{1,2}\/[^"]+)\.ts"/g, '$1"$2.js"'));
}

// `node scripts/run-ts.mjs <entry.ts> [args…]`: bundles a TypeScript entry point with esbuild (a
// fraction of a second) and runs the bundle in this process. `npm start` runs the service this
// way: a TypeScript loader such as tsx keeps a second JavaScript thread alive for the process's
// life, ~40 MB of the embedded default's memory budget, and is a dev dependency besides.
import { build, stop } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [entry, ...args] = process.argv.slice(2);
if (!entry) throw new Error("usage: node scripts/run-ts.mjs <entry.ts> [args…]");
const outfile = path.join(root, "node_modules/.cache/trace-ledger/run", entry.replace(/\.ts$/, ".mjs"));

const { outputFiles } = await build({
  entryPoints: [path.resolve(root, entry)],
  outfile,
  write: false,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external", // dependencies load from node_modules as usual
  sourcemap: "linked", // for --enable-source-maps when a stack trace must point at the sources
  logLevel: "warning",
});
await stop(); // esbuild's service process is not needed once the bundle is built
// Written aside and renamed into place, so a process starting at the same moment never reads half a file.
fs.mkdirSync(path.dirname(outfile), { recursive: true });
for (const file of outputFiles) {
  const staging = `${file.path}.${process.pid}`;
  fs.writeFileSync(staging, file.contents);
  fs.renameSync(staging, file.path);
}
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);

// `node scripts/run-ts.mjs <entry.ts> [args…]`: bundles a TypeScript entry point with esbuild (a
// fraction of a second) and runs the bundle in this process. `npm start` runs the service this
// way: a TypeScript loader such as tsx keeps a second JavaScript thread alive for the process's
// life, ~40 MB of the embedded default's memory budget, and is a dev dependency besides.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [entry, ...args] = process.argv.slice(2);
if (!entry) throw new Error("usage: node scripts/run-ts.mjs <entry.ts> [args…]");
// Per checkout: copies of the repository may share one node_modules (a symlink), and each must
// run its own sources.
const checkout = createHash("sha256").update(root).digest("hex").slice(0, 12);
const outfile = path.join(root, "node_modules/.cache/trace-ledger/run", checkout, entry.replace(/\.ts$/, ".mjs"));

// The bundle is rebuilt only when one of the files it was built from changed (or went away):
// a restart then skips esbuild (~0.4 s on this machine, and its service process).
const inputsFile = `${outfile}.inputs.json`;
if (!upToDate(outfile, inputsFile)) {
  const { build, stop } = await import("esbuild");
  const { outputFiles, metafile } = await build({
    absWorkingDir: root,
    entryPoints: [path.resolve(root, entry)],
    outfile,
    write: false,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external", // dependencies load from node_modules as usual
    sourcemap: "linked", // for --enable-source-maps when a stack trace must point at the sources
    metafile: true,
    logLevel: "warning",
  });
  await stop(); // esbuild's service process is not needed once the bundle is built
  const inputs = Object.keys(metafile.inputs).map((input) => path.resolve(root, input));
  // Written aside and renamed into place, so a process starting at the same moment never reads
  // half a file; the list of inputs last, so it never vouches for an older bundle.
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  for (const { path: file, contents } of [...outputFiles, { path: inputsFile, contents: JSON.stringify(inputs) }]) {
    const staging = `${file}.${process.pid}`;
    fs.writeFileSync(staging, contents);
    fs.renameSync(staging, file);
  }
}

function upToDate(bundle, inputsList) {
  try {
    const builtAt = fs.statSync(bundle).mtimeMs;
    if (fs.statSync(inputsList).mtimeMs < builtAt) return false;
    return JSON.parse(fs.readFileSync(inputsList, "utf8")).every((input) => fs.statSync(input).mtimeMs < builtAt);
  } catch {
    return false; // no bundle yet, or an input is gone
  }
}
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);

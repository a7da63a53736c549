// The viewer's build: Preact components in TSX (esbuild's automatic JSX runtime; no plugin),
// the SDK imported from source, one hashed bundle under /viewer/assets/.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: "/viewer/",
  logLevel: "warn",
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: {
    outDir: process.env.VIEWER_OUT_DIR ?? path.resolve(here, "../node_modules/.cache/trace-ledger/viewer"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
  },
});

// A scratch copy of the repository for tests that change its sources and run codegen, the SDKs or
// the service from it: inside .tmp/ (ignored); the sources are copied, node_modules' packages and
// .venv linked, test/ left out but for what `keep` names.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO = fileURLToPath(new URL("../../", import.meta.url));
export const TSX = join(REPO, "node_modules", "tsx", "dist", "cli.mjs");
export const VENV_PYTHON = join(REPO, ".venv", "bin", "python");
const SKIP = new Set(["node_modules", ".venv", ".git", ".tmp", ".data", "test"]);

export interface ScratchCopy {
  dir: string;
  /** Rewrites a JSON file of the copy with `change`. */
  editJson(path: string, change: (value: any) => void): void;
  remove(): void;
}

/** A copy of the sources, with test/vectors and the `keep` paths under test/; `venv: false` leaves .venv out. */
export function scratchCopy(name: string, keep: string[] = [], { venv = true } = {}): ScratchCopy {
  mkdirSync(join(REPO, ".tmp"), { recursive: true });
  const dir = mkdtempSync(join(REPO, ".tmp", `${name}-`));
  for (const entry of readdirSync(REPO).filter((e) => !SKIP.has(e))) cpSync(join(REPO, entry), join(dir, entry), { recursive: true });
  for (const path of ["test/vectors", ...keep]) cpSync(join(REPO, path), join(dir, path), { recursive: true });
  // node_modules entry by entry, all but .cache: scripts/run-ts.mjs keeps its bundles there, and a
  // shared one would run the original's service in the copy (or the copy's in the original).
  mkdirSync(join(dir, "node_modules"));
  for (const entry of readdirSync(join(REPO, "node_modules")).filter((e) => e !== ".cache"))
    symlinkSync(join(REPO, "node_modules", entry), join(dir, "node_modules", entry));
  if (venv && existsSync(join(REPO, ".venv"))) symlinkSync(join(REPO, ".venv"), join(dir, ".venv"));
  return {
    dir,
    editJson(path, change) {
      const value = JSON.parse(readFileSync(join(dir, path), "utf8"));
      change(value);
      writeFileSync(join(dir, path), JSON.stringify(value, null, 2) + "\n");
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

// The SDK must bundle for browsers and edge runtimes: everything reachable from sdk/index.ts is
// free of Node built-ins, Node-only globals and server code (protocol/, shared with the service,
// included).
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { importSpecifiers } from "../support/imports.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
// Portable and bundled into the package: uuid, and the audited @noble/hashes and @noble/curves
// (SHA-256 for Merkle proofs, keccak-256 and secp256k1 for checkpoint signatures).
const ALLOWED_PACKAGES = new Set([
  "uuid",
  "@noble/hashes/sha2.js",
  "@noble/hashes/sha3.js",
  "@noble/curves/secp256k1.js",
  "@noble/curves/ed25519.js",
]);
const NODE_GLOBALS = /\b(?:Buffer|process|__dirname|__filename|require)\s*[.(]/;

function reachable(entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const text = readFileSync(file, "utf8");
    files.set(file, text);
    for (const spec of importSpecifiers(text)) {
      if (spec.startsWith(".")) visit(resolve(dirname(file), spec));
      else files.set(`package:${spec}`, "");
    }
  };
  visit(entry);
  return files;
}

it("sdk/index.ts reaches only sdk/, protocol/, generated/ and allowed packages, with no Node-only code", () => {
  const files = reachable(resolve(root, "sdk/index.ts"));
  const packages = [...files.keys()].filter((f) => f.startsWith("package:")).map((f) => f.slice("package:".length));
  expect(packages.filter((p) => !ALLOWED_PACKAGES.has(p))).toEqual([]);

  const local = [...files.keys()].filter((f) => !f.startsWith("package:")).map((f) => relative(root, f));
  expect(local.filter((f) => !/^(sdk|protocol|generated)\//.test(f))).toEqual([]);
  expect(local).toEqual(expect.arrayContaining(["generated/validators/record.js", "protocol/merkle.ts"]));

  const nodeOnly = local.filter((f) => NODE_GLOBALS.test(files.get(resolve(root, f))!.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, "")));
  expect(nodeOnly).toEqual([]);
});

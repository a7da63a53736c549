#!/usr/bin/env node
// `trace-ledger …`: runs cli/main.ts the way `npm start` runs the service (scripts/run-ts.mjs).
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.argv.splice(2, 0, "cli/main.ts");
await import(path.join(root, "scripts/run-ts.mjs"));

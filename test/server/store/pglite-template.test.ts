// A new embedded data dir is a copy of the bootstrapped template rather than an initdb of its own
// (seconds and ~850 MB): the copy must be a working cluster, a copy cut short must be redone, and
// a dir that holds a cluster must never be touched.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/store/db.ts";
import { ensureTemplate, seedDataDir, TEMPLATE_DIR } from "../../../server/store/pglite-template.ts";

const dirs: string[] = [];
const newDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-seed-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("the PGlite template", () => {
  it("is kept beside the installed PGlite, one per version, holding a cluster", async () => {
    expect(await ensureTemplate()).toBe(TEMPLATE_DIR);
    expect(TEMPLATE_DIR).toMatch(/node_modules\/\.cache\/trace-ledger\/pglite-\d+\.\d+\.\d+$/);
    expect(fs.readFileSync(path.join(TEMPLATE_DIR, "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);
  });

  it("seeds a new data dir that opens, migrates and keeps what is written", async () => {
    const dataDir = newDir();
    await seedDataDir(dataDir);
    expect(fs.existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    const db = await openDatabase({ dataDir });
    await db.knex("owners").insert({ owner_id: "own_seeded", name: "seeded", wallet_mode: "byow", created_at: 1 });
    await db.close();
    const reopened = await openDatabase({ dataDir });
    expect(await reopened.knex("owners").pluck("name")).toEqual(["seeded"]);
    await reopened.close();
  });

  it("redoes a copy that was cut short (no PG_VERSION yet)", async () => {
    const dataDir = newDir();
    await seedDataDir(dataDir);
    fs.rmSync(path.join(dataDir, "PG_VERSION"));
    fs.rmSync(path.join(dataDir, "global"), { recursive: true });
    await seedDataDir(dataDir);
    const db = await openDatabase({ dataDir });
    expect(await db.ping()).toBe(true);
    await db.close();
  });

  it("leaves a data dir that holds a cluster alone", async () => {
    const dataDir = newDir();
    const db = await openDatabase({ dataDir });
    await db.knex("owners").insert({ owner_id: "own_kept", name: "kept", wallet_mode: "byow", created_at: 1 });
    await db.close();
    await seedDataDir(dataDir);
    const reopened = await openDatabase({ dataDir });
    expect(await reopened.knex("owners").pluck("name")).toEqual(["kept"]);
    await reopened.close();
  });
});

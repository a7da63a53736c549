import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/store/db.ts";
import { acquireDataDirLock } from "../../../server/store/lock.ts";
import { freshPgliteDataDir } from "../../support/database.ts";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-lock-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

let dirs = 0;
const newDir = () => path.join(scratch, `dir-${++dirs}`);
const lockFileOf = (dir: string) => path.join(dir, "trace-ledger.lock");

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid!;
}

describe("data-dir lock", () => {
  it("refuses a second holder in this process, naming the dir and the holding PID", () => {
    const dir = newDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFileOf(dir), "utf8").trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(`Data dir ${dir} is in use by process ${process.pid}`);
    lock.release();
  });

  it("refuses while another live process holds it", async () => {
    const dir = newDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(lockFileOf(dir), `${holder.pid}\n`);
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it("takes over a stale lock of a dead process", async () => {
    const dir = newDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(lockFileOf(dir), `${await deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFileOf(dir), "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("takes over a lock bearing this process's PID that this process does not hold (a restart reusing the PID)", () => {
    const dir = newDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(lockFileOf(dir), `${process.pid}\n`);
    acquireDataDirLock(dir).release();
  });

  it("is released once, and can then be taken again", () => {
    const dir = newDir();
    const lock = acquireDataDirLock(dir);
    lock.release();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    const again = acquireDataDirLock(dir);
    lock.release(); // a late second release must not drop the new holder's lock
    expect(fs.existsSync(lockFileOf(dir))).toBe(true);
    again.release();
  });
});

describe("embedded database", () => {
  it("is opened by one holder at a time, releases its lock on close and keeps its data", async () => {
    const dataDir = await freshPgliteDataDir();
    try {
      const db = await openDatabase({ dataDir });
      await db.knex("owners").insert({ owner_id: "own_1", name: "kept", wallet_mode: "byow", created_at: 1 });
      await expect(openDatabase({ dataDir })).rejects.toThrow(`is in use by process ${process.pid}`);
      // Another process (here `npm run migrate`) is refused with the same message.
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
      const other = spawnSync(process.execPath, ["--import", "tsx", "server/store/migrate.ts"], { cwd: REPO, env, encoding: "utf8" });
      expect(other.status).not.toBe(0);
      expect(other.stderr).toContain(`Data dir ${dataDir} is in use by process ${process.pid}`);
      await db.close();
      expect(await db.ping()).toBe(false);
      expect(fs.existsSync(lockFileOf(dataDir))).toBe(false);

      const reopened = await openDatabase({ dataDir });
      expect(await reopened.knex("owners").select("name")).toEqual([{ name: "kept" }]);
      await reopened.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

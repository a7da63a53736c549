// A PostgreSQL primary and its streaming standby of their own (scripts/services.sh --standby with
// SERVICES_PG_DIR), in a temp dir on free ports: a test may kill the primary without touching the
// machine's shared PostgreSQL. Needs root (the clusters run as the postgres user).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort } from "./processes.ts";
import { unlessRequired } from "./required.ts";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const CREDENTIALS = "postgres:postgres";

export type SyncMode = "off" | "on" | "remote_apply";

export interface PostgresPair {
  /** Both hosts, the one that takes writes chosen by target_session_attrs=read-write. */
  readonly url: string;
  /** The standby alone (DATABASE_READ_URL); after promote(), the new primary. */
  readonly standbyUrl: string;
  readonly primaryUrl: string;
  /** SIGKILLs the primary's postmaster and every process of it at once, as losing its machine would. */
  killPrimary(): void;
  /** The standby becomes the primary (services.sh --promote). */
  promote(): Promise<void>;
  /** Stops what still runs and removes the data directories. */
  remove(): Promise<void>;
}

/** Why no pair can be made here, or undefined when one can (REQUIRE_PG_CLUSTERS=1: an error). */
export function postgresPairUnavailable(): string | undefined {
  return unlessRequired("REQUIRE_PG_CLUSTERS", whyNoPair());
}

function whyNoPair(): string | undefined {
  if (process.platform !== "linux") return "the pair runs Debian's PostgreSQL packages";
  if (process.getuid?.() !== 0) return "running PostgreSQL clusters as the postgres user needs root";
  return undefined;
}

export async function startPostgresPair(sync: SyncMode): Promise<PostgresPair> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "trace-ledger-pair-"));
  fs.chmodSync(base, 0o755); // the postgres user reaches its directories through it
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const primaryDir = path.join(base, "primary");
  const env = {
    ...process.env,
    SERVICES_PG_PORT: String(primaryPort),
    SERVICES_PG_DIR: primaryDir,
    SERVICES_STANDBY_PORT: String(standbyPort),
    SERVICES_STANDBY_DIR: path.join(base, "standby"),
    SERVICES_PG_SYNC: sync,
    SERVICES_REDIS: "no",
  };
  const services = (...args: string[]) =>
    promisify(execFile)("bash", ["scripts/services.sh", ...args], { cwd: REPO, env, timeout: 180_000 });
  const remove = async () => {
    await services("--stop").catch(() => {});
    fs.rmSync(base, { recursive: true, force: true });
  };
  try {
    await services("--standby");
  } catch (error) {
    await remove();
    throw error;
  }
  const at = (port: number) => `127.0.0.1:${port}`;
  return {
    url: `postgres://${CREDENTIALS}@${at(primaryPort)},${at(standbyPort)}/test?target_session_attrs=read-write`,
    standbyUrl: `postgres://${CREDENTIALS}@${at(standbyPort)}/test`,
    primaryUrl: `postgres://${CREDENTIALS}@${at(primaryPort)}/test`,
    killPrimary() {
      const postmaster = Number(fs.readFileSync(path.join(primaryDir, "postmaster.pid"), "utf8").split("\n")[0]);
      for (const pid of [postmaster, ...childrenOf(postmaster)]) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
    },
    async promote() {
      await services("--promote");
    },
    remove,
  };
}

function childrenOf(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

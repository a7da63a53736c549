// Tests that need a tool this machine may lack skip, saying why, unless a REQUIRE_* variable says
// the tool must be there (.ci/run sets them where it installed the tool): then the missing tool
// fails the test file, so CI can never pass with the test left out.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { VENV_PYTHON } from "./scratch-copy.ts";

/** `reason` (why the tool is missing) to skip with, or undefined; throws instead when `guard`=1. */
export function unlessRequired(guard: `REQUIRE_${string}`, reason: string | undefined): string | undefined {
  if (reason === undefined) return undefined;
  if (process.env[guard] === "1") throw new Error(`${guard}=1 but ${reason}`);
  console.warn(`skipped: ${reason} (${guard}=1 makes this an error)`);
  return reason;
}

/** Why the Go SDK's tests cannot run here (REQUIRE_GO=1: an error), or undefined. */
export function goUnavailable(): string | undefined {
  return unlessRequired("REQUIRE_GO", spawnSync("go", ["version"]).status === 0 ? undefined : "no Go toolchain (`go version` failed)");
}

/** Why the Python SDK's tests cannot run here (REQUIRE_PYTHON=1: an error), or undefined. */
export function pythonUnavailable(): string | undefined {
  return unlessRequired("REQUIRE_PYTHON", existsSync(VENV_PYTHON) ? undefined : "no .venv (`npm run test:python` makes it)");
}

/** Why Prometheus and promtool cannot run here (REQUIRE_PROMETHEUS=1: an error), or undefined. */
export function prometheusUnavailable(): string | undefined {
  const found = ["prometheus", "promtool"].every((tool) => spawnSync(tool, ["--version"]).status === 0);
  return unlessRequired(
    "REQUIRE_PROMETHEUS",
    found ? undefined : "no prometheus / promtool (`bash scripts/prometheus.sh` installs Debian's)",
  );
}

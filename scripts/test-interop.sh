#!/usr/bin/env bash
# Third-party verification of the agents' logs (docs/anchoring.md): `npm start`'s server on a
# fresh embedded database, a custodial and a byow agent set up by test/interop/setup.ts, then
# test/interop (its own Go module) verifies their notes, checkpoints, tiles, inclusion and
# consistency with golang.org/x/mod/sumdb/note, transparency-dev/formats and transparency-dev/merkle
# (from the Go module proxy), and — the service submitting to a litewitness (scripts/litewitness.sh,
# filippo.io/torchwood) — that each latest checkpoint carries the witness's cosignature, checked
# with transparency-dev/formats' cosignature/v1 verifier. Without Go it says so and passes, except
# under CI or REQUIRE_GO=1.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { printf 'interop: %s\n' "$*"; }
if ! command -v go >/dev/null 2>&1; then
  if [[ -n "${CI:-}" || -n "${REQUIRE_GO:-}" ]]; then say "the go command is missing"; exit 1; fi
  say "skipped: no go command on PATH"; exit 0
fi
(cd test/interop && go build -o "${TMPDIR:-/tmp}/trace-ledger-interop" .)
bash scripts/litewitness.sh build >/dev/null
source scripts/throwaway-service.sh
witness_port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
witness=$(bash scripts/litewitness.sh start "$scratch/witness" "$witness_port" interop.witness.test)
witness_pids=$(sed -n 's/^pids //p' <<<"$witness")
witness_key=$(sed -n 's/^vkey //p' <<<"$witness")
trap 'kill $witness_pids 2>/dev/null || true; stop_service' EXIT
start_service interop WITNESSES="$witness_key http://127.0.0.1:$witness_port" WITNESS_INTERVAL_MS=500
BASE=$base ADMIN=$admin WITNESS_DIR=$scratch/witness WITNESS_KEY=$witness_key npx tsx test/interop/setup.ts | "${TMPDIR:-/tmp}/trace-ledger-interop"

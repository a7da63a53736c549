#!/usr/bin/env bash
# Third-party verification of the agents' logs (docs/anchoring.md): `npm start`'s server on a
# fresh embedded database, a custodial and a byow agent set up by test/interop/setup.ts, then
# test/interop (its own Go module) verifies their notes, checkpoints, tiles, inclusion and
# consistency with golang.org/x/mod/sumdb/note, transparency-dev/formats and transparency-dev/merkle
# (from the Go module proxy). Without Go it says so and passes, except under CI or REQUIRE_GO=1.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { printf 'interop: %s\n' "$*"; }
if ! command -v go >/dev/null 2>&1; then
  if [[ -n "${CI:-}" || -n "${REQUIRE_GO:-}" ]]; then say "the go command is missing"; exit 1; fi
  say "skipped: no go command on PATH"; exit 0
fi
(cd test/interop && go build -o "${TMPDIR:-/tmp}/trace-ledger-interop" .)
source scripts/throwaway-service.sh
start_service interop
BASE=$base ADMIN=$admin npx tsx test/interop/setup.ts | "${TMPDIR:-/tmp}/trace-ledger-interop"

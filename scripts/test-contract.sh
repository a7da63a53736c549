#!/usr/bin/env bash
# The independent contract test: schemathesis (PyPI, pinned) generates requests for every
# operation of the project's own OpenAPI document against a real `npm start` (embedded
# database, fresh data dir) and checks that nothing answers 5xx, no status is undocumented, and
# every response matches its documented schema, content type and headers. Runs its examples,
# coverage, fuzzing and stateful phases (the document's inferred links) in four passes: owner
# operations, admin operations, a granted scorer's operations, then key rotation (which moves the
# owner's key into grace).
#
#   npm run test:contract            CONTRACT_MAX_EXAMPLES=100 by default
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5
VENV=.venv
CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,response_headers_conformance
MAX_EXAMPLES=${CONTRACT_MAX_EXAMPLES:-100}

say() { printf 'contract: %s\n' "$*"; }

if [ "$("$VENV/bin/schemathesis" --version 2>/dev/null | awk '{print $NF}')" != "$SCHEMATHESIS_VERSION" ]; then
  say "installing schemathesis $SCHEMATHESIS_VERSION into $VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

source scripts/throwaway-service.sh
# Limits out of the way: the generator sends thousands of requests, many with bad keys on purpose.
start_service contract RATE_LIMIT_REQUESTS=100000000 AUTH_FAILURE_LIMIT=100000000

run() {
  local what=$1; shift
  say "$what"
  "$VENV/bin/schemathesis" run generated/openapi.json --url "$base" --checks "$CHECKS" \
    --max-examples "$MAX_EXAMPLES" --no-color --warnings off "$@" \
    --suppress-health-check=filter_too_much # tile paths (tlog-tiles' own grammar) are a narrow pattern to generate
}
run "owner operations" -H "authorization: Bearer $key" \
  --exclude-operation-id createOwner --exclude-operation-id recoverOwnerKey --exclude-operation-id rotateOwnerKey --exclude-operation-id createScorer
run "admin operations" -H "authorization: Bearer $admin" --include-operation-id createOwner --include-operation-id recoverOwnerKey --include-operation-id createScorer
# A scorer the owner granted, on the operations a scorer's key may call (the rest answer it 401).
scorer=$(curl -fs -X POST "$base/v1/scorers" -H "authorization: Bearer $admin" -H 'content-type: application/json' -d '{"name":"contract"}' |
  node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => { const b = JSON.parse(s); console.log(b.scorer_id, b.api_key); })')
curl -fs -X PUT "$base/v1/owners/me/scorers/${scorer% *}" -H "authorization: Bearer $key" >/dev/null
scorer_ops=$(node -e '
  const { paths } = JSON.parse(require("node:fs").readFileSync("generated/openapi.json", "utf8"));
  const ops = Object.values(paths).flatMap((item) => Object.values(item)).filter((op) => op.security?.some((s) => "scorerKey" in s));
  console.log(ops.map((op) => `--include-operation-id ${op.operationId}`).join(" "));')
# shellcheck disable=SC2086 # one flag per operation
run "scorer operations" -H "authorization: Bearer ${scorer#* }" $scorer_ops
run "key rotation" -H "authorization: Bearer $key" --include-operation-id rotateOwnerKey

# An answer can conform while the service logs an error behind it: that fails too.
if grep -E '"level":(50|60)' "$scratch/service.log"; then say "the service logged errors (above)"; exit 1; fi
say "no 5xx, no undocumented status, every response as documented"

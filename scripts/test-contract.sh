#!/usr/bin/env bash
# The independent contract test: schemathesis (PyPI, pinned) generates requests for every
# operation of the project's own OpenAPI document against a real `npm start` (embedded
# database, fresh data dir) and checks that nothing answers 5xx, no status is undocumented, and
# every response matches its documented schema, content type and headers. Runs its examples,
# coverage, fuzzing and stateful phases (the document's inferred links) in three passes: owner
# operations, admin operations, then key rotation (which moves the owner's key into grace).
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

scratch=$(mktemp -d)
pid=
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$scratch"
}
trap cleanup EXIT

port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
admin="contract-$(node -e 'console.log(require("node:crypto").randomBytes(16).toString("hex"))')"
base="http://127.0.0.1:$port"
# Limits out of the way: the generator sends thousands of requests, many with bad keys on purpose.
DATA_DIR="$scratch/data" PORT="$port" HOST=127.0.0.1 ADMIN_TOKEN="$admin" LOG_LEVEL=warn \
  RATE_LIMIT_REQUESTS=100000000 AUTH_FAILURE_LIMIT=100000000 DATABASE_URL= REDIS_URL= \
  node scripts/run-ts.mjs server/main.ts >"$scratch/service.log" 2>&1 &
pid=$!
for _ in $(seq 1 60); do
  curl -fs "$base/healthz" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { cat "$scratch/service.log"; say "the service exited before listening"; exit 1; }
  sleep 0.5
done
curl -fs "$base/healthz" >/dev/null || { cat "$scratch/service.log"; say "the service did not listen within 30 s"; exit 1; }

key=$(curl -fs -X POST "$base/v1/owners" -H "authorization: Bearer $admin" -H 'content-type: application/json' \
  -d '{"name":"contract","wallet":{"mode":"custodial"}}' | python3 -c 'import json, sys; print(json.load(sys.stdin)["api_key"])')

run() {
  local what=$1; shift
  say "$what"
  "$VENV/bin/schemathesis" run generated/openapi.json --url "$base" --checks "$CHECKS" \
    --max-examples "$MAX_EXAMPLES" --no-color --warnings off "$@"
}
run "owner operations" -H "authorization: Bearer $key" \
  --exclude-operation-id createOwner --exclude-operation-id recoverOwnerKey --exclude-operation-id rotateOwnerKey
run "admin operations" -H "authorization: Bearer $admin" --include-operation-id createOwner --include-operation-id recoverOwnerKey
run "key rotation" -H "authorization: Bearer $key" --include-operation-id rotateOwnerKey

# An answer can conform while the service logs an error behind it: that fails too.
if grep -E '"level":(50|60)' "$scratch/service.log"; then say "the service logged errors (above)"; exit 1; fi
say "no 5xx, no undocumented status, every response as documented"

#!/bin/sh
# The service as `npm start` runs it, without npm: npm stays in the process tree for the service's
# whole life and holds ~55 MB of the embedded default's 300 MB (docs/performance.md, E). The flags
# are explained in docs/decisions.md, "Embedded default: start-up and memory (measured)".
# `npm start` is `exec sh scripts/start.sh`, so node is npm's own child and gets the SIGTERM and
# SIGINT npm forwards (docs/decisions.md, "Hardening round 3").
cd "$(dirname "$0")/.." || exit 1
exec node --liftoff-only --max-semi-space-size=4 scripts/run-ts.mjs server/main.ts "$@"

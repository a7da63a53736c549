#!/usr/bin/env bash
# The Go SDK's checks (go/): gofmt, go vet, go test — the shared vectors, unit tests, the
# TypeScript SDK's end-to-end scenarios against the service, and the quickstart built in a fresh
# module outside the repository; then the same for the nested modules (go/otelledger). Without Go it says so in one line and passes, except under CI
# (CI=true) or with REQUIRE_GO=1, where a missing toolchain fails.
set -euo pipefail
cd "$(dirname "$0")/../go"
if ! command -v go >/dev/null 2>&1; then
  if [[ -n "${CI:-}" || -n "${REQUIRE_GO:-}" ]]; then
    echo "test:go: the go command is missing (Go >= 1.22 is needed for the Go SDK's suite)" >&2
    exit 1
  fi
  echo "test:go: skipped, no go command on PATH (install Go >= 1.22 to run the Go SDK's tests)"
  exit 0
fi
unformatted=$(gofmt -l .)
if [[ -n "$unformatted" ]]; then
  echo "gofmt: these files are not formatted (run gofmt -w go/):" >&2
  echo "$unformatted" >&2
  exit 1
fi
go vet ./...
# The race detector needs cgo; where it is there, the concurrency tests run under it.
race=()
if [[ "$(go env CGO_ENABLED)" == "1" ]] && command -v "$(go env CC)" >/dev/null 2>&1; then race=(-race); fi
go test -count=1 "${race[@]}" ./...
# Nested modules have their own go.mod, which ./... above does not enter.
for module in otelledger; do
  (cd "$module" && go vet ./... && go test -count=1 "${race[@]}" ./...)
done

#!/usr/bin/env bash
# A witness no one here wrote, for the witness tests (docs/anchoring.md): litewitness from
# filippo.io/torchwood (c2sp.org/tlog-witness), built from the Go module proxy and cached under
# ~/.cache/trace-ledger. It keeps its key in an ssh-agent (OpenSSH's, from Debian's
# openssh-client) and its logs in SQLite; witnessctl, which adds logs, does not build here (one of
# its modules is refused by the proxy), so `add-log` writes the same two rows with Debian's sqlite3.
#
#   bash scripts/litewitness.sh build                    # build (or reuse) the binary, print its path
#   bash scripts/litewitness.sh built                    # print the binary's path if it is built
#   bash scripts/litewitness.sh start DIR PORT NAME      # a new key and witness in DIR on 127.0.0.1:PORT;
#                                                        # prints `pids <witness> <ssh-agent>` and `vkey <key>`
#   bash scripts/litewitness.sh add-log DIR ORIGIN VKEY  # the witness now cosigns that log, from size 0
set -euo pipefail

VERSION=v0.6.1
MODULE=filippo.io/torchwood
CACHE=${TRACE_LEDGER_CACHE:-$HOME/.cache/trace-ledger}
BIN=$CACHE/litewitness-$VERSION
WAIT_SECONDS=${LITEWITNESS_WAIT_SECONDS:-60}
# SHA-256 of nothing: the root of the empty tree, each new log's starting point.
EMPTY_TREE=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=

say() { printf 'litewitness: %s\n' "$*" >&2; }
fail() { printf 'litewitness: error: %s\n' "$*" >&2; exit 1; }

need() {
  local missing=()
  command -v ssh-agent >/dev/null 2>&1 || missing+=(openssh-client)
  command -v sqlite3 >/dev/null 2>&1 || missing+=(sqlite3)
  [[ ${#missing[@]} -eq 0 ]] && return
  say "installing ${missing[*]} from Debian's packages"
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null || fail "could not install ${missing[*]}"
}

build() {
  need
  if [[ -x $BIN ]]; then echo "$BIN"; return; fi
  command -v go >/dev/null 2>&1 || fail "the go command is missing (needed to build litewitness)"
  mkdir -p "$CACHE"
  local gobin
  gobin=$(mktemp -d "$CACHE/build.XXXXXX")
  say "building $MODULE/cmd/litewitness@$VERSION from the Go module proxy"
  (cd "$CACHE" && GOBIN=$gobin nice -n 19 go install "$MODULE/cmd/litewitness@$VERSION") || { rm -rf "$gobin"; fail "go install failed"; }
  mv "$gobin/litewitness" "$BIN"
  rm -rf "$gobin"
  echo "$BIN"
}

start() {
  local dir=$1 port=$2 name=$3
  build >/dev/null
  mkdir -p "$dir"
  ssh-keygen -q -t ed25519 -N '' -C "$name" -f "$dir/key"
  ssh-agent -D -a "$dir/agent.sock" >/dev/null 2>&1 &
  local agent=$!
  for _ in $(seq 1 $((WAIT_SECONDS * 10))); do [[ -S $dir/agent.sock ]] && break; sleep 0.1; done
  [[ -S $dir/agent.sock ]] || { kill "$agent" 2>/dev/null; fail "ssh-agent made no socket within ${WAIT_SECONDS}s"; }
  SSH_AUTH_SOCK=$dir/agent.sock ssh-add -q "$dir/key" || { kill "$agent"; fail "ssh-add failed"; }
  local fingerprint
  fingerprint=$(ssh-keygen -l -E sha256 -f "$dir/key.pub" | awk '{print $2}')
  "$BIN" -name "$name" -db "$dir/witness.db" -ssh-agent "$dir/agent.sock" -key "$fingerprint" -listen "127.0.0.1:$port" >"$dir/witness.log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 $((WAIT_SECONDS * 10))); do
    if ! kill -0 "$pid" 2>/dev/null; then kill "$agent"; tail -20 "$dir/witness.log" >&2; fail "litewitness exited early"; fi
    if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
      echo "pids $pid $agent"
      sed -n 's/.*msg="verifier key" vkey=\([^ ]*\).*/vkey \1/p' "$dir/witness.log" | head -1
      return
    fi
    sleep 0.1
  done
  kill "$pid" "$agent" 2>/dev/null || true
  fail "litewitness did not answer on 127.0.0.1:$port within ${WAIT_SECONDS}s"
}

add_log() {
  local dir=$1 origin=$2 vkey=$3
  # What `witnessctl add-log` and `add-key` write (cmd/witnessctl of the same module).
  sqlite3 "$dir/witness.db" "PRAGMA busy_timeout = 5000;
    INSERT INTO log (origin, tree_size, tree_hash) VALUES ('${origin//\'/}', 0, '$EMPTY_TREE');
    INSERT INTO key (origin, key) VALUES ('${origin//\'/}', '${vkey//\'/}');"
}

case ${1:-} in
  build) build ;;
  built) [[ -x $BIN ]] && echo "$BIN" || true ;;
  start) [[ $# -eq 4 ]] || fail "usage: litewitness.sh start DIR PORT NAME"; start "$2" "$3" "$4" ;;
  add-log) [[ $# -eq 4 ]] || fail "usage: litewitness.sh add-log DIR ORIGIN VKEY"; add_log "$2" "$3" "$4" ;;
  *) fail "usage: litewitness.sh build | built | start DIR PORT NAME | add-log DIR ORIGIN VKEY" ;;
esac

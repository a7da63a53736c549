#!/usr/bin/env bash
# A real S3-compatible server for the S3 blob store's tests: SeaweedFS built from its Go module
# (the Go module proxy serves it; `go install` is refused because its go.mod has a replace
# directive, so the module is downloaded, copied somewhere writable and built as the main module).
# The binary is cached under ~/.cache/trace-ledger (a cold build takes ~7 minutes).
#
#   bash scripts/seaweedfs.sh build            # build (or reuse) the cached binary, print its path
#   bash scripts/seaweedfs.sh built            # print the cached binary's path if it is built
#   bash scripts/seaweedfs.sh start DIR PORT   # start `weed server -s3` with data in DIR, S3 on
#                                              # 127.0.0.1:PORT (its other ports picked free),
#                                              # wait until it answers, print its pid
#
# The server is started with one identity (access key `tl-test`, secret `tl-test-secret`), so the
# tests exercise SigV4 signing rather than anonymous access.
set -euo pipefail

VERSION=v0.0.0-20261109003541-7506e5f91cd6
MODULE=github.com/seaweedfs/seaweedfs
CACHE=${TRACE_LEDGER_CACHE:-$HOME/.cache/trace-ledger}
BIN=$CACHE/weed-$VERSION
WAIT_SECONDS=${SEAWEEDFS_WAIT_SECONDS:-90}

say() { printf 'seaweedfs: %s\n' "$*" >&2; }
fail() { printf 'seaweedfs: error: %s\n' "$*" >&2; exit 1; }

build() {
  if [[ -x $BIN ]]; then echo "$BIN"; return; fi
  command -v go >/dev/null 2>&1 || fail "the go command is missing (needed to build SeaweedFS)"
  mkdir -p "$CACHE"
  say "downloading $MODULE@$VERSION from the Go module proxy"
  local dir
  dir=$(cd "$CACHE" && go mod download -json "$MODULE@$VERSION" | sed -n 's/^\s*"Dir": "\(.*\)",$/\1/p')
  [[ -n $dir && -d $dir ]] || fail "go mod download did not give a module folder"
  local work
  work=$(mktemp -d "$CACHE/build.XXXXXX")
  cp -r "$dir/." "$work/"
  chmod -R u+w "$work"
  say "building weed (this takes several minutes on a cold module cache)"
  (cd "$work" && nice -n 19 go build -o "$BIN.tmp" ./weed) || { rm -rf "$work"; fail "go build ./weed failed"; }
  mv "$BIN.tmp" "$BIN"
  rm -rf "$work"
  echo "$BIN"
}

# N distinct free ports on 127.0.0.1 other than AVOID: all held open together while the OS picks
# them, so none is picked twice.
free_ports() {
  node -e '
    const net = require("node:net");
    const [count, avoid] = process.argv.slice(1).map(Number);
    (async () => {
      const servers = [];
      const ports = [];
      while (ports.length < count) {
        const server = net.createServer();
        await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
        servers.push(server);
        if (server.address().port !== avoid) ports.push(server.address().port);
      }
      for (const server of servers) server.close();
      console.log(ports.join(" "));
    })();
  ' "$1" "$2"
}

start() {
  local data=$1 port=$2
  build >/dev/null
  mkdir -p "$data"
  cat >"$data/s3.json" <<'JSON'
{"identities":[{"name":"trace-ledger-test","credentials":[{"accessKey":"tl-test","secretKey":"tl-test-secret"}],"actions":["Admin","Read","Write","List","Tagging"]}]}
JSON
  # Every other port it listens on is named, each free when picked: weed's defaults are fixed
  # (Iceberg 8181, Lance 9101: both off here) or the HTTP port + 10000 (gRPC), which another
  # process may hold, and a second run on the same machine would collide with the first.
  local master volume filer master_grpc volume_grpc filer_grpc s3_grpc
  read -r master volume filer master_grpc volume_grpc filer_grpc s3_grpc < <(free_ports 7 "$port")
  "$BIN" server -dir="$data" -ip=127.0.0.1 -ip.bind=127.0.0.1 \
    -master.port="$master" -master.port.grpc="$master_grpc" \
    -volume.port="$volume" -volume.port.grpc="$volume_grpc" \
    -filer.port="$filer" -filer.port.grpc="$filer_grpc" \
    -s3 -s3.port="$port" -s3.port.grpc="$s3_grpc" -s3.port.iceberg=0 -s3.port.lance=0 \
    -s3.config="$data/s3.json" -volume.max=0 \
    >"$data/weed.log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 "$WAIT_SECONDS"); do
    if ! kill -0 "$pid" 2>/dev/null; then tail -20 "$data/weed.log" >&2; fail "weed exited early"; fi
    # Any HTTP answer (403 without credentials) means the S3 gateway is up.
    if curl -s -o /dev/null "http://127.0.0.1:$port/"; then echo "$pid"; return; fi
    sleep 1
  done
  kill "$pid" 2>/dev/null || true
  fail "S3 did not answer on 127.0.0.1:$port within ${WAIT_SECONDS}s"
}

case ${1:-} in
  build) build ;;
  built) [[ -x $BIN ]] && echo "$BIN" || true ;;
  start) [[ $# -eq 3 ]] || fail "usage: seaweedfs.sh start DIR PORT"; start "$2" "$3" ;;
  *) fail "usage: seaweedfs.sh build | start DIR PORT" ;;
esac

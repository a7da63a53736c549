#!/usr/bin/env bash
# Makes Debian's Prometheus server and promtool available (/usr/bin/prometheus, /usr/bin/promtool)
# for the metrics test (test/server/metrics/prometheus.test.ts), which runs the binary itself on
# free ports with a config and storage of its own. The packaged service is never started: where
# no policy-rc.d exists, a temporary one forbids starting services during the install.
# Idempotent; bounded; clear failures.
set -euo pipefail

INSTALL_SECONDS=${SERVICES_INSTALL_SECONDS:-900}
fail() { printf 'prometheus: error: %s\n' "$*" >&2; exit 1; }

if [ -x /usr/bin/prometheus ] && [ -x /usr/bin/promtool ]; then
  echo "prometheus: $(/usr/bin/prometheus --version 2>&1 | head -n 1)"
  exit 0
fi
command -v apt-get >/dev/null 2>&1 || fail "no /usr/bin/prometheus and this is not a Debian machine"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo -n"
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\n# trace-ledger scripts/prometheus.sh: no service starts during this install\nexit 101\n' | $sudo tee "$policy" >/dev/null
  $sudo chmod 755 "$policy"
  trap '$sudo rm -f "$policy"' EXIT
fi
echo "prometheus: installing Debian's prometheus"
timeout "$INSTALL_SECONDS" $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null \
  || fail "apt-get update failed or took over ${INSTALL_SECONDS}s"
timeout "$INSTALL_SECONDS" $sudo env DEBIAN_FRONTEND=noninteractive \
  apt-get install -y -qq --no-install-recommends prometheus >/dev/null \
  || fail "apt-get install prometheus failed or took over ${INSTALL_SECONDS}s"
echo "prometheus: $(/usr/bin/prometheus --version 2>&1 | head -n 1)"

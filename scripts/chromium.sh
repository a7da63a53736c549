#!/usr/bin/env bash
# Makes Debian's Chromium available at /usr/bin/chromium for the browser tests (playwright-core
# drives it with executablePath; no browser is downloaded). Idempotent; bounded; clear failures.
set -euo pipefail

INSTALL_SECONDS=${SERVICES_INSTALL_SECONDS:-900}
fail() { printf 'chromium: error: %s\n' "$*" >&2; exit 1; }

# CJK fonts: the viewer's tests and screenshots show Chinese and Japanese text.
packages=(chromium fonts-dejavu-core fonts-noto-cjk)
if [ -x /usr/bin/chromium ] && [ -d /usr/share/fonts/opentype/noto ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
  exit 0
fi
command -v apt-get >/dev/null 2>&1 || fail "no /usr/bin/chromium and this is not a Debian machine"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo -n"
echo "chromium: installing Debian's chromium"
timeout "$INSTALL_SECONDS" $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null \
  || fail "apt-get update failed or took over ${INSTALL_SECONDS}s"
timeout "$INSTALL_SECONDS" $sudo env DEBIAN_FRONTEND=noninteractive \
  apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null \
  || fail "apt-get install chromium failed or took over ${INSTALL_SECONDS}s"
echo "chromium: $(/usr/bin/chromium --version 2>/dev/null)"

#!/usr/bin/env bash
# System libraries Python packages load at run time: libcairo2 for CairoSVG (turn emails
# draw the board as PNG). Installed from Debian where missing; elsewhere, say what is needed.
set -euo pipefail
if ! ldconfig -p 2>/dev/null | grep -q 'libcairo.so.2'; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing Debian's libcairo2"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq libcairo2 >/dev/null
  else
    echo "libcairo is missing: install it (Debian/Ubuntu: apt-get install libcairo2;" \
      "macOS: brew install cairo); turn emails go without the board picture until then" >&2
  fi
fi

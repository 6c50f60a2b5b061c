#!/usr/bin/env bash
# GNU gettext (msgfmt, msgmerge, xgettext): compiles the catalogues (make install) and checks
# them (make lint). Installed from Debian where missing; elsewhere, say what is needed.
set -euo pipefail
if ! command -v msgfmt >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing Debian's gettext"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq gettext >/dev/null
  else
    echo "GNU gettext is missing (msgfmt): install it (Debian/Ubuntu: apt-get install gettext;" \
      "macOS: brew install gettext)" >&2
    exit 1
  fi
fi

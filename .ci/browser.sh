#!/usr/bin/env bash
# Debian's headless Chromium for the browser tests, installed where missing.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  echo "installing Debian's chromium"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
chromium --version

#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing (never a downloaded build).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing: install Debian's chromium package (apt-get install chromium)" >&2
  exit 1
fi
echo "Installing Debian's chromium package" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null

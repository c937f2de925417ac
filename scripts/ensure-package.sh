#!/usr/bin/env bash
# Installs a Debian package when its program is missing: ensure-package.sh PROGRAM PACKAGE...
# (never a downloaded build; as root only, else it says what to install).
set -euo pipefail
program=$1
shift
if [ -x "$program" ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "$program is missing: install Debian's $* (apt-get install $*)" >&2
  exit 1
fi
echo "Installing Debian's $*" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null

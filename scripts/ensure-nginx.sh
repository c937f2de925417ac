#!/usr/bin/env bash
# The two-process test puts Debian's nginx in front of the portal; install it when it is missing.
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "nginx is missing: install Debian's nginx package (apt-get install nginx)" >&2
  exit 1
fi
echo "Installing Debian's nginx package" >&2
apt-get update -qq
# the package's own service is not wanted: the tests start nginx themselves on free ports
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null

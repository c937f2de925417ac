#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL cluster: initdb in a temp
# dir, a free port on loopback, stopped and removed at the end whatever the command's outcome.
set -euo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "PostgreSQL binaries not found; installing Debian's postgresql package" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >&2
    pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  else
    echo "PostgreSQL binaries not found under /usr/lib/postgresql; install the postgresql package" >&2
    exit 1
  fi
fi

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
dir=$(mktemp -d /tmp/portal-pg.XXXXXX)
as_owner() { "$@"; }
# initdb refuses to run as root, so the cluster belongs to the postgres system user
if [ "$(id -u)" = 0 ]; then
  chown postgres: "$dir"
  as_owner() { runuser -u postgres -- "$@"; }
fi

cleanup() {
  as_owner "$pg_bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_owner "$pg_bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
# shared_buffers: room for the bench's million beneficiaries with their indexes (~550 MB)
as_owner "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c shared_buffers=1GB" \
  start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on port $port" >&2
"$@"

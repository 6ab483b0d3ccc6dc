#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on 127.0.0.1 for the server test suite and benchmarks, installing
# Debian's package when it is missing. Prints the connection URL on its last line.
# Usage: scripts/start-test-postgres.sh [port]   (stop with scripts/stop-test-postgres.sh)
set -euo pipefail
port="${1:-55432}"
pgdir="${TALAT_PG_DIR:-/tmp/talat-pg-$port}"

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "Installing PostgreSQL from Debian's packages..." >&2
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

# PostgreSQL refuses to run as root: run it as the postgres user the package creates.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if [ ! -f "$pgdir/PG_VERSION" ]; then
  mkdir -p "$pgdir"
  [ "$(id -u)" = 0 ] && chown postgres: "$pgdir"
  # A UTF-8 LC_CTYPE: with C, pg_trgm sees Thai letters as non-word characters and Thai search finds nothing.
  as_pg "$bindir/initdb" -D "$pgdir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
fi
if ! as_pg "$bindir/pg_ctl" -D "$pgdir" status >/dev/null 2>&1; then
  as_pg "$bindir/pg_ctl" -D "$pgdir" -l "$pgdir/server.log" -w start \
    -o "-p $port -c listen_addresses=127.0.0.1 -k /tmp -c fsync=off -c synchronous_commit=off -c max_connections=200" >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"

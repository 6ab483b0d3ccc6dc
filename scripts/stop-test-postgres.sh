#!/usr/bin/env bash
# Stops the throwaway PostgreSQL started by start-test-postgres.sh.
set -euo pipefail
port="${1:-55432}"
pgdir="${TALAT_PG_DIR:-/tmp/talat-pg-$port}"
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$bindir" ] && [ -f "$pgdir/PG_VERSION" ] || exit 0
if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$bindir/pg_ctl" -D "$pgdir" -m fast stop >/dev/null 2>&1 || true
else "$bindir/pg_ctl" -D "$pgdir" -m fast stop >/dev/null 2>&1 || true; fi

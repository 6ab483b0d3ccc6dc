#!/usr/bin/env bash
# Stops the Varnish started by start-test-varnish.sh <port> (its pid file in .tmp/varnish-<port>).
set -euo pipefail
port="${1:?port}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${TALAT_VARNISH_DIR:-$root/.tmp/varnish-$port}"
[ -f "$work/varnishd.pid" ] || exit 0
pid="$(cat "$work/varnishd.pid")"
if kill -0 "$pid" 2>/dev/null; then
  kill "$pid"
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
fi
rm -f "$work/varnishd.pid"

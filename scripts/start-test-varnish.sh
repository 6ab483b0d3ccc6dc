#!/usr/bin/env bash
# Starts Varnish 7 on 127.0.0.1 with deploy/varnish/talat.vcl in front of the given talat nodes, installing
# Debian's varnish and varnish-modules (the xkey vmod) when missing. Its working folder, generated backends.vcl
# and pid file are in .tmp/varnish-<port>; runs in the background (stop with scripts/stop-test-varnish.sh <port>).
# Usage: scripts/start-test-varnish.sh <port> <admin-port> <host:port>[,<host:port>...]
# Prints the cache's URL on its last line.
set -euo pipefail
port="${1:?port}"
admin="${2:?admin port}"
nodes="${3:?comma-separated host:port of the nodes}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${TALAT_VARNISH_DIR:-$root/.tmp/varnish-$port}"

if ! command -v varnishd >/dev/null 2>&1 || ! ls /usr/lib/*/varnish/vmods/libvmod_xkey.so >/dev/null 2>&1; then
  echo "Installing Varnish from Debian's packages..." >&2
  apt-get update -qq >&2
  apt-get install -y -qq varnish varnish-modules >&2
fi
# Debian's package starts its own varnishd on :6081 through systemd; ours is separate (own -n folder, ports).

mkdir -p "$work/vcl"
{
  echo 'probe talat_health { .url = "/health"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }'
  i=0
  IFS=',' read -ra list <<<"$nodes"
  for node in "${list[@]}"; do
    i=$((i + 1))
    echo "backend node$i { .host = \"${node%:*}\"; .port = \"${node##*:}\"; .probe = talat_health; .first_byte_timeout = 30s; }"
  done
  echo 'sub vcl_init {'
  echo '    new talat_nodes = directors.round_robin();'
  for n in $(seq 1 "$i"); do echo "    talat_nodes.add_backend(node$n);"; done
  echo '}'
} >"$work/vcl/backends.vcl"
cp "$root/deploy/varnish/talat.vcl" "$work/vcl/talat.vcl"

if [ -f "$work/varnishd.pid" ] && kill -0 "$(cat "$work/varnishd.pid")" 2>/dev/null; then
  "$root/scripts/stop-test-varnish.sh" "$port"
fi
# -j none: no privilege separation, so it runs the same as root or as an ordinary user (a test cache, loopback only).
varnishd -j none -n "$work/state" -P "$work/varnishd.pid" \
  -a "127.0.0.1:$port" -T "127.0.0.1:$admin" \
  -p "vcl_path=$work/vcl" -f "$work/vcl/talat.vcl" \
  -s malloc,256m -p default_grace=0s -p thread_pool_min=20 \
  >"$work/varnishd.log" 2>&1 || { cat "$work/varnishd.log" >&2; exit 1; }
for _ in $(seq 1 50); do
  if curl -s -o /dev/null "http://127.0.0.1:$port/health" 2>/dev/null || [ $? -ne 7 ]; then break; fi
  sleep 0.1
done
echo "http://127.0.0.1:$port"

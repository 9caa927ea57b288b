#!/bin/sh
# The edge's container: varnishd as the varnish image runs it (flags given as the command are added),
# its exporter on port 9131, and a watch on the backend's name. Varnish resolves the names of a VCL's
# backends once, when it loads it: when the name (EDGE_BACKEND_HOST, the VCL's backend) comes to stand
# for another address, as it does when the origin's container is made anew, the VCL is loaded again.
set -eu
backend=${EDGE_BACKEND_HOST:-origin}
vcl=/etc/varnish/default.vcl

resolve() { getent hosts "${backend}" | awk '{ print $1; exit }'; }

# varnishd compiles the VCL at start and stops when its backend's name is unknown: wait for it.
until [ -n "$(resolve)" ]; do
  echo "edge: waiting for ${backend} to resolve" >&2
  sleep 1
done
address=$(resolve)

docker-varnish-entrypoint "$@" &
varnishd=$!
trap 'kill -TERM "${varnishd}" 2>/dev/null || true' TERM INT
# The exporter asks varnishstat at each scrape; started once varnishd answers, it finds it at once.
until varnishadm ping >/dev/null 2>&1; do
  kill -0 "${varnishd}" 2>/dev/null || exit 1
  sleep 0.2
done
prometheus-varnish-exporter -web.listen-address :9131 -raw &

generation=0
while kill -0 "${varnishd}" 2>/dev/null; do
  sleep 5 &
  wait $! || true
  now=$(resolve)
  if [ -n "${now}" ] && [ "${now}" != "${address}" ]; then
    generation=$((generation + 1))
    if varnishadm vcl.load "reload${generation}" "${vcl}" >/dev/null && varnishadm vcl.use "reload${generation}" >/dev/null; then
      echo "edge: ${backend} is now ${now} (was ${address}): VCL loaded again" >&2
      address=${now}
    fi
  fi
done
wait "${varnishd}"

#!/usr/bin/env bash
# Replaces the site's replicas by ones of its current image (build it first: scripts/docker/build.sh
# site, or `docker compose build site`), one at a time: a new replica starts and is healthy before an
# old one stops (SIGTERM: it finishes the requests under way), so nginx always has replicas to pass
# requests to. `docker compose up -d --build` would stop them all at once.
#
#   scripts/docker/build.sh site && scripts/docker/upgrade.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "${here}/../.." && pwd)
export PATH="/usr/sbin:/usr/bin:/sbin:/bin:${PATH}"
cd "${root}"
compose=(docker-compose --compatibility ${COMPOSE_ENV_FILE:+--env-file "${COMPOSE_ENV_FILE}"})
image=$(docker image inspect -f '{{.Id}}' "${SITE_IMAGE:-dkg-website/site:latest}")
mapfile -t old < <("${compose[@]}" ps -q site)
count=${#old[@]}
[ "${count}" -gt 0 ] || { echo "upgrade: no site replicas running" >&2; exit 1; }
started=${SECONDS}

healthy() { [ "$(docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{end}}' "$1")" = healthy ]; }

for id in "${old[@]}"; do
  if [ "$(docker inspect -f '{{.Image}}' "${id}")" = "${image}" ]; then continue; fi
  "${compose[@]}" up -d --no-deps --no-recreate --scale "site=$((count + 1))" site
  new=$(comm -13 <(printf '%s\n' "${old[@]}" | sort) <("${compose[@]}" ps -q site | sort) | while read -r c; do
    [ "$(docker inspect -f '{{.Image}}' "${c}")" = "${image}" ] && ! healthy "${c}" && echo "${c}"; done | head -1)
  if [ -n "${new}" ]; then
    deadline=$((SECONDS + ${WAIT_SECONDS:-180}))
    until healthy "${new}"; do
      [ "${SECONDS}" -lt "${deadline}" ] || { echo "upgrade: ${new} not healthy" >&2; exit 1; }
      sleep 1
    done
  fi
  # nginx re-resolves the replicas every 5 s: the old one leaves its list while it finishes requests.
  docker stop -t 15 "${id}" >/dev/null
  docker rm "${id}" >/dev/null
  echo "upgrade: replica ${id:0:12} replaced by ${new:0:12}"
done
echo "upgrade: ${count} replicas on image ${image:7:12} in $((SECONDS - started)) s"

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

known=("${old[@]}")
for id in "${old[@]}"; do
  if [ "$(docker inspect -f '{{.Image}}' "${id}")" = "${image}" ]; then continue; fi
  "${compose[@]}" up -d --no-deps --no-recreate --scale "site=$((count + 1))" site
  new=$(comm -13 <(printf '%s\n' "${known[@]}" | sort) <("${compose[@]}" ps -q site | sort) | head -1)
  [ -n "${new}" ] || { echo "upgrade: no new replica started" >&2; exit 1; }
  known+=("${new}")
  deadline=$((SECONDS + ${WAIT_SECONDS:-180}))
  until healthy "${new}"; do
    [ "${SECONDS}" -lt "${deadline}" ] || { echo "upgrade: ${new:0:12} not healthy" >&2; exit 1; }
    sleep 1
  done
  # SIGTERM: the replica finishes the requests under way; nginx passes new ones to the others and
  # drops its address when it next asks Docker's DNS (every 5 s).
  docker stop -t 15 "${id}" >/dev/null
  docker rm "${id}" >/dev/null
  echo "upgrade: replica ${id:0:12} replaced by ${new:0:12}"
done
echo "upgrade: ${count} replicas on image ${image:7:12} in $((SECONDS - started)) s"

#!/usr/bin/env bash
# Waits until every running container of the compose project is healthy (those with a health check)
# or running (the others), WAIT_SECONDS at most (default 300). COMPOSE_PROJECT_NAME and
# COMPOSE_ENV_FILE (another .env) apply, as in the other scripts.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
export PATH="/usr/sbin:/usr/bin:/sbin:/bin:${PATH}"
cd "${root}"
deadline=$((SECONDS + ${WAIT_SECONDS:-300}))
while :; do
  ids=$(docker-compose ${COMPOSE_ENV_FILE:+--env-file "${COMPOSE_ENV_FILE}"} ps -q)
  pending=()
  for id in ${ids}; do
    state=$(docker inspect -f '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}' "${id}")
    read -r name status health <<<"${state}"
    if [ "${status}" != running ] || { [ "${health}" != healthy ] && [ "${health}" != none ]; }; then
      pending+=("${name#/}:${status}/${health}")
    fi
  done
  if [ -n "${ids}" ] && [ "${#pending[@]}" -eq 0 ]; then exit 0; fi
  if [ "${SECONDS}" -ge "${deadline}" ]; then
    echo "wait-healthy: not healthy: ${pending[*]:-no containers}" >&2
    exit 1
  fi
  sleep 2
done

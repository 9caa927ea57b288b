#!/usr/bin/env bash
# The stack on this machine, as tested: Docker's daemon, the base images (made from Debian's packages
# when there is no registry), the site's and the CMS's images (scripts/docker/build.sh), then
# `docker-compose --compatibility up -d` (three site replicas) and a wait until every service is
# healthy. .env must exist (scripts/docker/make-env.sh). Extra arguments go to `up`.
#
#   scripts/docker/up.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "${here}/../.." && pwd)
export PATH="/usr/sbin:/usr/bin:/sbin:/bin:${PATH}"
cd "${root}"
[ -f "${COMPOSE_ENV_FILE:-.env}" ] || { echo "up: no .env: run scripts/docker/make-env.sh first" >&2; exit 1; }

"${here}/dockerd.sh"
"${here}/base-images.sh"
"${here}/build.sh"
started=${SECONDS}
docker-compose --compatibility ${COMPOSE_ENV_FILE:+--env-file "${COMPOSE_ENV_FILE}"} up -d "$@"
"${here}/wait-healthy.sh"
echo "up: every service healthy $((SECONDS - started)) s after up"

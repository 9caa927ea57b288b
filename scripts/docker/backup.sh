#!/usr/bin/env bash
# A backup of a running stack into a new directory: the CMS's database (pg_dump, custom format), its
# uploaded pictures, Redis's data (an RDB snapshot: the enquiries waiting for the CMS; the page and
# content caches in it are rebuilt anyway) and the site's data volume (enquiries kept on disk while
# Redis was away). The stack keeps serving meanwhile. Restore with scripts/docker/restore.sh.
#
#   scripts/docker/backup.sh [directory]      (default backups/<UTC date and time>)
# Compose's own variables (COMPOSE_PROJECT_NAME, COMPOSE_FILE, --env-file via COMPOSE_ENV_FILE) apply.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
export PATH="/usr/sbin:/usr/bin:/sbin:/bin:${PATH}"
cd "${root}"
compose=(docker-compose --compatibility ${COMPOSE_ENV_FILE:+--env-file "${COMPOSE_ENV_FILE}"})
dir=${1:-backups/$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "${dir}"
dir=$(cd "${dir}" && pwd)
started=${SECONDS}

"${compose[@]}" exec -T postgres sh -c 'pg_dump -U "$POSTGRES_USER" -d "$POSTGRES_DB" -Fc' >"${dir}/database.dump"
"${compose[@]}" exec -T cms tar -C /app/public/uploads -czf - . >"${dir}/uploads.tar.gz"
"${compose[@]}" exec -T redis sh -c 'redis-cli --rdb /tmp/backup.rdb >/dev/null 2>&1 && cat /tmp/backup.rdb && rm -f /tmp/backup.rdb' >"${dir}/redis.rdb"
site=$("${compose[@]}" ps -q site | head -1)
docker exec "${site}" tar -C /app/data -czf - . >"${dir}/site-data.tar.gz"
for file in database.dump uploads.tar.gz redis.rdb site-data.tar.gz; do
  [ -s "${dir}/${file}" ] || { echo "backup: ${file} is empty" >&2; exit 1; }
done
(cd "${dir}" && sha256sum database.dump uploads.tar.gz redis.rdb site-data.tar.gz >SHA256SUMS)
echo "backup: ${dir} in $((SECONDS - started)) s ($(du -sh "${dir}" | cut -f1))"

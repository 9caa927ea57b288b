#!/usr/bin/env bash
# A backup of a running stack into a new directory: the CMS's database (pg_dump, custom format), its
# uploaded pictures, Redis's data (an RDB snapshot: the enquiries waiting for the CMS; the page and
# content caches in it are rebuilt anyway) and the site's data volume (enquiries kept on disk while
# Redis was away). The stack keeps serving meanwhile. Restore with scripts/docker/restore.sh.
# Once all is written, the time the backup began is left in the site's data volume (last-backup),
# where every replica's /metrics reads it (backup_last_success_timestamp_seconds; the alert
# BackupTooOld of deploy/prometheus/alerts.yml fires when it is over a day old).
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
taken_at=$(date -u +%s)

"${compose[@]}" exec -T postgres sh -c 'pg_dump -U "$POSTGRES_USER" -d "$POSTGRES_DB" -Fc' >"${dir}/database.dump"
"${compose[@]}" exec -T cms tar -C /app/public/uploads -czf - . >"${dir}/uploads.tar.gz"
"${compose[@]}" exec -T redis sh -c 'redis-cli --rdb /tmp/backup.rdb >/dev/null 2>&1 && cat /tmp/backup.rdb && rm -f /tmp/backup.rdb' >"${dir}/redis.rdb"
site=$("${compose[@]}" ps -q site | head -1)
docker exec "${site}" tar -C /app/data -czf - . >"${dir}/site-data.tar.gz"
for file in database.dump uploads.tar.gz redis.rdb site-data.tar.gz; do
  [ -s "${dir}/${file}" ] || { echo "backup: ${file} is empty" >&2; exit 1; }
done
echo "${taken_at}" >"${dir}/taken-at"
(cd "${dir}" && sha256sum database.dump uploads.tar.gz redis.rdb site-data.tar.gz taken-at >SHA256SUMS)
# Written whole, then renamed: a replica reading it meanwhile finds the old time or the new one.
echo "${taken_at}" | docker exec -i "${site}" sh -c 'cat >/app/data/last-backup.part && mv /app/data/last-backup.part /app/data/last-backup'
echo "backup: ${dir} in $((SECONDS - started)) s ($(du -sh "${dir}" | cut -f1))"

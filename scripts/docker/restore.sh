#!/usr/bin/env bash
# Restores a backup of scripts/docker/backup.sh onto a stack (a fresh one, or the same after a loss):
# the CMS, the site and the edges stop (an edge starts again empty: its copies showed the content
# replaced), the database is replaced by the backup's, the pictures and the site's data are put back,
# Redis starts again from the backup's snapshot, and everything starts and is waited for until
# healthy. The stack's .env must carry the same secrets as the backed-up stack's
# (APP_KEYS, API_TOKEN_SALT, ENCRYPTION_KEY…): keep .env with the backup, apart from it.
# The site's data volume is left saying that the backup restored is the last one (its time, for
# /metrics: backup_last_success_timestamp_seconds).
#
#   scripts/docker/restore.sh backups/<date>
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "${here}/../.." && pwd)
export PATH="/usr/sbin:/usr/bin:/sbin:/bin:${PATH}"
cd "${root}"
dir=$(cd "${1:?the backup directory}" && pwd)
(cd "${dir}" && sha256sum --quiet -c SHA256SUMS)
compose=(docker-compose --compatibility ${COMPOSE_ENV_FILE:+--env-file "${COMPOSE_ENV_FILE}"})
started=${SECONDS}
# When the backup began (backups made before it was recorded have none).
taken_at=$(cat "${dir}/taken-at" 2>/dev/null || true)

"${compose[@]}" up -d --no-recreate postgres redis
"${here}/wait-healthy.sh"
"${compose[@]}" stop proxy varnish origin site cms
"${compose[@]}" exec -T postgres sh -c \
  'dropdb -U "$POSTGRES_USER" --if-exists --force "$POSTGRES_DB" && createdb -U "$POSTGRES_USER" "$POSTGRES_DB" && pg_restore -U "$POSTGRES_USER" -d "$POSTGRES_DB" --no-owner --exit-on-error' \
  <"${dir}/database.dump"
"${compose[@]}" run --rm --no-deps -T --entrypoint sh cms -c \
  'find /app/public/uploads -mindepth 1 -delete && tar -C /app/public/uploads -xzf -' <"${dir}/uploads.tar.gz"
"${compose[@]}" run --rm --no-deps -T --entrypoint sh site -c \
  'find /app/data -mindepth 1 -delete && tar -C /app/data -xzf - && if [ -n "$1" ]; then echo "$1" >/app/data/last-backup; fi' \
  restore "${taken_at}" <"${dir}/site-data.tar.gz"
# Redis with append-only files on ignores a snapshot: a server without them loads it, then writes
# the append-only files from what it holds (CONFIG SET appendonly yes) and stops.
"${compose[@]}" stop redis
"${compose[@]}" run --rm --no-deps -T --entrypoint sh redis -c '
  set -e
  rm -rf /data/appendonlydir /data/*.aof /data/dump.rdb
  cat >/data/dump.rdb
  chown -R redis:redis /data
  setpriv --reuid=redis --regid=redis --init-groups redis-server --dir /data --appendonly no --daemonize yes --port 6379
  until redis-cli ping >/dev/null 2>&1; do sleep 0.2; done
  while redis-cli info persistence | grep -q "^loading:1"; do sleep 0.2; done
  redis-cli config set appendonly yes >/dev/null
  until redis-cli info persistence | grep -q "^aof_rewrite_in_progress:0" &&
    redis-cli info persistence | grep -q "^aof_enabled:1" &&
    ! redis-cli info persistence | grep -q "^aof_rewrite_scheduled:1"; do sleep 0.2; done
  echo "restore: Redis holds $(redis-cli dbsize) keys"
  redis-cli shutdown nosave >/dev/null 2>&1 || true
' <"${dir}/redis.rdb"
"${compose[@]}" up -d
"${here}/wait-healthy.sh"
echo "restore: ${dir} restored in $((SECONDS - started)) s"

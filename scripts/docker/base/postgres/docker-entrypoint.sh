#!/bin/bash
# On the first start (an empty PGDATA): initdb with POSTGRES_USER as the superuser and
# POSTGRES_PASSWORD (scram-sha-256 from other hosts), then POSTGRES_DB. Then the server, as postgres.
set -euo pipefail
if [ "${1:-}" = postgres ]; then
  if [ "$(id -u)" = 0 ]; then
    mkdir -p "${PGDATA}"
    chown postgres:postgres "${PGDATA}"
    chmod 700 "${PGDATA}"
    exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
  fi
  if [ ! -s "${PGDATA}/PG_VERSION" ]; then
    : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
    user=${POSTGRES_USER:-postgres}
    db=${POSTGRES_DB:-${user}}
    pwfile=$(mktemp)
    printf '%s' "${POSTGRES_PASSWORD}" >"${pwfile}"
    initdb --username="${user}" --pwfile="${pwfile}" --auth-local=trust --auth-host=scram-sha-256 \
      --encoding=UTF8 --locale=C.UTF-8 -D "${PGDATA}"
    rm -f "${pwfile}"
    echo "host all all all scram-sha-256" >>"${PGDATA}/pg_hba.conf"
    echo "listen_addresses = '*'" >>"${PGDATA}/postgresql.auto.conf"
    if [ "${db}" != postgres ]; then
      pg_ctl -D "${PGDATA}" -o "-c listen_addresses=''" -w start
      psql -v ON_ERROR_STOP=1 --username="${user}" --dbname=postgres \
        -c "CREATE DATABASE \"${db}\""
      pg_ctl -D "${PGDATA}" -m fast -w stop
    fi
    echo "docker-entrypoint: database ${db} initialised"
  fi
fi
exec "$@"

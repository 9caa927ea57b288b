#!/usr/bin/env bash
# Writes .env beside docker-compose.yml from .env.example with a random value for every secret that
# is still a placeholder (change-me…) or empty, and keeps every value already set: run it again after
# .env.example gains a variable. The administrator's password is printed once; it stays in .env.
#
#   scripts/docker/make-env.sh [path/to/.env]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
env_file=${1:-${root}/.env}
[ -f "${env_file}" ] || cp "${root}/.env.example" "${env_file}"
chmod 600 "${env_file}"

random() { head -c "$1" /dev/urandom | base64 | tr -d '\n/+=' | head -c "$2"; }
hex() { head -c "$1" /dev/urandom | od -An -tx1 | tr -d ' \n'; }

value_for() {
  case "$1" in
    APP_KEYS) echo "$(random 32 40),$(random 32 40),$(random 32 40),$(random 32 40)" ;;
    CONTENT_API_TOKEN | CONTACT_API_TOKEN) hex 64 ;;
    # Strapi's rule for admin passwords: 8 characters or more, an upper case letter and a digit.
    CMS_ADMIN_PASSWORD) echo "Dkg$(random 24 20)7" ;;
    *) random 32 40 ;;
  esac
}

generated=()
while IFS= read -r line; do
  name=${line%%=*}
  case "${name}" in
    DATABASE_PASSWORD | APP_KEYS | API_TOKEN_SALT | ADMIN_JWT_SECRET | TRANSFER_TOKEN_SALT | JWT_SECRET | \
      ENCRYPTION_KEY | REVALIDATE_SECRET | PREVIEW_SECRET | CONTENT_API_TOKEN | CONTACT_API_TOKEN | CMS_ADMIN_PASSWORD) ;;
    *) continue ;;
  esac
  current=${line#*=}
  if [ -z "${current}" ] || [[ "${current}" == change-me* ]]; then
    value=$(value_for "${name}")
    # The values hold only letters, digits and commas: safe in sed's replacement.
    sed -i "s|^${name}=.*|${name}=${value}|" "${env_file}"
    generated+=("${name}")
    if [ "${name}" = CMS_ADMIN_PASSWORD ]; then
      echo "make-env: the administrator's password: ${value}"
    fi
  fi
done < <(grep -E '^[A-Z_]+=' "${env_file}")
echo "make-env: ${env_file}: ${#generated[@]} secrets generated${generated:+ (${generated[*]})}"

# The proxy's certificate. TLS_DIR empty: a folder tls/ beside the .env, written into it.
tls_dir=$( (grep -E '^TLS_DIR=' "${env_file}" || true) | tail -1 | cut -d= -f2-)
if [ -z "${tls_dir}" ]; then
  tls_dir="$(cd "$(dirname "${env_file}")" && pwd)/tls"
  if grep -qE '^TLS_DIR=' "${env_file}"; then
    sed -i "s|^TLS_DIR=.*|TLS_DIR=${tls_dir}|" "${env_file}"
  else
    echo "TLS_DIR=${tls_dir}" >>"${env_file}"
  fi
fi
if [ ! -s "${tls_dir}/fullchain.pem" ] || [ ! -s "${tls_dir}/privkey.pem" ]; then
  mkdir -p "${tls_dir}"
  work=$(mktemp -d)
  trap 'rm -rf "${work}"' EXIT
  openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -sha256 -subj "/CN=DKG Development local authority" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
    -keyout "${tls_dir}/local-ca.key" -out "${tls_dir}/local-ca.pem" 2>/dev/null
  openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout "${work}/privkey.pem" -out "${work}/request.csr" 2>/dev/null
  printf 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' >"${work}/extensions"
  openssl x509 -req -in "${work}/request.csr" -CA "${tls_dir}/local-ca.pem" -CAkey "${tls_dir}/local-ca.key" \
    -CAcreateserial -days 825 -sha256 -extfile "${work}/extensions" -out "${work}/cert.pem" 2>/dev/null
  cat "${work}/cert.pem" "${tls_dir}/local-ca.pem" >"${tls_dir}/fullchain.pem"
  install -m 600 "${work}/privkey.pem" "${tls_dir}/privkey.pem"
  chmod 600 "${tls_dir}/local-ca.key"
  echo "make-env: ${tls_dir}: a certificate for localhost from a local authority (trust ${tls_dir}/local-ca.pem)"
fi

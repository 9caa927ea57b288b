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

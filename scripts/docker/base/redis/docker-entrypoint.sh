#!/bin/bash
# As the official image: a server without a configuration file leaves protected mode (the network
# is the container's), and runs as redis with /data its own.
set -euo pipefail
if [ "${1:-}" = redis-server ]; then
  if [ "$(id -u)" = 0 ]; then
    chown -R redis:redis /data
    exec setpriv --reuid=redis --regid=redis --init-groups "$0" "$@"
  fi
  case " $* " in
    *.conf*) ;;
    *) set -- "$@" --protected-mode no ;;
  esac
fi
exec "$@"

#!/usr/bin/env bash
# Starts Docker's daemon when none answers (machines without systemd), and waits until it does.
set -euo pipefail
export PATH="/usr/sbin:/usr/bin:/sbin:/bin:${PATH}"
docker info >/dev/null 2>&1 && exit 0
echo "dockerd: starting (log: /var/log/dockerd.log)"
setsid dockerd >/var/log/dockerd.log 2>&1 </dev/null &
for _ in $(seq 1 60); do
  docker info >/dev/null 2>&1 && exit 0
  sleep 1
done
echo "dockerd: no answer after 60 s" >&2
tail -20 /var/log/dockerd.log >&2
exit 1

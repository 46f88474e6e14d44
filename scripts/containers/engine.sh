#!/usr/bin/env bash
# Makes sure a Docker engine with Compose v2 and buildx answers on this machine (docs/operations.md,
# "Containers on a development machine"). Does nothing when `docker compose version` and
# `docker info` already work. Otherwise, as root on Debian:
#   1. installs Debian's docker.io (dockerd) and debootstrap (for scripts/containers/base-images.sh);
#   2. fetches Compose v2 and buildx from Debian trixie's docker-compose and docker-buildx packages
#      (bookworm has only the old python docker-compose) into /usr/local/lib/docker/cli-plugins,
#      using a private apt state so the machine's own sources stay as they are;
#   3. starts dockerd by hand (no systemd here) with the overlay2 storage driver, logging to
#      $ENGINE_LOG, its pid in $ENGINE_PID_FILE, and waits until it answers.
set -euo pipefail

ENGINE_LOG=${ENGINE_LOG:-/tmp/outlet-shop-dockerd.log}
# Written only when this script starts dockerd, so a caller can stop what it started.
ENGINE_PID_FILE=${ENGINE_PID_FILE:-/tmp/outlet-shop-dockerd.pid}
PLUGINS=/usr/local/lib/docker/cli-plugins
DEBIAN_MIRROR=${DEBIAN_MIRROR:-$(grep -rhE '^[[:space:]]*(URIs:|deb )' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null | grep -oE 'https?://[^ ]+/debian/?' | grep -v security | head -n 1 || true)}
DEBIAN_MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
log() { printf '[engine] %s\n' "$*"; }

if docker compose version >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
  log "a Docker engine with Compose v2 already answers"
  exit 0
fi

if ! command -v dockerd >/dev/null || ! command -v debootstrap >/dev/null; then
  log "installing Debian's docker.io and debootstrap"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io debootstrap >/dev/null
fi

if ! docker compose version >/dev/null 2>&1 || ! docker buildx version >/dev/null 2>&1; then
  log "fetching Compose v2 and buildx from Debian trixie ($DEBIAN_MIRROR)"
  work=$(mktemp -d)
  mkdir -p "$work/lists/partial" "$work/cache/archives/partial"
  echo "deb $DEBIAN_MIRROR trixie main" >"$work/sources.list"
  apt_private=(-qq -o "Dir::Etc::SourceList=$work/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State::Lists=$work/lists" -o "Dir::Cache=$work/cache" -o APT::Sandbox::User=root)
  apt-get "${apt_private[@]}" update
  (cd "$work" && apt-get "${apt_private[@]}" download docker-compose docker-buildx 2>/dev/null)
  for deb in "$work"/*.deb; do dpkg -x "$deb" "$work/root"; done
  mkdir -p "$PLUGINS"
  install -m 0755 "$work/root/usr/libexec/docker/cli-plugins/docker-compose" "$PLUGINS/"
  install -m 0755 "$work/root/usr/libexec/docker/cli-plugins/docker-buildx" "$PLUGINS/"
  rm -rf "$work"
fi

if ! docker info >/dev/null 2>&1; then
  log "starting dockerd (log: $ENGINE_LOG)"
  nohup dockerd --storage-driver=overlay2 >"$ENGINE_LOG" 2>&1 &
  echo $! >"$ENGINE_PID_FILE"
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && break
    sleep 1
  done
fi

docker info >/dev/null 2>&1 || { log "dockerd did not answer; its log:"; tail -n 30 "$ENGINE_LOG"; exit 1; }
log "engine $(docker version --format '{{.Server.Version}}'), $(docker compose version --short | sed 's/^/compose /'), $(docker buildx version | cut -d' ' -f2 | sed 's/^/buildx /')"

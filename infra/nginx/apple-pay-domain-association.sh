#!/bin/sh
# A step of the web image's entrypoint (/docker-entrypoint.d/, run before nginx starts): writes
# APPLE_PAY_DOMAIN_ASSOCIATION, the Apple Pay domain association file's contents as Stripe gives
# them, to APPLE_PAY_DOMAIN_ASSOCIATION_FILE, which the edge serves at
# /.well-known/apple-developer-merchantid-domain-association (infra/nginx/default.conf.template).
# The contents cannot go into the template itself: nginx refuses a parameter of 4 KB or more
# ("too long parameter"), and the file is a few KB of hex. Unset or empty: no file, and the edge
# answers 404 there (docs/operations.md, "Apple Pay").
set -eu

file="${APPLE_PAY_DOMAIN_ASSOCIATION_FILE:?names the file the edge serves}"
if [ -n "${APPLE_PAY_DOMAIN_ASSOCIATION:-}" ]; then
  mkdir -p "$(dirname "$file")"
  printf '%s' "$APPLE_PAY_DOMAIN_ASSOCIATION" >"$file"
  echo "$0: serving the Apple Pay domain association file ($(wc -c <"$file") bytes)"
fi

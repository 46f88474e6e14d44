# Redis for development and the containers test (docs/decisions/086): Debian's redis-server, the
# same package `npm test` uses on the host. REDIS_URL=redis://redis:6379 in docker-compose.override.yml.
# Production: a managed Redis, or the official redis image, named by REDIS_URL in .env.
# No `# syntax=` line: BuildKit's built-in frontend needs no registry.

ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null \
  && rm -rf /var/lib/apt/lists/*
USER redis
EXPOSE 6379
# Counts and cached answers only: nothing is kept across a restart.
CMD ["redis-server", "--bind", "0.0.0.0", "--protected-mode", "no", "--save", "", "--appendonly", "no"]

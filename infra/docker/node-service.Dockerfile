# The Node services that run their TypeScript sources as they are: checkout-service,
# prize-service and stripe-sandbox. One file; the WORKSPACE build argument names the service.
# The build context is the repository root (the npm workspaces share one lockfile):
#   docker build -f infra/docker/node-service.Dockerfile --build-arg WORKSPACE=checkout-service \
#     -t outlet-shop/checkout-service .
# Node 24 strips the types itself (no build step, no tsx); tsconfig's `erasableSyntaxOnly` keeps
# the sources strippable. No `# syntax=` line: BuildKit's built-in frontend needs no registry.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# Every workspace's package.json: `npm ci` checks the whole lockfile against all of them.
COPY package.json package-lock.json tsconfig.base.json ./
COPY cms/package.json cms/
COPY web/package.json web/
COPY checkout-service/package.json checkout-service/
COPY prize-service/package.json prize-service/
COPY stripe-sandbox/package.json stripe-sandbox/
COPY web-origin/package.json web-origin/
COPY tests/package.json tests/
COPY packages/shop-rules/package.json packages/shop-rules/
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/edge-rules/package.json packages/edge-rules/

# The shared packages (packages/*), compiled to JavaScript as `npm install` does (`prepare`).
FROM manifests AS packages
RUN npm ci --workspace packages/shop-rules --workspace packages/service-kit --include-workspace-root=false --ignore-scripts --no-audit --no-fund
COPY packages/ packages/
RUN npm run build:packages

FROM manifests AS deps
ARG WORKSPACE
RUN test -n "$WORKSPACE" || { echo 'build with --build-arg WORKSPACE=<checkout-service|prize-service|stripe-sandbox>' >&2; exit 1; }
RUN npm ci --omit=dev --workspace "$WORKSPACE" --include-workspace-root=false --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
# The port the service listens on by default (4242 checkout, 4343 prize, 12111 sandbox), for the
# image's own health check; the service reads its *_PORT setting. A container listens on all its
# interfaces (HOST; the services' own default is loopback) and runs in production unless told.
ARG SERVICE_PORT
ENV NODE_ENV=production HOST=0.0.0.0 SERVICE_PORT=${SERVICE_PORT}
WORKDIR /app
# All of /app: the hoisted node_modules and the workspace's own (versions that differ from the
# hoisted ones are installed there, e.g. nodemailer for checkout-service).
COPY --from=deps --chown=node:node /app ./
COPY --from=packages --chown=node:node /app/packages packages/
COPY --chown=node:node ${WORKSPACE}/ ${WORKSPACE}/
WORKDIR /app/${WORKSPACE}
USER node
EXPOSE ${SERVICE_PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.SERVICE_PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "src/server.ts"]

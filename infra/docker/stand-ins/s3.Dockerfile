# An S3-compatible stand-in for development and the containers test (docs/decisions/086): s3rver
# from npm, the version the unit tests run (package-lock.json). Buckets `shop-media` (media) and
# `shop-private` (enquiry attachments) exist at start; objects live in /data. It accepts the key
# pair S3RVER/S3RVER and enforces no ACL: only the services on the compose network reach it, and
# the CMS serves media at /uploads/. Production: a real bucket pair (docs/operations.md, "Scaling").
# No `# syntax=` line: BuildKit's built-in frontend needs no registry.

ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE}
WORKDIR /opt/s3rver
RUN npm install --no-audit --no-fund --omit=dev s3rver@3.7.1 && mkdir /data && chown node:node /data
USER node
EXPOSE 9000
CMD ["node", "node_modules/s3rver/bin/s3rver.js", "--directory", "/data", "--address", "0.0.0.0", "--port", "9000", "--no-vhost-buckets", "--configure-bucket", "shop-media", "--configure-bucket", "shop-private"]

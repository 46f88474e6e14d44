# Prometheus for the compose profile `monitoring` (docs/operations.md "Metrics and alerts"): Debian's
# prometheus package, the same release whose promtool tests infra/monitoring. Its configuration and
# alert rules are mounted from infra/monitoring at /etc/prometheus; the series are kept in the
# volume at /prometheus.
# No `# syntax=` line: BuildKit's built-in frontend needs no registry.

ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /prometheus && chown prometheus:prometheus /prometheus
USER prometheus
EXPOSE 9090
VOLUME ["/prometheus"]
ENTRYPOINT ["/usr/bin/prometheus"]
CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus", "--storage.tsdb.retention.time=15d", "--web.listen-address=0.0.0.0:9090"]

/**
 * `GET /api/ready`: readiness of the CMS (its PostgreSQL reachable, not shutting down).
 * Public (no token); Strapi's own `GET /_health` (204) is the liveness probe.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/ready',
      handler: 'health.ready',
      config: { auth: false, policies: [], middlewares: [] },
    },
  ],
};

/**
 * The compose project that `npm run test:containers` starts: its name and the published ports,
 * apart from `docker compose up`'s own (8080, 1080, 12111), so both can run on one machine.
 * `TEST_PORT_OFFSET` shifts the ports as it does for `npm test`, and names its own project
 * (`outlet-shop-test-<offset>`), so runs at two offsets never share containers.
 */
const offset = Number.parseInt(process.env.TEST_PORT_OFFSET ?? '0', 10) || 0;

const ports = { web: 8180 + offset, maildev: 1180 + offset, stripeSandbox: 12131 + offset };

export const CONTAINER_TEST = {
  project: offset ? `outlet-shop-test-${offset}` : 'outlet-shop-test',
  /**
   * The development stack as `docker compose up` reads it with no `-f`: docker-compose.yml with
   * docker-compose.override.yml's stand-ins and settings (docs/decisions/101).
   */
  composeFiles: ['docker-compose.yml', 'docker-compose.override.yml'],
  /** Production, as docs/operations.md names it: `-f docker-compose.yml -f docker-compose.production.yml`. */
  productionComposeFiles: ['docker-compose.yml', 'docker-compose.production.yml'],
  ports,
  /** The chat link of the WhatsApp number the CMS seeds its shop setting with: the journeys check that it reached the page. */
  chatHelpUrl: 'https://wa.me/971500000123',
  /**
   * What the runner sets in compose's environment (interpolated by compose; there is no `.env`, as
   * on a fresh clone): the test project's own ports and a chat link the SPA must carry.
   */
  environment: {
    WEB_PUBLISHED_PORT: String(ports.web),
    MAILDEV_PUBLISHED_PORT: String(ports.maildev),
    STRIPE_SANDBOX_PUBLISHED_PORT: String(ports.stripeSandbox),
    STRIPE_SANDBOX_PUBLIC_URL: `http://localhost:${ports.stripeSandbox}`,
    SHOP_WHATSAPP: '+971500000123',
  } as Record<string, string>,
};

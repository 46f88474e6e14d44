import type { Core } from '@strapi/strapi';
import { withTestShopNotice } from './test-shop-notice';

/** One route as a plugin declares it. */
type PluginRoute = { method: string; path: string; handler: string } & Record<string, unknown>;

/** A mail as the plugin's `send` takes it (nodemailer's message). */
type MailOptions = Record<string, unknown> & { text?: string; html?: string };

/** The plugin's e-mail service: `send` is what the shop's own mails call. */
type EmailService = Record<string, unknown> & { send(options: MailOptions): Promise<unknown> };

/** The routes of Strapi's e-mail plugin: the admin's, and the content API's (a factory); its services. */
type EmailPlugin = {
  routes: Record<string, unknown> & {
    admin: { type: 'admin'; routes: PluginRoute[] };
  };
  services: Record<string, unknown> & { email: (deps: { strapi: Core.Strapi }) => EmailService };
};

/** The plugin's handler that sends any mail a caller writes (`to`, `from`, `replyTo`, `html`, headers). */
export const OPEN_SEND_HANDLER = 'email.send';

/**
 * Strapi's e-mail plugin without its routes that send a mail the caller writes: `POST /email` (the
 * admin API, open to every signed-in admin account whatever its role) and `POST /api/email` (the
 * content API). Both answer 404 now, so no account, staff's included, can mail anyone from the
 * shop's relay. The shop's own mails (order confirmations, enquiries, refunds, the low-stock mail)
 * are sent server-side through the plugin's service, not through a route. The super admin's
 * Settings → Email page keeps its routes (`GET /email/settings`, `POST /email/test`, `POST
 * /email/verify`), which need the `plugin::email.settings.read` permission that only the super
 * admin holds.
 *
 * In a test shop (`shop.isTestShop`, SHOP_TEST_MODE) every mail the service sends opens with the
 * line that it comes from a test shop that takes no money (test-shop-notice.ts); subjects unchanged.
 */
export default function emailExtension<T extends EmailPlugin>(plugin: T): T {
  plugin.routes.admin.routes = plugin.routes.admin.routes.filter((route) => route.handler !== OPEN_SEND_HANDLER);
  plugin.routes['content-api'] = () => ({ type: 'content-api', routes: [] });
  const emailService = plugin.services.email;
  plugin.services.email = (deps) => {
    const service = emailService(deps);
    return {
      ...service,
      send: (options: MailOptions) =>
        service.send(deps.strapi.config.get<boolean>('shop.isTestShop') ? withTestShopNotice(options) : options),
    };
  };
  return plugin;
}

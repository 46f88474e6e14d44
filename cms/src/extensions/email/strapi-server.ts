/** One route as a plugin declares it. */
type PluginRoute = { method: string; path: string; handler: string } & Record<string, unknown>;

/** The routes of Strapi's e-mail plugin: the admin's, and the content API's (a factory). */
type EmailPlugin = {
  routes: Record<string, unknown> & {
    admin: { type: 'admin'; routes: PluginRoute[] };
  };
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
 */
export default function emailExtension<T extends EmailPlugin>(plugin: T): T {
  plugin.routes.admin.routes = plugin.routes.admin.routes.filter((route) => route.handler !== OPEN_SEND_HANDLER);
  plugin.routes['content-api'] = () => ({ type: 'content-api', routes: [] });
  return plugin;
}

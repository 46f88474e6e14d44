/** What staff do to a content type in the Content Manager: read its entries, or change them. */
export type ContentManagerAction = 'read' | 'update';

/**
 * The route config of an admin API route (`strapi.server.routes({ type: 'admin', … })`) only
 * signed-in staff reach (`admin::isAuthenticatedAdmin`, the admin's Bearer access token), and of
 * those only staff allowed to `action` the content type `uid` in the Content Manager
 * (`admin::hasPermissions`, e.g. `plugin::content-manager.explorer.read` on `api::order.order`).
 * Without the token Strapi answers 401; without the right, 403.
 */
export function staffWhoMay(action: ContentManagerAction, uid: string) {
  return {
    policies: [
      'admin::isAuthenticatedAdmin',
      { name: 'admin::hasPermissions', config: { actions: [[`plugin::content-manager.explorer.${action}`, uid]] } },
    ],
  };
}

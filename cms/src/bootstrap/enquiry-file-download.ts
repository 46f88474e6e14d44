import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

/** The admin's access-token cookie and its httpOnly refresh cookie (both scoped to /admin). */
const ACCESS_COOKIE = 'jwtToken';
const REFRESH_COOKIE = 'strapi_admin_refresh';
const READ_ENQUIRIES = 'plugin::content-manager.explorer.read';

type SessionManager = (origin: 'admin') => {
  validateAccessToken(token: string): { isValid: boolean; payload: { userId: string; sessionId: string } | null };
  validateRefreshToken(token: string): Promise<{ isValid: boolean; userId?: string }>;
  isSessionActive(sessionId: string): Promise<boolean>;
};

/** The signed-in admin user's id from a Bearer token or the admin's cookies; null when none is valid. */
async function adminUserId(strapi: Core.Strapi, ctx: Context): Promise<string | null> {
  const manager = (strapi as unknown as { sessionManager?: SessionManager }).sessionManager?.('admin');
  if (!manager) return null;
  const bearer = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1];
  const access = bearer ?? ctx.cookies.get(ACCESS_COOKIE);
  if (access) {
    const { isValid, payload } = manager.validateAccessToken(access);
    if (isValid && payload && (await manager.isSessionActive(payload.sessionId))) return String(payload.userId);
  }
  const refresh = ctx.cookies.get(REFRESH_COOKIE);
  if (refresh) {
    const result = await manager.validateRefreshToken(refresh);
    if (result.isValid && result.userId) return String(result.userId);
  }
  return null;
}

/** Whether that admin user is active and may read enquiries in the content manager. */
async function mayReadEnquiries(strapi: Core.Strapi, userId: string): Promise<boolean> {
  const user = await strapi.db.query('admin::user').findOne({ where: { id: Number(userId) }, populate: ['roles'] });
  if (!user?.isActive) return false;
  const permission = strapi.service('admin::permission') as unknown as {
    engine: { generateUserAbility(user: unknown): Promise<{ can(action: string, subject: string): boolean }> };
  };
  const ability = await permission.engine.generateUserAbility(user);
  return ability.can(READ_ENQUIRIES, 'api::enquiry.enquiry');
}

/**
 * `GET /admin/enquiry-files/:documentId/download` (DESIGN.md 5): staff download an enquiry
 * attachment. Signed-in admins only (Bearer access token, or the admin panel's own cookies,
 * so the link in an Enquiry file entry opens in the browser) with read access to enquiries:
 * 401 `unauthorized` otherwise, 404 `not_found` for an unknown file. Sent as an attachment
 * with its checked MIME type and `X-Content-Type-Options: nosniff`.
 */
export function registerEnquiryFileDownload(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/admin/enquiry-files',
    routes: [
      {
        method: 'GET',
        path: '/:documentId/download',
        config: { auth: false },
        handler: async (ctx: Context) => {
          const userId = await adminUserId(strapi, ctx);
          if (!userId || !(await mayReadEnquiries(strapi, userId))) {
            ctx.status = 401;
            ctx.body = { error: { code: 'unauthorized', message: 'Sign in to the admin to download enquiry files.' } };
            return;
          }
          const file = await strapi.db
            .query('api::enquiry-file.enquiry-file')
            .findOne({ where: { documentId: String(ctx.params.documentId) } });
          const store = strapi.service('api::enquiry-file.file-store') as unknown as {
            open(key: string): Promise<{ stream: NodeJS.ReadableStream; sizeBytes: number }>;
          };
          const opened = file ? await store.open(file.storageKey).catch(() => null) : null;
          if (!file || !opened) {
            ctx.status = 404;
            ctx.body = { error: { code: 'not_found', message: 'This file no longer exists.' } };
            return;
          }
          ctx.set('X-Content-Type-Options', 'nosniff');
          ctx.set('Cache-Control', 'private, no-store');
          ctx.attachment(file.name);
          ctx.type = file.mime;
          ctx.length = opened.sizeBytes;
          ctx.body = opened.stream;
        },
      },
    ],
  } as never);
}

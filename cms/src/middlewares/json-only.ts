import type { Context, Next } from 'koa';
import { answerStrapiRouteError } from '../server/error-answer';

/**
 * Route middleware `global::json-only` of the public calls that take a JSON body (enquiry
 * register and sendmail, newsletter sign-up; docs/api.md): any other body type, such as a plain
 * HTML form posted from another site (url-encoded, multipart or text/plain, which a browser sends
 * across sites without asking), answers `415 unsupported_media_type` and nothing is stored.
 * Placed before the rate limit, so such a post does not use up the visitor's allowance.
 */
export default () => async (ctx: Context, next: Next) => {
  if (ctx.is('application/json')) return next();
  answerStrapiRouteError(ctx, 415, 'unsupported_media_type', 'Send this as JSON (Content-Type: application/json).');
};

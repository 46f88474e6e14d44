import { errorBody } from '@outlet-shop/service-kit/error-body';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { subscriptionSchema } from '../domain/subscription-schema';
import { newsletterSubscriptionService } from '../services/newsletter-subscription';

/**
 * `POST /api/newsletter-subscriptions` (public, create only; docs/product.md 2 coconut sugar newsletter box).
 * Body `{ data: { email, source? } }` (JSON only: 415 otherwise). Answers 200 `{ data: { email } }`
 * (the address as stored: trimmed, lower-cased) whether the address is new or already subscribed, so
 * the answer never tells who is subscribed; subscribing twice stores one row. A bad e-mail is 400
 * `invalid_email`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async subscribe(ctx: Context) {
    const parsed = subscriptionSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = errorBody('invalid_email', 'Please enter a valid e-mail address.');
      return;
    }
    const { email } = parsed.data.data;
    await newsletterSubscriptionService(strapi).subscribe(parsed.data.data);
    ctx.status = 200;
    ctx.body = { data: { email } };
  },
});

import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { subscriptionSchema } from '../domain/subscription-schema';
import { newsletterSubscriptionService } from '../services/newsletter-subscription';

/**
 * `POST /api/newsletter-subscriptions` (public, create only; docs/product.md 2 coconut sugar newsletter box).
 * Body `{ data: { email, source? } }`. Answers 201 `{ data: { email, isNew: true } }` for a new
 * address and 200 `{ data: { email, isNew: false } }` for one already subscribed (idempotent, and it
 * says nothing else about who is subscribed). A bad e-mail is 400 `invalid_email`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async subscribe(ctx: Context) {
    const parsed = subscriptionSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = { error: { code: 'invalid_email', message: 'Please enter a valid e-mail address.' } };
      return;
    }
    const { email } = parsed.data.data;
    const { isNew } = await newsletterSubscriptionService(strapi).subscribe(parsed.data.data);
    ctx.status = isNew ? 201 : 200;
    ctx.body = { data: { email, isNew } };
  },
});

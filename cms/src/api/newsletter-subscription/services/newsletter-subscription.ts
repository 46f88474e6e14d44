import type { Core } from '@strapi/strapi';
import type { Subscription } from '../domain/subscription-schema';

const UID = 'api::newsletter-subscription.newsletter-subscription';

/** Newsletter subscriptions (docs/product.md 2 coconut sugar newsletter box): `api::newsletter-subscription.newsletter-subscription`. */
const newsletterSubscription = ({ strapi }: { strapi: Core.Strapi }) => {
  const isSubscribed = async (email: string) =>
    Boolean(await strapi.db.query(UID).findOne({ where: { email }, select: ['id'] }));

  return {
    /** Subscribes a normalised address once; whether it is new (subscribing twice is fine). */
    async subscribe({ email, source }: Subscription): Promise<{ isNew: boolean }> {
      if (await isSubscribed(email)) return { isNew: false };
      try {
        await strapi.documents(UID).create({ data: { email, source } });
      } catch (error) {
        // Two requests for one new address at once: the unique index keeps one row, both succeed.
        if (!(await isSubscribed(email))) throw error;
      }
      return { isNew: true };
    },
  };
};

export type NewsletterSubscriptionService = ReturnType<typeof newsletterSubscription>;

/** The newsletter subscription service, typed. */
export function newsletterSubscriptionService(strapi: Core.Strapi): NewsletterSubscriptionService {
  return strapi.service(UID) as NewsletterSubscriptionService;
}

export default newsletterSubscription;

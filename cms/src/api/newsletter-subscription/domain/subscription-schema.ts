import { z } from 'zod';

/** The pages a subscription may come from; anything else is stored as `unknown`. */
const SOURCES = ['coconut-sugar'] as const;

/**
 * The body of `POST /api/newsletter-subscriptions`: `{ data: { email, source? } }`, Strapi's
 * create shape. The e-mail is trimmed and lower-cased, so the same address is one subscription.
 */
export const subscriptionSchema = z.object({
  data: z.object({
    email: z
      .string()
      .trim()
      .max(254)
      .toLowerCase()
      .pipe(z.email({ message: 'Please enter a valid e-mail address.' })),
    source: z
      .string()
      .optional()
      .transform((source) => (SOURCES.includes(source as (typeof SOURCES)[number]) ? source : 'unknown')),
  }),
});

export type Subscription = z.infer<typeof subscriptionSchema>['data'];

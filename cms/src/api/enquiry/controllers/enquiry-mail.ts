import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { contactSubmissionSchema } from '../domain/enquiry-schema';
import { type EnquiryRoute, routeEnquiry } from '../domain/routing';

const THANKS = 'Thanks for contacting will get back soon !';

/** `ENQ-20250131-4F2A9C`: date plus 6 random hex digits, readable on the phone. */
function newReference(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `ENQ-${day}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

function outbox(strapi: Core.Strapi) {
  return strapi.service('api::enquiry.mail-outbox') as unknown as {
    deliver(id: number): Promise<void>;
    deliverDue(limit?: number): Promise<number>;
  };
}

/** Runs a delivery after the answer has gone out; failures stay in the outbox for retry. */
function inBackground(strapi: Core.Strapi, task: () => Promise<unknown>): void {
  setImmediate(() => {
    task().catch((error: unknown) => strapi.log.error(`Enquiry mail outbox: ${(error as Error).message}`));
  });
}

/**
 * The contact enquiry endpoints (SPEC.md 7 Mail API, DESIGN.md 5). Wire names stay as the
 * spec spells them (`/auth/register`, `/auth/sendmail`).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * `POST /api/auth/register` — validates the contact submission (SPEC.md 5), computes its
   * recipients from the routing table (a browser `mailList` is ignored), stores it with
   * `mail_status: 'pending'` and starts delivery.
   * 201 `{ data: { id, reference } }`; 400 `{ error: { code: 'validation_failed', message, details: { fieldErrors } } }`.
   */
  async register(ctx: Context) {
    const parsed = contactSubmissionSchema.safeParse(ctx.request.body ?? {});
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = {
        error: {
          code: 'validation_failed',
          message: 'Please check the form',
          details: { fieldErrors: z.flattenError(parsed.error).fieldErrors },
        },
      };
      return;
    }
    const routes = (await strapi.db.query('api::enquiry-route.enquiry-route').findMany({})) as EnquiryRoute[];
    const { recipients } = routeEnquiry(parsed.data, routes);
    const reference = newReference();
    const enquiry = await strapi.documents('api::enquiry.enquiry').create({
      data: { ...parsed.data, reference, recipients, mail_status: 'pending', mail_attempts: 0 } as never,
    });
    inBackground(strapi, () => outbox(strapi).deliver(Number(enquiry.id)));
    ctx.status = 201;
    ctx.body = { data: { id: enquiry.id, reference } };
  },

  /**
   * `POST /api/auth/sendmail` — the browser's second call: delivers due pending enquiries
   * (claimed one by one, so nothing is sent twice). 200 `{ message: 'Thanks for contacting will get back soon !' }`.
   */
  async sendmail(ctx: Context) {
    inBackground(strapi, () => outbox(strapi).deliverDue());
    ctx.status = 200;
    ctx.body = { message: THANKS };
  },
});

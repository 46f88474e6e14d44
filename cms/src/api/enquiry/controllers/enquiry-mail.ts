import { errorBody } from '@outlet-shop/service-kit/error-body';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { type ContactSubmission, contactSubmissionSchema } from '../domain/enquiry-schema';
import { enquiryMailService } from '../services/enquiry-mail';

const THANKS = 'Thanks for contacting will get back soon !';

type FieldErrors = Record<string, string[] | undefined>;

function refuse(ctx: Context, fieldErrors: FieldErrors): void {
  ctx.status = 400;
  ctx.body = errorBody('validation_failed', 'Please check the form', { fieldErrors });
}

/** The submission validated (docs/product.md 5), or null after answering 400 with the field errors. */
function validSubmission(ctx: Context): ContactSubmission | null {
  const parsed = contactSubmissionSchema.safeParse(ctx.request.body ?? {});
  if (parsed.success) return parsed.data;
  refuse(ctx, z.flattenError(parsed.error).fieldErrors);
  return null;
}

/**
 * The contact enquiry endpoints (docs/product.md 7 Mail API, docs/architecture.md 5); the work is in the
 * enquiry-mail service. Wire names stay as the spec spells them (`/auth/register`, `/auth/sendmail`).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * `POST /api/auth/register` — validates the contact submission (docs/product.md 5), stores it with
   * its routed recipients and its files (`photos: [{ id }]` from `POST /api/enquiry-files`),
   * then starts delivery. 201 `{ data: { id, reference } }`; 400 `validation_failed` with
   * `details.fieldErrors`; 429 `rate_limited`. A filled honeypot field gets a 201 and is
   * neither stored nor mailed.
   */
  async register(ctx: Context) {
    const enquiries = enquiryMailService(strapi);
    if (enquiries.isHoneypotFilled((ctx.request.body ?? {}) as Record<string, unknown>)) {
      strapi.log.info(`Enquiry dropped: honeypot filled (client ${ctx.request.ip})`);
      ctx.status = 201;
      ctx.body = { data: { id: 0, reference: enquiries.newReference() } };
      return;
    }
    const submission = validSubmission(ctx);
    if (!submission) return;
    const result = await enquiries.register(submission);
    if (!result.isStored) return refuse(ctx, { photos: ['An attached file was not found. Please upload it again.'] });
    ctx.status = 201;
    ctx.body = { data: { id: result.id, reference: result.reference } };
  },

  /**
   * `POST /api/auth/sendmail` — the browser's second call, with the same submission: it is
   * validated again (400 `validation_failed`); the mail itself is the job `register` queued.
   * 200 `{ message: 'Thanks for contacting will get back soon !' }`.
   */
  async sendmail(ctx: Context) {
    if (!validSubmission(ctx)) return;
    ctx.status = 200;
    ctx.body = { message: THANKS };
  },
});

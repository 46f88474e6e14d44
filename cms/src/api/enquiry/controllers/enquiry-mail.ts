import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { z } from 'zod';
import { type ContactSubmission, contactSubmissionSchema } from '../domain/enquiry-schema';
import { type EnquiryRoute, routeEnquiry } from '../domain/routing';

const THANKS = 'Thanks for contacting will get back soon !';
/** The hidden form field people never fill and form-filling bots do (DESIGN.md 5 abuse). */
const HONEYPOT_FIELD = 'website';
const FILE = 'api::enquiry-file.enquiry-file';

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

type FieldErrors = Record<string, string[] | undefined>;

function refuse(ctx: Context, fieldErrors: FieldErrors): void {
  ctx.status = 400;
  ctx.body = { error: { code: 'validation_failed', message: 'Please check the form', details: { fieldErrors } } };
}

/** The submission validated (SPEC.md 5), or null after answering 400 with the field errors. */
function validSubmission(ctx: Context): ContactSubmission | null {
  const parsed = contactSubmissionSchema.safeParse(ctx.request.body ?? {});
  if (parsed.success) return parsed.data;
  refuse(ctx, z.flattenError(parsed.error).fieldErrors);
  return null;
}

/** Document ids of the uploaded files the submission names, or null when one is unknown or already used. */
async function unlinkedFileIds(strapi: Core.Strapi, photos: ContactSubmission['photos']): Promise<string[] | null> {
  if (photos.length === 0) return [];
  const documentIds = [...new Set(photos.map((photo) => photo.id))];
  const found = (await strapi.db.query(FILE).findMany({
    where: { documentId: { $in: documentIds } },
    populate: { enquiry: { select: ['id'] } },
  })) as Array<{ documentId: string; enquiry: { id: number } | null }>;
  if (found.length !== documentIds.length || found.some((file) => file.enquiry)) return null;
  return found.map((file) => file.documentId);
}

/**
 * The contact enquiry endpoints (SPEC.md 7 Mail API, DESIGN.md 5). Wire names stay as the
 * spec spells them (`/auth/register`, `/auth/sendmail`).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * `POST /api/auth/register` — validates the contact submission (SPEC.md 5), computes its
   * recipients from the routing table in the database (a browser `mailList` is ignored),
   * stores it with its files (`photos: [{ id }]` from `POST /api/enquiry-files`) and
   * `mail_status: 'pending'` in one transaction, then starts delivery.
   * 201 `{ data: { id, reference } }`; 400 `validation_failed` with `details.fieldErrors`;
   * 429 `rate_limited`. A filled honeypot field gets a 201 and is neither stored nor mailed.
   */
  async register(ctx: Context) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim() !== '') {
      strapi.log.info(`Enquiry dropped: honeypot filled (client ${ctx.request.ip})`);
      ctx.status = 201;
      ctx.body = { data: { id: 0, reference: newReference() } };
      return;
    }
    const submission = validSubmission(ctx);
    if (!submission) return;
    const { photos, ...fields } = submission;
    const routes = (await strapi.db.query('api::enquiry-route.enquiry-route').findMany({})) as EnquiryRoute[];
    const { recipients } = routeEnquiry(submission, routes);
    const reference = newReference();
    const enquiry = await strapi.db.transaction(async () => {
      const fileIds = await unlinkedFileIds(strapi, photos);
      if (fileIds === null) return null;
      const created = await strapi.documents('api::enquiry.enquiry').create({
        data: { ...fields, reference, recipients, files: fileIds, mail_status: 'pending', mail_attempts: 0 } as never,
      });
      return created as { id: number };
    });
    if (!enquiry) return refuse(ctx, { photos: ['An attached file was not found. Please upload it again.'] });
    inBackground(strapi, () => outbox(strapi).deliver(Number(enquiry.id)));
    ctx.status = 201;
    ctx.body = { data: { id: enquiry.id, reference } };
  },

  /**
   * `POST /api/auth/sendmail` — the browser's second call, with the same submission: it is
   * validated again (400 `validation_failed`), then due pending enquiries are delivered
   * (claimed one by one, so nothing is sent twice).
   * 200 `{ message: 'Thanks for contacting will get back soon !' }`.
   */
  async sendmail(ctx: Context) {
    if (!validSubmission(ctx)) return;
    inBackground(strapi, () => outbox(strapi).deliverDue());
    ctx.status = 200;
    ctx.body = { message: THANKS };
  },
});

import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { ContactSubmission } from '../domain/enquiry-schema';
import { routeEnquiry } from '../domain/routing';
import { queueMailJob } from './mail-outbox';

const FILE = 'api::enquiry-file.enquiry-file';
/** The hidden form field people never fill and form-filling bots do (docs/architecture.md 5 abuse). */
const HONEYPOT_FIELD = 'website';

/** `ENQ-20250131-4F2A9C`: date plus 6 random hex digits, readable on the phone. */
export function newReference(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `ENQ-${day}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** A stored enquiry, or why it was not stored (an attached file is unknown or already used). */
export type RegisterResult = { isStored: true; id: number; reference: string } | { isStored: false };

/**
 * The contact enquiries (docs/product.md 7 Mail API, docs/architecture.md 5): `api::enquiry.enquiry-mail`.
 * Stores each enquiry with its recipients and files, and its mail job (services/mail-outbox.ts).
 */
const enquiryMail = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Document ids of the uploaded files the submission names, or null when one is unknown or already used. */
  async function unlinkedFileIds(photos: ContactSubmission['photos']): Promise<string[] | null> {
    if (photos.length === 0) return [];
    const documentIds = [...new Set(photos.map((photo) => photo.id))];
    const found: Array<{ documentId: string; enquiry: { id: number } | null }> = await strapi.db
      .query(FILE)
      .findMany({ where: { documentId: { $in: documentIds } }, populate: { enquiry: { select: ['id'] } } });
    if (found.length !== documentIds.length || found.some((file) => file.enquiry)) return null;
    return found.map((file) => file.documentId);
  }

  return {
    /** Whether a raw submission comes from a bot: the honeypot field is filled. */
    isHoneypotFilled(body: Record<string, unknown>): boolean {
      const value = body[HONEYPOT_FIELD];
      return typeof value === 'string' && value.trim() !== '';
    },

    newReference,

    /**
     * Stores a validated submission (docs/product.md 5) with its recipients from the routing table in
     * the database (a browser `mailList` is never used), its files and `mail_status: 'pending'`
     * and its `enquiry-mail` job in one transaction: the job worker mails it at once.
     */
    async register(submission: ContactSubmission): Promise<RegisterResult> {
      const { photos, ...fields } = submission;
      const routes = await strapi.db.query('api::enquiry-route.enquiry-route').findMany({});
      const { recipients } = routeEnquiry(submission, routes);
      const reference = newReference();
      const enquiry = await strapi.db.transaction(async ({ trx }) => {
        const files = await unlinkedFileIds(photos);
        if (files === null) return null;
        const created = await strapi.documents('api::enquiry.enquiry').create({
          data: { ...fields, reference, recipients, files, mail_status: 'pending', mail_attempts: 0 },
        });
        await queueMailJob(trx, Number(created.id));
        return created;
      });
      if (!enquiry) return { isStored: false };
      return { isStored: true, id: Number(enquiry.id), reference };
    },
  };
};

export type EnquiryMailService = ReturnType<typeof enquiryMail>;

/** The enquiry-mail service, typed. */
export function enquiryMailService(strapi: Core.Strapi): EnquiryMailService {
  return strapi.service('api::enquiry.enquiry-mail') as EnquiryMailService;
}

export default enquiryMail;

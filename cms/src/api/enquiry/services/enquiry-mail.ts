import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { createRateLimiter } from '../../../config/rate-limit-store';
import { enquiryFileLink, type SqlRunner } from '../../enquiry-file/sql/file-link';
import { acknowledgementKey } from '../domain/acknowledgement-limit';
import type { ContactSubmission } from '../domain/enquiry-schema';
import { routeEnquiry } from '../domain/routing';
import { queueMailJob } from './mail-outbox';

/** The hidden form field people never fill and form-filling bots do (docs/architecture.md 5 abuse). */
const HONEYPOT_FIELD = 'website';

/** `ENQ-20250131-4F2A9C`: date plus 6 random hex digits, readable on the phone. */
export function newReference(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `ENQ-${day}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** Acknowledgements per recipient and window (`shop.acknowledgementLimit`). */
interface AcknowledgementAllowance {
  points: number;
  windowSeconds: number;
}

/** Rolls the enquiry's transaction back: a named file is unknown or another enquiry's. */
class FileNotClaimable extends Error {}

/** A stored enquiry, or why it was not stored (an attached file is unknown or already used). */
export type RegisterResult = { isStored: true; id: number; reference: string } | { isStored: false };

/**
 * The contact enquiries (docs/product.md 7 Mail API, docs/architecture.md 5): `api::enquiry.enquiry-mail`.
 * Stores each enquiry with its recipients and files, and the job of its mails (services/mail-outbox.ts).
 */
const enquiryMail = ({ strapi }: { strapi: Core.Strapi }) => {
  let acknowledgements: RateLimiterAbstract | undefined;

  /**
   * Whether the enquiry sent to `email` may be acknowledged: at most `shop.acknowledgementLimit`
   * acknowledgements (3) per recipient mailbox ({@link acknowledgementKey}) an hour, counted in Redis
   * with `REDIS_URL` so every CMS replica shares the count (in memory otherwise and while Redis is
   * down). Whoever types an address into the form can no longer have the shop mail it dozens of
   * times, from however many client addresses.
   */
  async function mayAcknowledge(email: string): Promise<boolean> {
    if (!acknowledgements) {
      const allowance = strapi.config.get<AcknowledgementAllowance>('shop.acknowledgementLimit');
      acknowledgements = createRateLimiter(
        { keyPrefix: 'enquiry-acknowledgement', points: allowance.points, durationSeconds: allowance.windowSeconds },
        strapi.config.get<string>('shop.redisUrl', ''),
        (level, message) => strapi.log[level](message),
      );
    }
    try {
      await acknowledgements.consume(acknowledgementKey(email));
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  /**
   * Links the named uploaded files to the new enquiry `enquiryId` in one statement, inside its
   * transaction: a file that another enquiry holds (or claims at this moment: the unique index
   * on the link's file column makes this statement wait for that transaction) is skipped by
   * ON CONFLICT. True when every named file is now this enquiry's.
   */
  async function claimFiles(trx: SqlRunner, enquiryId: number, documentIds: string[]): Promise<boolean> {
    if (documentIds.length === 0) return true;
    const link = enquiryFileLink(strapi);
    const claimed = await trx.raw(
      `INSERT INTO ?? (??, ??, ??)
       SELECT files.id, ?, row_number() OVER (ORDER BY array_position(?::text[], files.document_id))
         FROM ?? AS files WHERE files.document_id = ANY(?::text[])
       ON CONFLICT (??) DO NOTHING
       RETURNING ??`,
      [
        link.table,
        link.fileColumn,
        link.enquiryColumn,
        link.orderColumn,
        enquiryId,
        documentIds,
        link.fileTable,
        documentIds,
        link.fileColumn,
        link.fileColumn,
      ],
    );
    return claimed.rows.length === documentIds.length;
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
     * the database (a browser `mailList` is never used), its routed mail and its acknowledgement to
     * the visitor pending (in the form's `locale`), its files and its `enquiry-mail` job in one
     * transaction: the job worker sends both mails at once. Over the recipient's acknowledgement
     * limit ({@link mayAcknowledge}) the enquiry is stored and routed the same, its acknowledgement
     * `limited` (never sent), and the answer is the same. A file is
     * claimed by one enquiry only, even when several registers name it at the same moment; when
     * any named file is unknown or another enquiry's, nothing is stored (`isStored: false`).
     */
    async register(submission: ContactSubmission): Promise<RegisterResult> {
      const { photos, locale, ...fields } = submission;
      const routes = await strapi.db.query('api::enquiry-route.enquiry-route').findMany({});
      const { recipients } = routeEnquiry(submission, routes);
      const reference = newReference();
      const fileIds = [...new Set(photos.map((photo) => photo.id))];
      const isAcknowledged = await mayAcknowledge(fields.email);
      if (!isAcknowledged)
        strapi.log.info(`Enquiry ${reference}: no acknowledgement, its address had its hourly share`);
      try {
        const enquiry = await strapi.db.transaction(async ({ trx }) => {
          const created = await strapi.documents('api::enquiry.enquiry').create({
            data: {
              ...fields,
              reference,
              recipients,
              mail_status: 'pending',
              mail_attempts: 0,
              language: locale,
              ack_status: isAcknowledged ? 'pending' : 'limited',
              ack_attempts: 0,
            },
          });
          if (!(await claimFiles(trx, Number(created.id), fileIds))) throw new FileNotClaimable();
          await queueMailJob(trx, Number(created.id));
          return created;
        });
        return { isStored: true, id: Number(enquiry.id), reference };
      } catch (error) {
        if (error instanceof FileNotClaimable) return { isStored: false };
        throw error;
      }
    },
  };
};

export type EnquiryMailService = ReturnType<typeof enquiryMail>;

/** The enquiry-mail service, typed. */
export function enquiryMailService(strapi: Core.Strapi): EnquiryMailService {
  return strapi.service('api::enquiry.enquiry-mail') as EnquiryMailService;
}

export default enquiryMail;

import { readFile } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { fileStoreService } from '../../enquiry-file/services/file-store';
import { buildEnquiryMail, type EnquiryForMail } from '../domain/enquiry-mail';

const ENQUIRY = 'api::enquiry.enquiry';
/** A claimed mail is not offered to another worker for this long, ms (covers a slow SMTP). */
const LEASE_MS = 2 * 60_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Wait before attempt `attempts + 1`, ms: base (30 s by default), doubling, capped at 1 h. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

interface StoredFile {
  name: string;
  mime: string;
  storageKey: string;
}

/**
 * The enquiry mail outbox (docs/architecture.md 5): every enquiry is stored `pending` first; delivery
 * claims one row at a time with `FOR UPDATE SKIP LOCKED` and a lease, so two workers
 * (or a worker and a `sendmail` call) never send the same enquiry twice. A refused mail
 * stays `pending` and is retried with backoff (`shop.mailRetryBaseMs`, doubling, at most
 * hourly) until the SMTP server takes it: an enquiry is never dropped.
 */
const mailOutbox = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = strapi.db.connection;
  const store = () => fileStoreService(strapi);

  /** Claims one due pending enquiry (optionally a given id); its id, or null when none is due. */
  async function claim(onlyId?: number): Promise<number | null> {
    const filter = onlyId === undefined ? '' : 'AND id = ?';
    const result = await knex.raw(
      `UPDATE enquiries
          SET mail_attempts = COALESCE(mail_attempts, 0) + 1,
              next_attempt_at = now() + (? * interval '1 millisecond')
        WHERE id = (SELECT id FROM enquiries
                     WHERE mail_status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now()) ${filter}
                     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      onlyId === undefined ? [LEASE_MS] : [LEASE_MS, onlyId],
    );
    return result.rows[0]?.id ?? null;
  }

  async function send(id: number): Promise<void> {
    const enquiry = await strapi.db.query(ENQUIRY).findOne({ where: { id }, populate: { files: true } });
    if (!enquiry) return;
    const recipients: string[] = Array.isArray(enquiry.recipients) ? enquiry.recipients : [];
    const files: StoredFile[] = enquiry.files ?? [];
    try {
      const mail = buildEnquiryMail(
        enquiry as EnquiryForMail,
        recipients,
        files.map((file) => file.name),
      );
      if (mail.to.length === 0) throw new Error('No recipients: the enquiry routing table has no default row');
      // Read here: the mail transport refuses file paths (nodemailer's file-access guard).
      const attachments = await Promise.all(
        files.map(async (file) => ({
          filename: file.name,
          content: await readFile(store().pathOf(file.storageKey)),
          contentType: file.mime,
        })),
      );
      await strapi
        .plugin('email')
        .service('email')
        .send({ ...mail, to: mail.to.join(', '), attachments });
      await strapi.db.query(ENQUIRY).update({
        where: { id },
        data: { mail_status: 'sent', mail_sent_at: new Date(), next_attempt_at: null, mail_last_error: null },
      });
      strapi.log.info(`Enquiry ${enquiry.reference} mailed to ${recipients.join(', ')}`);
    } catch (error) {
      const attempts: number = enquiry.mail_attempts ?? 1;
      const waitMs = retryDelayMs(attempts, strapi.config.get<number>('shop.mailRetryBaseMs'));
      await strapi.db.query(ENQUIRY).update({
        where: { id },
        data: {
          mail_status: 'pending',
          mail_last_error: String((error as Error).message ?? error).slice(0, 2000),
          next_attempt_at: new Date(Date.now() + waitMs),
        },
      });
      strapi.log.warn(
        `Enquiry ${enquiry.reference}: mail attempt ${attempts} failed (${(error as Error).message}); next in ${waitMs} ms`,
      );
    }
  }

  return {
    /** Sends one enquiry now if it is pending and not claimed elsewhere; never throws. */
    async deliver(id: number): Promise<void> {
      const claimed = await claim(id);
      if (claimed !== null) await send(claimed);
    },

    /** Sends every due pending enquiry (at most `limit` per call); the number attempted. */
    async deliverDue(limit = 20): Promise<number> {
      let attempted = 0;
      for (; attempted < limit; attempted += 1) {
        const claimed = await claim();
        if (claimed === null) break;
        await send(claimed);
      }
      return attempted;
    },
  };
};

export type MailOutboxService = ReturnType<typeof mailOutbox>;

/** The mail outbox service, typed. */
export function mailOutboxService(strapi: Core.Strapi): MailOutboxService {
  return strapi.service('api::enquiry.mail-outbox') as MailOutboxService;
}

export default mailOutbox;

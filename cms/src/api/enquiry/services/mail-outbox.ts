import type { Core } from '@strapi/strapi';
import { buildEnquiryMail, type EnquiryForMail } from '../domain/enquiry-mail';

const ENQUIRY = 'api::enquiry.enquiry';
/** A claimed mail is not offered to another worker for this long, ms (covers a slow SMTP). */
const LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Wait before attempt `attempts + 1`, ms: 30 s, 1 min, 2 min, … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * The enquiry mail outbox (DESIGN.md 5): every enquiry is stored `pending` first; delivery
 * claims one row at a time with `FOR UPDATE SKIP LOCKED` and a lease, so two workers
 * (or a worker and a `sendmail` call) never send the same enquiry twice.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = strapi.db.connection;

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
    const enquiry = await strapi.db.query(ENQUIRY).findOne({ where: { id } });
    if (!enquiry) return;
    const recipients: string[] = Array.isArray(enquiry.recipients) ? enquiry.recipients : [];
    try {
      const mail = buildEnquiryMail(enquiry as EnquiryForMail, recipients);
      if (mail.to.length === 0) throw new Error('No recipients: the enquiry routing table has no default row');
      await strapi
        .plugin('email')
        .service('email')
        .send({ ...mail, to: mail.to.join(', ') });
      await strapi.db.query(ENQUIRY).update({
        where: { id },
        data: { mail_status: 'sent', mail_sent_at: new Date(), next_attempt_at: null, mail_last_error: null },
      });
      strapi.log.info(`Enquiry ${enquiry.reference} mailed to ${recipients.join(', ')}`);
    } catch (error) {
      const attempts: number = enquiry.mail_attempts ?? 1;
      const isLastAttempt = attempts >= MAX_ATTEMPTS;
      await strapi.db.query(ENQUIRY).update({
        where: { id },
        data: {
          mail_status: isLastAttempt ? 'failed' : 'pending',
          mail_last_error: String((error as Error).message ?? error).slice(0, 2000),
          next_attempt_at: isLastAttempt ? null : new Date(Date.now() + retryDelayMs(attempts)),
        },
      });
      strapi.log.warn(`Enquiry ${enquiry.reference}: mail attempt ${attempts} failed: ${(error as Error).message}`);
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

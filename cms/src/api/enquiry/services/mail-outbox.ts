import { readFile } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { extensionOf } from '../../enquiry-file/domain/file-check';
import { storedFileName } from '../../enquiry-file/domain/file-name';
import { fileStoreService } from '../../enquiry-file/services/file-store';
import { buildEnquiryMail, type EnquiryForMail } from '../domain/enquiry-mail';

const ENQUIRY = 'api::enquiry.enquiry';
/** The graphile-worker task that mails one enquiry (docs/decisions/032, 044). */
export const ENQUIRY_MAIL_TASK = 'enquiry-mail';
/** Jobs are never given up: the largest `max_attempts` graphile-worker stores (smallint). */
const MAX_ATTEMPTS = 32_767;
/** A claimed mail is not sent by another job for this long, ms (covers a slow SMTP). */
const LEASE_MS = 2 * 60_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Wait before attempt `attempts + 1`, ms: base (30 s by default), doubling, capped at 1 h. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** The job key of an enquiry's mail: one job per enquiry. */
export function mailJobKey(id: number): string {
  return `${ENQUIRY_MAIL_TASK}:${id}`;
}

/** Where a job is queued: Strapi's knex or the transaction storing the enquiry. */
interface SqlRunner {
  raw(sql: string, bindings: readonly unknown[]): PromiseLike<unknown>;
}

/**
 * Queues (or moves) the mail job of one enquiry, to run after `delayMs`, on `db` (a transaction,
 * so the job exists exactly when the enquiry does). By key: an enquiry has one waiting job.
 */
export async function queueMailJob(db: SqlRunner, id: number, delayMs = 0): Promise<void> {
  await db.raw(
    `SELECT graphile_worker.add_job(?, json_build_object('id', ?::int), run_at => now() + ? * interval '1 millisecond',
       max_attempts => ?::int, job_key => ?)`,
    [ENQUIRY_MAIL_TASK, id, delayMs, MAX_ATTEMPTS, mailJobKey(id)],
  );
}

interface StoredFile {
  name: string;
  mime: string;
  storageKey: string;
}

/** The name a file is mailed under: its stored name, cleaned again and with its type's extension. */
const mailName = (file: StoredFile) => storedFileName(file.name, extensionOf(file.mime));

/**
 * The enquiry mail jobs (docs/architecture.md 5, docs/decisions/032): every enquiry is stored
 * `pending` with its graphile-worker job in one transaction. The job claims the enquiry with a
 * lease (so a second job for it never sends it twice), sends the routed mail with its files and
 * stamps it `sent`; a refused mail stays `pending` and its job is rescheduled with backoff
 * (`shop.mailRetryBaseMs`, doubling, at most hourly) until the SMTP server takes it.
 */
const mailOutbox = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = strapi.db.connection;
  const store = () => fileStoreService(strapi);

  /** Claims the enquiry if it is pending and due: true when this job may send it. */
  async function claim(id: number): Promise<boolean> {
    const result = await knex.raw(
      `UPDATE enquiries
          SET mail_attempts = COALESCE(mail_attempts, 0) + 1,
              next_attempt_at = now() + (? * interval '1 millisecond')
        WHERE id = ? AND mail_status = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= now())
        RETURNING id`,
      [LEASE_MS, id],
    );
    return result.rows.length > 0;
  }

  async function attachmentsOf(files: StoredFile[]) {
    // Read here: the mail transport refuses file paths (nodemailer's file-access guard).
    return Promise.all(
      files.map(async (file) => ({
        filename: mailName(file),
        content: await readFile(store().pathOf(file.storageKey)),
        contentType: file.mime,
      })),
    );
  }

  /** Records a refused attempt and moves the enquiry's job to the next attempt, in one transaction. */
  async function retryLater(enquiry: { id: number; reference: string; mail_attempts?: number }, error: Error) {
    const attempts = enquiry.mail_attempts ?? 1;
    const waitMs = retryDelayMs(attempts, strapi.config.get<number>('shop.mailRetryBaseMs'));
    await knex.transaction(async (trx) => {
      await trx.raw(
        `UPDATE enquiries SET mail_last_error = ?, next_attempt_at = now() + ? * interval '1 millisecond' WHERE id = ?`,
        [String(error.message ?? error).slice(0, 2000), waitMs, enquiry.id],
      );
      await queueMailJob(trx, enquiry.id, waitMs);
    });
    strapi.log.warn(
      `Enquiry ${enquiry.reference}: mail attempt ${attempts} failed (${error.message}); next in ${waitMs} ms`,
    );
  }

  return {
    /**
     * The `enquiry-mail` task: sends the enquiry's mail unless it is sent or being sent.
     * Throws only when the database fails (graphile-worker then retries the job).
     */
    async send(id: number): Promise<void> {
      if (!(await claim(id))) return;
      const enquiry = await strapi.db.query(ENQUIRY).findOne({ where: { id }, populate: { files: true } });
      if (!enquiry) return;
      const recipients: string[] = Array.isArray(enquiry.recipients) ? enquiry.recipients : [];
      const files: StoredFile[] = enquiry.files ?? [];
      try {
        const mail = buildEnquiryMail(enquiry as EnquiryForMail, recipients, files.map(mailName));
        if (mail.to.length === 0) throw new Error('No recipients: the enquiry routing table has no default row');
        const attachments = await attachmentsOf(files);
        await strapi
          .plugin('email')
          .service('email')
          .send({ ...mail, to: mail.to.join(', '), attachments });
      } catch (error) {
        await retryLater(enquiry, error as Error);
        return;
      }
      await strapi.db.query(ENQUIRY).update({
        where: { id },
        data: { mail_status: 'sent', mail_sent_at: new Date(), next_attempt_at: null, mail_last_error: null },
      });
      strapi.log.info(`Enquiry ${enquiry.reference} mailed to ${recipients.join(', ')}`);
    },

    /**
     * Queues a job for every pending enquiry, at its next attempt (a waiting job keeps its own
     * time): at start, it turns what the former outbox had not sent into jobs. The number queued.
     */
    async deliverDue(): Promise<number> {
      const result = await knex.raw(
        `SELECT graphile_worker.add_job(?, json_build_object('id', id), run_at => GREATEST(next_attempt_at, now()),
           max_attempts => ?::int, job_key => ? || ':' || id, job_key_mode => 'preserve_run_at')
           FROM enquiries WHERE mail_status = 'pending'`,
        [ENQUIRY_MAIL_TASK, MAX_ATTEMPTS, ENQUIRY_MAIL_TASK],
      );
      return result.rows.length;
    },
  };
};

export type MailOutboxService = ReturnType<typeof mailOutbox>;

/** The mail outbox service, typed. */
export function mailOutboxService(strapi: Core.Strapi): MailOutboxService {
  return strapi.service('api::enquiry.mail-outbox') as MailOutboxService;
}

export default mailOutbox;

import { isLastAttempt, JOB_RETRY_POLICY, type RetryPolicy, retryDelayMs } from '@outlet-shop/service-kit/retry-policy';
import type { Core } from '@strapi/strapi';
import { extensionOf } from '../../enquiry-file/domain/file-check';
import { storedFileName } from '../../enquiry-file/domain/file-name';
import { fileStoreService } from '../../enquiry-file/services/file-store';
import { shopSettingService } from '../../shop-setting/services/shop-setting';
import { buildAcknowledgementMail, type EnquiryForAcknowledgement, languageOf } from '../domain/acknowledgement-mail';
import { buildEnquiryMail } from '../domain/enquiry-mail';

const ENQUIRY = 'api::enquiry.enquiry';
/** The graphile-worker task that sends one enquiry's mails (docs/decisions/032, 044, 069, 074). */
export const ENQUIRY_MAIL_TASK = 'enquiry-mail';
/** A claimed mail is not sent by another job for this long, ms (covers a slow SMTP). */
const LEASE_MS = 2 * 60_000;

/**
 * How an enquiry's mail is retried: the shop's one policy (docs/decisions/069), its first wait
 * `firstDelayMs` (`shop.mailRetryBaseMs`, shorter in tests), never another count.
 */
export function mailRetryPolicy(firstDelayMs: number): RetryPolicy {
  return { ...JOB_RETRY_POLICY, firstDelayMs };
}

/**
 * What the log says of a refused mail: the error's class and its codes (`Error EENVELOPE 550`),
 * never its message, which holds the visitor's address when the SMTP server refuses it.
 */
export function errorKind(error: unknown): string {
  const { name, code, responseCode } = (error ?? {}) as { name?: unknown; code?: unknown; responseCode?: unknown };
  const kind = [typeof name === 'string' ? name : 'Error', code, responseCode].filter(
    (part) => typeof part === 'string' || typeof part === 'number',
  );
  return kind.join(' ');
}

/** The job key of an enquiry's mails: one job per enquiry. */
export function mailJobKey(id: number): string {
  return `${ENQUIRY_MAIL_TASK}:${id}`;
}

/** Where a job is queued: Strapi's knex or the transaction storing the enquiry. */
interface SqlRunner {
  raw(sql: string, bindings: readonly unknown[]): PromiseLike<unknown>;
}

/**
 * Queues (or moves) the mail job of one enquiry, to run after `delayMs`, on `db` (a transaction,
 * so the job exists exactly when the enquiry does). By key: an enquiry has one waiting job, which
 * sends both its mails.
 */
export async function queueMailJob(db: SqlRunner, id: number, delayMs = 0): Promise<void> {
  await db.raw(
    `SELECT graphile_worker.add_job(?, json_build_object('id', ?::int), run_at => now() + ? * interval '1 millisecond',
       max_attempts => ?::int, job_key => ?)`,
    [ENQUIRY_MAIL_TASK, id, delayMs, JOB_RETRY_POLICY.maxAttempts, mailJobKey(id)],
  );
}

interface StoredFile {
  name: string;
  mime: string;
  storageKey: string;
}

/** The name a file is mailed under: its stored name, cleaned again and with its type's extension. */
const mailName = (file: StoredFile) => storedFileName(file.name, extensionOf(file.mime));

/** One of an enquiry's two mails and the columns of its outbox state on the enquiry's row. */
interface OutboxMail {
  name: 'routed' | 'acknowledgement';
  status: string;
  attempts: string;
  lastError: string;
  sentAt: string;
  nextAttemptAt: string;
}

/** The mail to the routed mailboxes, with the files. */
const ROUTED: OutboxMail = {
  name: 'routed',
  status: 'mail_status',
  attempts: 'mail_attempts',
  lastError: 'mail_last_error',
  sentAt: 'mail_sent_at',
  nextAttemptAt: 'next_attempt_at',
};
/**
 * The acknowledgement to the visitor (none owed while `ack_status` is null: enquiries from before it;
 * nor when `limited`: its address had its hourly share, services/enquiry-mail.ts).
 */
const ACKNOWLEDGEMENT: OutboxMail = {
  name: 'acknowledgement',
  status: 'ack_status',
  attempts: 'ack_attempts',
  lastError: 'ack_last_error',
  sentAt: 'ack_sent_at',
  nextAttemptAt: 'ack_next_attempt_at',
};
const MAILS = [ROUTED, ACKNOWLEDGEMENT] as const;

/** When an enquiry's job runs next: the earliest attempt of its pending mails, not before now. */
const NEXT_RUN_SQL = `GREATEST(LEAST(CASE WHEN mail_status = 'pending' THEN next_attempt_at END,
  CASE WHEN ack_status = 'pending' THEN ack_next_attempt_at END), now())`;
const HAS_PENDING_SQL = `(mail_status = 'pending' OR ack_status = 'pending')`;

type Enquiry = EnquiryForAcknowledgement & { id: number; recipients?: unknown; files?: StoredFile[] };

/**
 * The enquiry mail jobs (docs/architecture.md 5, docs/decisions/032, 069, 074): every enquiry is
 * stored with its two mails `pending` (the routed mail, and the acknowledgement to the visitor) and
 * its graphile-worker job, in one transaction. The job claims each pending mail with a lease (so a
 * second job never sends it twice), sends it and stamps it `sent`; a refused mail stays `pending`
 * and the job comes back at its next attempt under the shop's retry policy
 * (`shop.mailRetryBaseMs`, doubling, at most hourly). A mail still refused at the policy's last
 * attempt is given up: `failed`, with its attempts and last error, in the admin, and an error line
 * in the log (docs/operations.md "Jobs that gave up" sends it again). The two mails fail and retry
 * apart: neither waits for the other.
 */
const mailOutbox = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = strapi.db.connection;
  const store = () => fileStoreService(strapi);

  /** Claims one mail of the enquiry if it is pending and due: true when this job may send it. */
  async function claim(id: number, mail: OutboxMail): Promise<boolean> {
    const result = await knex.raw(
      `UPDATE enquiries SET ?? = COALESCE(??, 0) + 1, ?? = now() + (? * interval '1 millisecond')
        WHERE id = ? AND ?? = 'pending' AND (?? IS NULL OR ?? <= now())
        RETURNING id`,
      [
        mail.attempts,
        mail.attempts,
        mail.nextAttemptAt,
        LEASE_MS,
        id,
        mail.status,
        mail.nextAttemptAt,
        mail.nextAttemptAt,
      ],
    );
    return result.rows.length > 0;
  }

  async function attachmentsOf(files: StoredFile[]) {
    // Read here: the mail transport refuses file paths (nodemailer's file-access guard).
    return Promise.all(
      files.map(async (file) => ({
        filename: mailName(file),
        content: await store().read(file.storageKey),
        contentType: file.mime,
      })),
    );
  }

  /** The routed mail with its files; throws when the routing table gave no mailbox. */
  async function routedMail(enquiry: Enquiry) {
    const recipients: string[] = Array.isArray(enquiry.recipients) ? enquiry.recipients : [];
    const files = enquiry.files ?? [];
    const mail = buildEnquiryMail(enquiry, recipients, files.map(mailName));
    if (mail.to.length === 0) throw new Error('No recipients: the enquiry routing table has no default row');
    return { ...mail, to: mail.to.join(', '), attachments: await attachmentsOf(files) };
  }

  /** The acknowledgement, with the shop's contact details in the enquiry's language. */
  async function acknowledgementMail(enquiry: Enquiry) {
    const contact = await shopSettingService(strapi).contactDetails(languageOf(enquiry));
    return buildAcknowledgementMail(enquiry, contact, enquiry.files?.length ?? 0);
  }

  /** Sends one claimed mail and stamps it sent; a refusal is returned, to be recorded. */
  async function deliver(enquiry: Enquiry, mail: OutboxMail): Promise<Error | null> {
    try {
      const message = mail === ROUTED ? await routedMail(enquiry) : await acknowledgementMail(enquiry);
      await strapi.plugin('email').service('email').send(message);
    } catch (error) {
      return error as Error;
    }
    await knex.raw(`UPDATE enquiries SET ?? = 'sent', ?? = now(), ?? = NULL, ?? = NULL WHERE id = ?`, [
      mail.status,
      mail.sentAt,
      mail.nextAttemptAt,
      mail.lastError,
      enquiry.id,
    ]);
    const to = mail === ROUTED ? (enquiry.recipients as string[]).join(', ') : 'the visitor';
    strapi.log.info(`Enquiry ${enquiry.reference}: ${mail.name} mail sent to ${to}`);
    return null;
  }

  /** Records a refused attempt: the mail waits for its next one, or is given up after the last. */
  async function recordRefusal(trx: SqlRunner, enquiry: Enquiry, mail: OutboxMail, error: Error) {
    const { rows } = (await trx.raw(`SELECT ?? AS attempts FROM enquiries WHERE id = ?`, [
      mail.attempts,
      enquiry.id,
    ])) as { rows: Array<{ attempts: number | null }> };
    const attempts = rows[0]?.attempts ?? 1;
    const lastError = String(error.message ?? error).slice(0, 2000);
    const policy = mailRetryPolicy(strapi.config.get<number>('shop.mailRetryBaseMs'));
    if (isLastAttempt(attempts, policy)) {
      await trx.raw(`UPDATE enquiries SET ?? = 'failed', ?? = ?, ?? = NULL WHERE id = ?`, [
        mail.status,
        mail.lastError,
        lastError,
        mail.nextAttemptAt,
        enquiry.id,
      ]);
      strapi.log.error(
        `Enquiry ${enquiry.reference}: ${mail.name} mail gave up after ${attempts} attempts (${errorKind(error)}); it stays failed in the admin`,
      );
      return;
    }
    const waitMs = retryDelayMs(attempts, policy);
    await trx.raw(`UPDATE enquiries SET ?? = ?, ?? = now() + ? * interval '1 millisecond' WHERE id = ?`, [
      mail.lastError,
      lastError,
      mail.nextAttemptAt,
      waitMs,
      enquiry.id,
    ]);
    strapi.log.warn(
      `Enquiry ${enquiry.reference}: ${mail.name} mail attempt ${attempts} failed (${errorKind(error)}); next in ${waitMs} ms`,
    );
  }

  /** Records refused attempts and moves the enquiry's job to its next attempt, in one transaction. */
  async function retryLater(enquiry: Enquiry, refused: Array<{ mail: OutboxMail; error: Error }>) {
    await knex.transaction(async (trx) => {
      for (const { mail, error } of refused) await recordRefusal(trx, enquiry, mail, error);
      await trx.raw(
        `SELECT graphile_worker.add_job(?, json_build_object('id', id), run_at => ${NEXT_RUN_SQL},
           max_attempts => ?::int, job_key => ?) FROM enquiries WHERE id = ? AND ${HAS_PENDING_SQL}`,
        [ENQUIRY_MAIL_TASK, JOB_RETRY_POLICY.maxAttempts, mailJobKey(enquiry.id), enquiry.id],
      );
    });
  }

  return {
    /**
     * The `enquiry-mail` task: sends each of the enquiry's mails that is pending, due and not
     * being sent by another job (the routed mail, then the acknowledgement). Throws only when the
     * database fails (graphile-worker then retries the job).
     */
    async send(id: number): Promise<void> {
      const claimed: OutboxMail[] = [];
      for (const mail of MAILS) if (await claim(id, mail)) claimed.push(mail);
      if (claimed.length === 0) return;
      const enquiry: Enquiry | null = await strapi.db
        .query(ENQUIRY)
        .findOne({ where: { id }, populate: { files: true } });
      if (!enquiry) return;
      const refused: Array<{ mail: OutboxMail; error: Error }> = [];
      for (const mail of claimed) {
        const error = await deliver(enquiry, mail);
        if (error) refused.push({ mail, error });
      }
      if (refused.length > 0) await retryLater(enquiry, refused);
    },

    /**
     * Queues a job for every enquiry with a pending mail, at its next attempt (a waiting job keeps
     * its own time): at start, it turns what the former outbox had not sent into jobs. The number queued.
     */
    async deliverDue(): Promise<number> {
      const result = await knex.raw(
        `SELECT graphile_worker.add_job(?, json_build_object('id', id), run_at => ${NEXT_RUN_SQL},
           max_attempts => ?::int, job_key => ? || ':' || id, job_key_mode => 'preserve_run_at')
           FROM enquiries WHERE ${HAS_PENDING_SQL}`,
        [ENQUIRY_MAIL_TASK, JOB_RETRY_POLICY.maxAttempts, ENQUIRY_MAIL_TASK],
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

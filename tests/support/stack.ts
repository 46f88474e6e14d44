import pg from 'pg';
import { TEST_PORTS } from '../../scripts/stack/test-profile.ts';

/** URLs of the running test stack. */
export const urls = {
  web: `http://localhost:${TEST_PORTS.web}`,
  cms: `http://localhost:${TEST_PORTS.cms}`,
  mailCatcher: `http://localhost:${TEST_PORTS.maildevWeb}`,
};

/** Runs one query against a database of the test stack (set up by the global setup). */
export async function queryDatabase<Row extends pg.QueryResultRow>(
  which: 'checkout' | 'cms' | 'prize',
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const url = process.env[`E2E_${which.toUpperCase()}_DATABASE_URL`];
  if (!url) throw new Error(`E2E_${which.toUpperCase()}_DATABASE_URL is not set: run through playwright.config.ts`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A mail as maildev's REST API returns it. */
export interface CaughtMail {
  /** maildev's id of the mail (its attachments are at `/email/{id}/attachment/{fileName}`). */
  id: string;
  subject: string;
  /** The Message-ID header, as maildev parses it. */
  messageId: string;
  to: { address: string }[];
  replyTo?: { address: string }[];
  text: string;
  html: string;
  attachments?: {
    fileName: string;
    /** The name maildev keeps the file under (its download URL's). */
    generatedFileName?: string;
    contentType: string;
    length?: number;
    /** `inline` for a part the HTML shows by `cid:` (the shop's logo), else `attachment`. */
    contentDisposition?: string;
  }[];
}

/** The names of the files a mail client lists for `mail`: its attachments less the parts its HTML shows inline. */
export function filesOf(mail: CaughtMail): string[] {
  return (mail.attachments ?? []).filter((file) => file.contentDisposition !== 'inline').map((file) => file.fileName);
}

/** The bytes of one attached file of a caught mail (see {@link filesOf} for its name). */
export async function attachmentOf(mail: CaughtMail, fileName: string, catcherUrl = urls.mailCatcher): Promise<Buffer> {
  const file = mail.attachments?.find((attachment) => attachment.fileName === fileName);
  const stored = file?.generatedFileName ?? fileName;
  const response = await fetch(`${catcherUrl}/email/${mail.id}/attachment/${encodeURIComponent(stored)}`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status} for ${fileName}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Polls a mail catcher (maildev's web port; default the test stack's) until a mail matches, or
 * fails after `timeoutMs`.
 */
export async function waitForMail(
  matches: (mail: CaughtMail) => boolean,
  timeoutMs = 30_000,
  catcherUrl = urls.mailCatcher,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${catcherUrl}/email`)).json()) as CaughtMail[];
    const found = mails.find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No matching mail arrived within ${timeoutMs} ms`);
}

let adminLogin: Promise<string> | undefined;

/**
 * A super admin's token for the CMS's admin API (the seeded development admin): the one the global
 * setup got (`E2E_ADMIN_TOKEN`), else one login per test worker. Strapi allows 5 logins per e-mail
 * and address in 5 minutes, and a worker starts anew after every failed journey.
 */
export function adminToken(): Promise<string> {
  const shared = process.env.E2E_ADMIN_TOKEN;
  if (shared) return Promise.resolve(shared);
  adminLogin ??= logInAdmin().catch((error: unknown) => {
    adminLogin = undefined;
    throw error;
  });
  return adminLogin;
}

/** Logs the seeded development admin in to the CMS's admin API; its token. */
export async function logInAdmin(): Promise<string> {
  const login = await fetch(`${urls.cms}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * Changes catalogue rows behind Strapi's back (how journeys set up their cases), then empties the
 * CMS's response cache with the plugin's admin purge, as a staff save through Strapi would
 * (docs/decisions/050): without it the CMS would keep answering the rows as they were.
 */
export async function updateCatalogueRows(text: string, values: unknown[] = []): Promise<void> {
  await queryDatabase('cms', text, values);
  // Written behind Strapi's back: the catalogue reads every product again when the change log says so (docs/decisions/100).
  await queryDatabase(
    'cms',
    "INSERT INTO outlet_catalogue_changes (uid, document_id) VALUES ('api::product.product', NULL)",
  );
  const purged = await fetch(`${urls.cms}/strapi-cache/purge-cache`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
  if (!purged.ok) throw new Error(`the CMS's cache purge answered ${purged.status}`);
}

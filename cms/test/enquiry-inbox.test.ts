import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './strapi-harness';

// The enquiry inbox's server rules (docs/decisions/083) through the real CMS: the admin API
// the inbox side panel calls, and the content manager's own update the edit form sends.

const ADMIN = { email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' };
const MESSAGE = 'Do you sell gift boxes for corporate events?';

let cms: TestCms;
let token: string;

beforeAll(async () => {
  cms = await startTestCms({ CMS_ENQUIRY_RATE_LIMIT: '15' });
  const login = await call('POST', '/admin/login', ADMIN);
  token = login.body.data.token;
});

afterAll(async () => {
  await cms?.stop();
});

async function call(method: string, pathname: string, body?: unknown, bearer?: string) {
  const response = await fetch(`${cms.url}${pathname}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Sends an enquiry through the contact form's call; its document id. */
async function newEnquiry(): Promise<string> {
  const registered = await call('POST', '/api/auth/register', {
    email: 'visitor@example.com',
    phone: '+971 50 123 4567',
    inqCountry: 'United Arab Emirates',
    department: 'General inquiries',
    message: MESSAGE,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const stored = await cms.strapi.db
    .query('api::enquiry.enquiry')
    .findOne({ where: { reference: registered.body.data.reference } });
  return stored.documentId as string;
}

const inboxPath = (documentId: string) => `/admin/enquiry-inbox/${documentId}`;
const editPath = (documentId: string) => `/content-manager/collection-types/api::enquiry.enquiry/${documentId}`;

describe('the enquiry inbox', () => {
  it('a new enquiry is new, nobody owns it; taking it makes the admin its owner, in progress, with who and when', async () => {
    const documentId = await newEnquiry();
    const fresh = await call('GET', inboxPath(documentId), undefined, token);
    expect(fresh.body.inbox).toMatchObject({
      status: 'new',
      owner: null,
      history: [],
      moves: ['in_progress', 'closed'],
    });

    const taken = await call('POST', inboxPath(documentId), { take: true }, token);
    expect(taken.status).toBe(200);
    expect(taken.body.inbox).toMatchObject({
      status: 'in_progress',
      owner: { email: ADMIN.email, is_me: true },
      history: [{ from: 'new', to: 'in_progress', by_email: ADMIN.email }],
    });
    expect(Date.now() - Date.parse(taken.body.inbox.history[0].at)).toBeLessThan(60_000);
  });

  it('refuses a move the rules do not allow, with the sentence staff read, and changes nothing', async () => {
    const documentId = await newEnquiry();
    const refused = await call('POST', inboxPath(documentId), { status: 'answered' }, token);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'enquiry_move_not_allowed',
      message: 'An enquiry that is new cannot be moved to answered. From new it can go to: in progress, closed.',
    });
    const after = await call('GET', inboxPath(documentId), undefined, token);
    expect(after.body.inbox).toMatchObject({ status: 'new', history: [] });
  });

  it("refuses an admin save that changes the visitor's message or reference, and keeps them", async () => {
    const documentId = await newEnquiry();
    const edited = await call('PUT', editPath(documentId), { message: 'Changed', reference: 'ENQ-1' }, token);
    expect(edited.status).toBe(400);
    expect(edited.body.error.message).toBe(
      "What the visitor submitted cannot be changed (reference, message). Only the status and the owner are the staff's.",
    );
    const stored = await cms.strapi.db.query('api::enquiry.enquiry').findOne({ where: { documentId } });
    expect(stored.message).toBe(MESSAGE);
  });

  it('a save of the unchanged form moves the status through the same rules and drops the outbox fields', async () => {
    const documentId = await newEnquiry();
    const stored = await cms.strapi.db.query('api::enquiry.enquiry').findOne({ where: { documentId } });
    const saved = await call(
      'PUT',
      editPath(documentId),
      { message: stored.message, email: stored.email, inbox_status: 'closed', mail_attempts: 999 },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await cms.strapi.db.query('api::enquiry.enquiry').findOne({ where: { documentId } });
    expect(after.inbox_status).toBe('closed');
    expect(after.mail_attempts).not.toBe(999);
    expect(after.status_history).toMatchObject([{ from: 'new', to: 'closed', by_email: ADMIN.email }]);
  });

  it('enquiries cannot be created in the admin', async () => {
    const created = await call(
      'POST',
      '/content-manager/collection-types/api::enquiry.enquiry',
      { reference: 'ENQ-FAKE', email: 'a@b.c', phone: '1', inqCountry: 'X', department: 'hr' },
      token,
    );
    expect(created.status).toBe(403);
  });
});

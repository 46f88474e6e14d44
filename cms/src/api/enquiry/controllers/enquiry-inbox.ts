import { errorBody } from '@outlet-shop/service-kit/error-body';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { type InboxChange, NEXT_STATUSES, staffLabel, statusOf } from '../domain/inbox';
import { staffOf } from '../inbox-rules';

const ENQUIRY = 'api::enquiry.enquiry';

interface StoredInbox {
  id: number;
  documentId: string;
  reference: string;
  inbox_status: string | null;
  status_history: InboxChange[] | null;
  createdAt: string;
  owner: { id: number; email: string; firstname?: string | null; lastname?: string | null } | null;
  files: { documentId: string; name: string; mime: string; size: number }[];
}

/** The inbox view of one enquiry for the signed-in admin `meId`, or null when it does not exist. */
async function inboxOf(strapi: Core.Strapi, documentId: string, meId: number | null) {
  const enquiry = (await strapi.db.query(ENQUIRY).findOne({
    where: { documentId },
    select: ['id', 'documentId', 'reference', 'inbox_status', 'status_history', 'createdAt'],
    populate: {
      owner: { select: ['id', 'email', 'firstname', 'lastname'] },
      files: { select: ['documentId', 'name', 'mime', 'size'], orderBy: { id: 'asc' } },
    },
  })) as StoredInbox | null;
  if (!enquiry) return null;
  const status = statusOf(enquiry.inbox_status);
  return {
    reference: enquiry.reference,
    received_at: enquiry.createdAt,
    status,
    moves: NEXT_STATUSES[status],
    owner: enquiry.owner
      ? {
          id: enquiry.owner.id,
          label: staffLabel(enquiry.owner),
          email: enquiry.owner.email,
          is_me: enquiry.owner.id === meId,
        }
      : null,
    history: enquiry.status_history ?? [],
    files: enquiry.files.map((file) => ({
      id: file.documentId,
      name: file.name,
      mime: file.mime,
      size: file.size,
      download: `/admin/enquiry-files/${file.documentId}/download`,
    })),
  };
}

/** Staff's inbox of one enquiry in the admin API (admin-routes.ts), shown by the admin's inbox side panel. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * `GET /admin/enquiry-inbox/:documentId` → 200 `{ inbox: { reference, received_at, status,
   * moves, owner: { id, label, email, is_me } | null, history: [{ at, by, by_email, from, to,
   * owner, owner_id }], files: [{ id, name, mime, size (bytes), download }] } }`; 404 `not_found`.
   * `download` is the admin-only file route (api/enquiry-file/admin-routes.ts).
   */
  async show(ctx: Context) {
    const inbox = await inboxOf(strapi, String(ctx.params.documentId), staffOf(strapi)?.id ?? null);
    if (!inbox) {
      ctx.status = 404;
      ctx.body = errorBody('not_found', 'This enquiry no longer exists.');
      return;
    }
    ctx.body = { inbox };
  },

  /**
   * `POST /admin/enquiry-inbox/:documentId` with `{ status?: 'new' | 'in_progress' | 'answered' |
   * 'closed', take?: true }`: moves the enquiry and/or makes the signed-in admin its owner (`take`;
   * a new enquiry taken goes in progress), through the document service, whose inbox rules
   * (inbox-rules.ts) judge and record the change. 200 `{ inbox }` as `show`; 400
   * `enquiry_move_not_allowed` with the sentence staff read; 400 `validation_failed` for a body
   * that is neither; 404 `not_found`.
   */
  async change(ctx: Context) {
    const documentId = String(ctx.params.documentId);
    const body = (ctx.request.body ?? {}) as { status?: unknown; take?: unknown };
    const staff = staffOf(strapi);
    const current = await inboxOf(strapi, documentId, staff?.id ?? null);
    if (!current || !staff) {
      ctx.status = 404;
      ctx.body = errorBody('not_found', 'This enquiry no longer exists.');
      return;
    }
    const data: Record<string, unknown> = {};
    if (typeof body.status === 'string') data.inbox_status = body.status;
    if (body.take === true) {
      data.owner = staff.id;
      if (data.inbox_status === undefined && current.status === 'new') data.inbox_status = 'in_progress';
    }
    if (Object.keys(data).length === 0) {
      ctx.status = 400;
      ctx.body = errorBody('validation_failed', 'Say the new status, or take the enquiry.');
      return;
    }
    try {
      await strapi.documents(ENQUIRY).update({ documentId, data: data as never });
    } catch (error) {
      if (error instanceof errors.ValidationError) {
        ctx.status = 400;
        const code = (error.details as { code?: string } | undefined)?.code ?? 'validation_failed';
        ctx.body = errorBody(code as Lowercase<string>, error.message);
        return;
      }
      throw error;
    }
    ctx.body = { inbox: await inboxOf(strapi, documentId, staff.id) };
  },
});

import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  changedSubmittedFields,
  type InboxChange,
  type InboxRequest,
  planInboxChange,
  type StaffMember,
  staffLabel,
  statusOf,
} from './domain/inbox';

const ENQUIRY = 'api::enquiry.enquiry';
const ENQUIRY_FILE = 'api::enquiry-file.enquiry-file';

interface AdminUser {
  id: number;
  email: string;
  firstname?: string | null;
  lastname?: string | null;
}

/** The signed-in admin user behind the current request, or null (the shop's own requests, jobs). */
export function staffOf(strapi: Core.Strapi): StaffMember | null {
  const state = strapi.requestContext.get()?.state as
    | { auth?: { strategy?: { name?: string } }; user?: AdminUser }
    | undefined;
  if (state?.auth?.strategy?.name !== 'admin' || !state.user) return null;
  return { id: state.user.id, email: state.user.email, label: staffLabel(state.user) };
}

/**
 * The owner a save names, as the admin's relation input or a plain id sends it: an id, `{ id }`,
 * `{ set: [...] }` or `{ connect: [...], disconnect: [...] }`. `undefined`: left as is; `null`: nobody.
 */
export function requestedOwnerId(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) return Number(value);
  if (typeof value !== 'object') return undefined;
  const relation = value as { id?: unknown; set?: unknown[]; connect?: unknown[]; disconnect?: unknown[] };
  if (relation.id !== undefined) return requestedOwnerId(relation.id);
  if (Array.isArray(relation.set)) return relation.set.length === 0 ? null : requestedOwnerId(relation.set[0]);
  if (Array.isArray(relation.connect) && relation.connect.length > 0) return requestedOwnerId(relation.connect[0]);
  if (Array.isArray(relation.disconnect) && relation.disconnect.length > 0) return null;
  return undefined;
}

async function adminUser(strapi: Core.Strapi, id: number): Promise<StaffMember | null> {
  const user = (await strapi.db.query('admin::user').findOne({
    where: { id, isActive: true },
    select: ['id', 'email', 'firstname', 'lastname'],
  })) as AdminUser | null;
  return user ? { id: user.id, email: user.email, label: staffLabel(user) } : null;
}

interface StoredEnquiry extends Record<string, unknown> {
  id: number;
  inbox_status: string | null;
  status_history: InboxChange[] | null;
  owner: AdminUser | null;
}

/**
 * What staff may do to enquiries and their files (docs/decisions/083), enforced on the server
 * by a document service middleware for every save a signed-in admin makes (the admin's edit
 * form, the inbox panel's route, the content manager's API):
 * - enquiries come from the contact form: creating or cloning one in the admin is refused;
 * - the submitted fields (`SUBMITTED_FIELDS`: reference, name, e-mail, phone, countries,
 *   department, message, …) are the visitor's: a save that changes any is refused (400, naming
 *   them); unchanged copies the form sends are dropped;
 * - only `inbox_status` and `owner` are written; the mail outbox's fields are dropped;
 * - a status or owner change is judged by `planInboxChange` (refusal: 400 with its sentence,
 *   `details.code` `enquiry_move_not_allowed`) and appended to `status_history` with who and when;
 * - an enquiry file (its name, type, size, storage key) cannot be created or changed in the admin.
 * Requests without an admin (the contact form's register, the mail jobs) pass untouched.
 */
export function enforceEnquiryInbox(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== ENQUIRY && context.uid !== ENQUIRY_FILE) return next();
    const staff = staffOf(strapi);
    if (!staff) return next();
    if (context.uid === ENQUIRY_FILE) {
      if (['create', 'update', 'clone'].includes(context.action)) {
        throw new errors.ForbiddenError(
          'Enquiry files are what the visitor sent: their name, type, size and storage cannot be changed.',
        );
      }
      return next();
    }
    if (context.action === 'create' || context.action === 'clone') {
      throw new errors.ForbiddenError('Enquiries come from the contact form; they cannot be created in the admin.');
    }
    if (context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const incoming = params.data ?? {};
    const stored = (await strapi.db.query(ENQUIRY).findOne({
      where: { documentId: params.documentId },
      populate: { owner: { select: ['id', 'email', 'firstname', 'lastname'] } },
    })) as StoredEnquiry | null;
    if (!stored) throw new errors.NotFoundError('This enquiry no longer exists.');
    const changed = changedSubmittedFields(stored, incoming);
    if (changed.length > 0) {
      throw new errors.ValidationError(
        `What the visitor submitted cannot be changed (${changed.join(', ')}). Only the status and the owner are the staff's.`,
        { code: 'enquiry_submission_read_only', fields: changed },
      );
    }
    const request: InboxRequest = {};
    if (typeof incoming.inbox_status === 'string') request.status = incoming.inbox_status;
    const ownerId = requestedOwnerId(incoming.owner);
    if (ownerId === null) request.owner = null;
    else if (ownerId !== undefined) {
      const owner = await adminUser(strapi, ownerId);
      if (!owner)
        throw new errors.ValidationError('The owner must be an active admin user.', { code: 'unknown_owner' });
      request.owner = owner;
    }
    const current = {
      status: statusOf(stored.inbox_status),
      owner: stored.owner ? { ...stored.owner, label: staffLabel(stored.owner) } : null,
      history: stored.status_history ?? [],
    };
    const plan = planInboxChange(current, request, staff, new Date().toISOString());
    if (!plan.ok) throw new errors.ValidationError(plan.message, { code: 'enquiry_move_not_allowed' });
    if (!plan.change) {
      params.data = {};
      return next();
    }
    params.data = {
      inbox_status: plan.status,
      owner: plan.ownerId,
      status_changed_at: plan.change.at,
      status_history: [...current.history, plan.change],
    };
    const result = await next();
    strapi.log.info(
      `Enquiry ${stored.reference}: ${plan.change.from} → ${plan.change.to}, owner ${plan.change.owner ?? 'nobody'}, by ${staff.email}`,
    );
    return result;
  });
}

/**
 * The enquiry inbox of the staff desk (docs/product.md 4 "Enquiries in the admin",
 * docs/decisions/083): each enquiry's status, its owner (an admin user) and the history of both.
 * Pure rules; the document service middleware (api/enquiry/inbox-rules.ts) applies them to every
 * staff save.
 */

/** The states of an enquiry, in the order staff usually move it. A stored enquiry starts `new`. */
export const ENQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** How staff read a status. */
export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'new',
  in_progress: 'in progress',
  answered: 'answered',
  closed: 'closed',
};

/**
 * Where each state may go next. `new` → `closed` drops spam without working it; `answered` →
 * `in_progress` and `closed` → `in_progress` reopen an enquiry the visitor wrote back about.
 * Nothing goes back to `new`: once someone has looked at it, it has a history.
 */
export const NEXT_STATUSES: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['in_progress', 'closed'],
  in_progress: ['answered', 'closed'],
  answered: ['in_progress', 'closed'],
  closed: ['in_progress'],
};

/**
 * What the visitor submitted through the contact form (docs/product.md 5) and what the form
 * set with it: shown to staff, never changed by them.
 */
export const SUBMITTED_FIELDS = [
  'reference',
  'name',
  'email',
  'phone',
  'inqCountry',
  'department',
  'message',
  'targetCountry',
  'targetBrand',
  'targetProduct',
  'bnf',
  'targetFunction',
  'brandName',
  'expiry',
  'brandCategory',
  'purchaseDate',
  'purchaseFrom',
  'orderNumber',
  'productIdea',
  'selectedOption',
  'selectedOptionSales',
  'language',
] as const;

/** What staff change on an enquiry; every other field is the visitor's or the mail outbox's. */
export const STAFF_FIELDS = ['inbox_status', 'owner'] as const;

/** An allowed move, or the refusal staff read in the admin. */
export type MoveVerdict = { ok: true } | { ok: false; message: string };

/** A stored status; enquiries stored before the inbox existed have none and count as `new`. */
export function statusOf(value: unknown): EnquiryStatus {
  return ENQUIRY_STATUSES.includes(value as EnquiryStatus) ? (value as EnquiryStatus) : 'new';
}

/**
 * Judges a staff move of an enquiry's status from `from` to `to` (`NEXT_STATUSES`). Never
 * throws; a refusal names where the enquiry can go instead.
 */
export function checkEnquiryMove(from: EnquiryStatus, to: string): MoveVerdict {
  if (!ENQUIRY_STATUSES.includes(to as EnquiryStatus)) {
    return { ok: false, message: `"${to}" is not a status. An enquiry is new, in progress, answered or closed.` };
  }
  const target = to as EnquiryStatus;
  if (from === target) return { ok: true };
  const allowed = NEXT_STATUSES[from];
  if (!allowed.includes(target)) {
    const hint = ` From ${STATUS_LABELS[from]} it can go to: ${allowed.map((status) => STATUS_LABELS[status]).join(', ')}.`;
    return {
      ok: false,
      message: `An enquiry that is ${STATUS_LABELS[from]} cannot be moved to ${STATUS_LABELS[target]}.${hint}`,
    };
  }
  return { ok: true };
}

/** Values the admin's form sends for an empty field, all meaning "nothing". */
function normalised(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value === '') return null;
  return value;
}

/**
 * The submitted fields a save would change: those present in `incoming` whose value differs
 * from `stored` (an empty string, `null` and a missing value are the same). The admin's edit
 * form sends every field, changed or not, so only a real change counts.
 */
export function changedSubmittedFields(stored: Record<string, unknown>, incoming: Record<string, unknown>): string[] {
  return SUBMITTED_FIELDS.filter(
    (field) => field in incoming && normalised(incoming[field]) !== normalised(stored[field]),
  );
}

/**
 * An admin user as the inbox stores them in the history: their id and how staff read them.
 * `label` is "First Last" when they have a name, else their e-mail.
 */
export interface StaffMember {
  id: number;
  email: string;
  label: string;
}

/** One entry of `status_history`: who changed the status or the owner, when (ISO 8601, UTC). */
export interface InboxChange {
  at: string;
  /** The staff member's label and e-mail. */
  by: string;
  by_email: string;
  from: EnquiryStatus;
  to: EnquiryStatus;
  /** The owner after the change: their label, or null when nobody owns it. */
  owner: string | null;
  owner_id: number | null;
}

/** The enquiry as stored, the part the inbox reads. */
export interface InboxState {
  status: EnquiryStatus;
  owner: StaffMember | null;
  history: InboxChange[];
}

/** What a staff save asks: a status, an owner (`null`: nobody), or either left as is (`undefined`). */
export interface InboxRequest {
  status?: string;
  owner?: StaffMember | null;
}

/** The fields to write, or nothing to write, or the refusal staff read. */
export type InboxPlan =
  | { ok: true; change: null }
  | { ok: true; change: InboxChange; status: EnquiryStatus; ownerId: number | null }
  | { ok: false; message: string };

/**
 * Plans a staff change of an enquiry's status and owner (docs/decisions/083):
 * - the status moves only as `NEXT_STATUSES` allows (`checkEnquiryMove`);
 * - an enquiry in progress has an owner: moving one to `in_progress` with nobody owning it makes
 *   `staff` its owner (taking it), and it cannot be left in progress without one;
 * - a closed enquiry keeps its owner: reopen it to hand it over;
 * - every change is one history entry: when, by whom, the status before and after, the owner after.
 *
 * @param at the time of the change, ISO 8601.
 */
export function planInboxChange(current: InboxState, request: InboxRequest, staff: StaffMember, at: string): InboxPlan {
  const to = request.status === undefined ? current.status : request.status;
  const verdict = checkEnquiryMove(current.status, to);
  if (!verdict.ok) return verdict;
  const status = to as EnquiryStatus;
  let owner = request.owner === undefined ? current.owner : request.owner;
  const ownerChanged = (owner?.id ?? null) !== (current.owner?.id ?? null);
  if (status === 'closed' && current.status === 'closed' && ownerChanged) {
    return { ok: false, message: 'A closed enquiry keeps its owner. Reopen it (in progress) to hand it over.' };
  }
  if (status === 'in_progress' && !owner) {
    if (request.owner === null) {
      return { ok: false, message: 'An enquiry in progress has an owner. Choose who works on it, or close it.' };
    }
    owner = staff;
  }
  if (status === current.status && (owner?.id ?? null) === (current.owner?.id ?? null)) {
    return { ok: true, change: null };
  }
  return {
    ok: true,
    status,
    ownerId: owner?.id ?? null,
    change: {
      at,
      by: staff.label,
      by_email: staff.email,
      from: current.status,
      to: status,
      owner: owner?.label ?? null,
      owner_id: owner?.id ?? null,
    },
  };
}

/** How staff read an admin user: "First Last", else their e-mail. */
export function staffLabel(user: { email: string; firstname?: string | null; lastname?: string | null }): string {
  const name = [user.firstname, user.lastname].filter((part) => part && part.trim() !== '').join(' ');
  return name || user.email;
}

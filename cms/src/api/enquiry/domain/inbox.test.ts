import { describe, expect, it } from 'vitest';
import {
  changedSubmittedFields,
  checkEnquiryMove,
  type InboxState,
  planInboxChange,
  type StaffMember,
  staffLabel,
  statusOf,
} from './inbox';

const AT = '2026-11-27T10:00:00.000Z';
const sara: StaffMember = { id: 2, email: 'staff@outlet-shop.local', label: 'Sara Staff' };
const omar: StaffMember = { id: 3, email: 'omar@outlet-shop.local', label: 'omar@outlet-shop.local' };
const fresh: InboxState = { status: 'new', owner: null, history: [] };

describe('enquiry status moves (docs/decisions/083)', () => {
  it('allows the working path new → in progress → answered → closed, and reopening', () => {
    expect(checkEnquiryMove('new', 'in_progress')).toEqual({ ok: true });
    expect(checkEnquiryMove('in_progress', 'answered')).toEqual({ ok: true });
    expect(checkEnquiryMove('answered', 'closed')).toEqual({ ok: true });
    expect(checkEnquiryMove('closed', 'in_progress')).toEqual({ ok: true });
    expect(checkEnquiryMove('answered', 'in_progress')).toEqual({ ok: true });
    expect(checkEnquiryMove('new', 'closed')).toEqual({ ok: true });
  });

  it('refuses skipping the work or going back to new, and says where the enquiry can go', () => {
    expect(checkEnquiryMove('new', 'answered')).toEqual({
      ok: false,
      message: 'An enquiry that is new cannot be moved to answered. From new it can go to: in progress, closed.',
    });
    expect(checkEnquiryMove('closed', 'new')).toEqual({
      ok: false,
      message: 'An enquiry that is closed cannot be moved to new. From closed it can go to: in progress.',
    });
    expect(checkEnquiryMove('in_progress', 'new')).toMatchObject({ ok: false });
    expect(checkEnquiryMove('closed', 'answered')).toMatchObject({ ok: false });
  });

  it('refuses a status that does not exist', () => {
    expect(checkEnquiryMove('new', 'spam')).toEqual({
      ok: false,
      message: '"spam" is not a status. An enquiry is new, in progress, answered or closed.',
    });
  });

  it('counts an enquiry stored before the inbox as new', () => {
    expect(statusOf(null)).toBe('new');
    expect(statusOf('answered')).toBe('answered');
  });
});

describe('taking, handing over and the history', () => {
  it('taking a new enquiry makes the staff member its owner and records who and when', () => {
    const plan = planInboxChange(fresh, { status: 'in_progress' }, sara, AT);
    expect(plan).toEqual({
      ok: true,
      status: 'in_progress',
      ownerId: 2,
      change: {
        at: AT,
        by: 'Sara Staff',
        by_email: 'staff@outlet-shop.local',
        from: 'new',
        to: 'in_progress',
        owner: 'Sara Staff',
        owner_id: 2,
      },
    });
  });

  it('handing over keeps the status and records the new owner', () => {
    const working: InboxState = { status: 'in_progress', owner: sara, history: [] };
    expect(planInboxChange(working, { owner: omar }, sara, AT)).toMatchObject({
      ok: true,
      status: 'in_progress',
      ownerId: 3,
      change: { from: 'in_progress', to: 'in_progress', owner: 'omar@outlet-shop.local', by: 'Sara Staff' },
    });
  });

  it('an enquiry in progress cannot lose its owner, a closed one cannot change it', () => {
    const working: InboxState = { status: 'in_progress', owner: sara, history: [] };
    expect(planInboxChange(working, { owner: null }, sara, AT)).toEqual({
      ok: false,
      message: 'An enquiry in progress has an owner. Choose who works on it, or close it.',
    });
    const closed: InboxState = { status: 'closed', owner: sara, history: [] };
    expect(planInboxChange(closed, { owner: omar }, omar, AT)).toEqual({
      ok: false,
      message: 'A closed enquiry keeps its owner. Reopen it (in progress) to hand it over.',
    });
  });

  it('a save that changes neither writes nothing; a refused move writes nothing either', () => {
    const working: InboxState = { status: 'in_progress', owner: sara, history: [] };
    expect(planInboxChange(working, { status: 'in_progress', owner: sara }, sara, AT)).toEqual({
      ok: true,
      change: null,
    });
    expect(planInboxChange(fresh, { status: 'answered' }, sara, AT)).toMatchObject({ ok: false });
  });

  it('names staff by their name, else their e-mail', () => {
    expect(staffLabel({ email: 'a@b.c', firstname: 'Shop', lastname: 'Staff' })).toBe('Shop Staff');
    expect(staffLabel({ email: 'a@b.c', firstname: null, lastname: '' })).toBe('a@b.c');
  });
});

describe('submitted fields are read-only', () => {
  const stored = { reference: 'ENQ-20261127-ABC123', message: 'Gift boxes?', name: null, phone: '+971501112233' };

  it('a save of the unchanged form changes none of them, whatever empty value it sends', () => {
    expect(
      changedSubmittedFields(stored, { ...stored, name: '', inbox_status: 'in_progress', mail_status: 'sent' }),
    ).toEqual([]);
  });

  it('names every submitted field the save would change', () => {
    expect(changedSubmittedFields(stored, { ...stored, message: 'Changed', reference: 'ENQ-1' })).toEqual([
      'reference',
      'message',
    ]);
  });
});

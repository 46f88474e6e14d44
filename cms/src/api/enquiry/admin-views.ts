import type { Core } from '@strapi/strapi';

const ENQUIRY = 'api::enquiry.enquiry';

/** The inbox list (docs/decisions/083): what staff scan an enquiry for, newest first. */
const LIST_COLUMNS = ['reference', 'department', 'inqCountry', 'inbox_status', 'owner', 'createdAt'];

type Row = { name: string; size: number }[];
const pair = (left: string, right?: string): Row =>
  right
    ? [
        { name: left, size: 6 },
        { name: right, size: 6 },
      ]
    : [{ name: left, size: 6 }];
const whole = (name: string): Row => [{ name, size: 12 }];

/**
 * The edit view: the status first (changed with the inbox side panel), then what the visitor
 * submitted, then the mail outbox. The owner, the files and the status history are in the side
 * panel, not in the form: the form's relation picker would name an admin user by their document
 * id to staff, who may not read admin users.
 */
const EDIT_ROWS: Row[] = [
  pair('inbox_status', 'status_changed_at'),
  pair('reference', 'department'),
  pair('name', 'email'),
  pair('phone', 'inqCountry'),
  pair('selectedOption', 'selectedOptionSales'),
  whole('message'),
  pair('targetCountry', 'targetBrand'),
  pair('targetProduct', 'targetFunction'),
  pair('brandCategory', 'brandName'),
  pair('bnf', 'expiry'),
  pair('purchaseDate', 'purchaseFrom'),
  pair('orderNumber', 'language'),
  whole('productIdea'),
  whole('recipients'),
  pair('mail_status', 'mail_attempts'),
  pair('mail_sent_at', 'next_attempt_at'),
  whole('mail_last_error'),
  pair('ack_status', 'ack_attempts'),
  pair('ack_sent_at', 'ack_next_attempt_at'),
  whole('ack_last_error'),
];

/** Fields shown in the side panel instead of the form. */
const PANEL_FIELDS = ['owner', 'files', 'status_history'];

/** How staff read the columns and fields whose names are the database's. */
const LABELS: Record<string, string> = {
  reference: 'Reference',
  department: 'Department',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  inqCountry: 'Country',
  selectedOption: 'Support topic',
  selectedOptionSales: 'Sales topic',
  message: 'Message',
  targetCountry: 'Target country',
  targetBrand: 'Target brand',
  targetProduct: 'Target product',
  targetFunction: 'Target function',
  brandCategory: 'Brand category',
  brandName: 'Brand name',
  bnf: 'BNF number',
  expiry: 'Expiry date',
  purchaseDate: 'Purchase date',
  purchaseFrom: 'Purchase from',
  orderNumber: 'Order number',
  productIdea: 'Product idea',
  language: 'Language',
  inbox_status: 'Status',
  owner: 'Owner',
  createdAt: 'Received',
  status_changed_at: 'Status changed at',
};

/** Bumped when the views above change, so an upgraded shop gets them once. */
const MARKER_KEY = 'admin-enquiry-inbox-view-4';

interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: Row[] };
}

/**
 * The enquiry inbox's content-manager views, set once at start-up (a marker in the core store, so
 * staff may rearrange them after): the list newest first with reference, department, country,
 * status, owner and date; every field of the edit form read-only (the server refuses changes to
 * what the visitor submitted, api/enquiry/inbox-rules.ts; status and owner change through the
 * inbox side panel); the owner named by e-mail.
 */
export async function configureEnquiryViews(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'outlet-shop' });
  if ((await store.get({ key: MARKER_KEY })) === true) return;
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const contentType = contentTypes.findContentType(ENQUIRY);
  if (!contentType) return;
  const current = (await contentTypes.findConfiguration(contentType)) as Configuration;
  const metadatas = { ...current.metadatas };
  for (const [field, meta] of Object.entries(metadatas)) {
    const label = LABELS[field];
    metadatas[field] = {
      ...meta,
      edit: {
        ...meta.edit,
        editable: false,
        ...(label ? { label } : {}),
        ...(PANEL_FIELDS.includes(field) ? { visible: false } : {}),
        ...(field === 'owner' ? { mainField: 'email' } : {}),
      },
      list: { ...meta.list, ...(label ? { label } : {}), ...(field === 'owner' ? { mainField: 'email' } : {}) },
    };
  }
  await contentTypes.updateConfiguration(contentType, {
    settings: {
      ...current.settings,
      mainField: 'reference',
      defaultSortBy: 'createdAt',
      defaultSortOrder: 'DESC',
    },
    metadatas,
    layouts: { ...current.layouts, list: LIST_COLUMNS, edit: EDIT_ROWS },
  });
  await store.set({ key: MARKER_KEY, value: true });
}

import type { Core } from '@strapi/strapi';

/**
 * The columns staff see first in the admin's list views: what they scan an order or a product
 * for (the enquiry inbox's views are the enquiry API's, api/enquiry/admin-views.ts). Applied once
 * (a marker in the core store), so staff may rearrange them after.
 */
const LIST_COLUMNS: Record<string, string[]> = {
  'api::order.order': [
    'customer_reference_number',
    'customer_name',
    'total',
    'fulfilment_status',
    'refund_status',
    'stock_alert',
    'prize_alert',
    'refund_alert',
    'paid_at',
  ],
  'api::product.product': ['id', 'title', 'price', 'stock', 'available', 'outofstock', 'type'],
  'api::stock-movement.stock-movement': [
    'createdAt',
    'product_title',
    'reason',
    'stock_change',
    'held_change',
    'stock_after',
    'reference',
  ],
};

/** Newest first in these lists. */
const NEWEST_FIRST = new Set(['api::order.order', 'api::stock-movement.stock-movement']);

/**
 * Fields the database keeps (docs/decisions/046) or only the shop writes: shown, not editable. A
 * staff save cannot change them anyway (the trigger recomputes `available` and `outofstock`).
 */
const READ_ONLY_FIELDS: Record<string, string[]> = {
  // The checkout service's fields (the order, payment, refunds); staff move the fulfilment only.
  'api::order.order': [
    'customer_reference_number',
    'customer_name',
    'email',
    'phone',
    'city',
    'area',
    'building_name',
    'house_no',
    'landmark',
    'lines',
    'items_total',
    'discount',
    'delivery_fee',
    'total',
    'vat',
    'coupon_code',
    'payment_status',
    // Moved by the order desk's buttons, which offer only the moves its state allows.
    'fulfilment_status',
    'status_changed_at',
    'status_changed_by',
    'status_history',
    'refund_status',
    'refunded',
    'invoice_number',
    'locale_of_shopper',
    'stock_alert',
    'prize_alert',
    'refund_alert',
    'stripe_session_id',
    'paid_at',
  ],
  'api::product.product': ['available', 'outofstock'],
  'api::stock-movement.stock-movement': [
    'product_id',
    'product_title',
    'reason',
    'stock_change',
    'held_change',
    'stock_after',
    'available_after',
    'reference',
    'note',
  ],
};

/**
 * Fields kept in the data but left out of the edit view: the order's lines and status history
 * are JSON that the order desk's side panel shows as a table and a timeline (docs/decisions/082).
 */
const HIDDEN_IN_EDIT_VIEW: Record<string, string[]> = {
  'api::order.order': ['lines', 'status_history'],
};

/**
 * What the edit view says under a field (its description), where the field's name alone does not
 * tell staff what it does: the sale window (docs/product.md 3 "Sale window").
 */
const EDIT_HINTS: Record<string, Record<string, string>> = {
  'api::product.product': {
    sale_price:
      'Sale price in AED, below the price. From the start to the end below, the shop shows it with the price struck through and the percent saved, and charges it.',
    sale_starts_at:
      'When the sale price starts (empty: at once). Times are in your computer’s time zone; the shop runs on Dubai time.',
    sale_ends_at: 'When the sale price ends and the price comes back by itself (empty: no end).',
  },
};

/** Bumped when the columns above change, so an upgraded shop gets them once. */
const MARKER_KEY = 'admin-list-views-configured-7';

interface ListConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, unknown>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
}

/** Sets the list columns of orders, products and stock movements (and read-only fields) once. */
export async function configureAdminListViews(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'outlet-shop' });
  if ((await store.get({ key: MARKER_KEY })) === true) return;
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, columns] of Object.entries(LIST_COLUMNS)) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const current = (await contentTypes.findConfiguration(contentType)) as ListConfiguration;
    const settings = NEWEST_FIRST.has(uid)
      ? { ...current.settings, defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' }
      : current.settings;
    const metadatas = { ...current.metadatas } as Record<string, { edit?: Record<string, unknown> }>;
    for (const field of READ_ONLY_FIELDS[uid] ?? []) {
      const meta = metadatas[field];
      if (meta) metadatas[field] = { ...meta, edit: { ...meta.edit, editable: false } };
    }
    for (const [field, description] of Object.entries(EDIT_HINTS[uid] ?? {})) {
      const meta = metadatas[field];
      if (meta) metadatas[field] = { ...meta, edit: { ...meta.edit, description } };
    }
    const hidden = new Set(HIDDEN_IN_EDIT_VIEW[uid] ?? []);
    for (const field of hidden) {
      const meta = metadatas[field];
      if (meta) metadatas[field] = { ...meta, edit: { ...meta.edit, visible: false } };
    }
    const edit = current.layouts.edit
      .map((row) => row.filter((field) => !hidden.has(field.name)))
      .filter((row) => row.length > 0);
    await contentTypes.updateConfiguration(contentType, {
      settings,
      metadatas,
      layouts: { ...current.layouts, list: columns, edit },
    });
  }
  await store.set({ key: MARKER_KEY, value: true });
}

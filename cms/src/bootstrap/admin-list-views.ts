import type { Core } from '@strapi/strapi';

/**
 * The columns staff see first in the admin's list views: what they scan an order, a product or
 * an enquiry for. Applied once (a marker in the core store), so staff may rearrange them after.
 */
const LIST_COLUMNS: Record<string, string[]> = {
  'api::order.order': [
    'customer_reference_number',
    'customer_name',
    'total',
    'payment_status',
    'fulfilment_status',
    'paid_at',
  ],
  'api::product.product': ['id', 'title', 'price', 'outofstock', 'type', 'flash_sale'],
  'api::enquiry.enquiry': ['reference', 'department', 'email', 'mail_status', 'createdAt'],
};

const MARKER_KEY = 'admin-list-views-configured';

interface ListConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, unknown>;
  layouts: { list: string[]; edit: unknown };
}

/** Sets the list columns of orders, products and enquiries on the first start. */
export async function configureAdminListViews(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'outlet-shop' });
  if ((await store.get({ key: MARKER_KEY })) === true) return;
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, columns] of Object.entries(LIST_COLUMNS)) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const current = (await contentTypes.findConfiguration(contentType)) as ListConfiguration;
    const settings =
      uid === 'api::order.order'
        ? { ...current.settings, defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' }
        : current.settings;
    await contentTypes.updateConfiguration(contentType, {
      settings,
      metadatas: current.metadatas,
      layouts: { ...current.layouts, list: columns },
    });
  }
  await store.set({ key: MARKER_KEY, value: true });
}

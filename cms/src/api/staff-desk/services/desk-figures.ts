import { formatAed, SHOP_TIME_ZONE } from '@outlet-shop/shop-rules';
import type { Core } from '@strapi/strapi';

/** The Content Manager's list of a collection type, filtered, as the admin's router opens it (under /admin). */
function listUrl(uid: string, filters: Array<[field: string, operator: string, value: string]>, sort?: string): string {
  const params = new URLSearchParams({ page: '1' });
  for (const [index, [field, operator, value]] of filters.entries()) {
    params.set(`filters[$and][${index}][${field}][${operator}]`, value);
  }
  if (sort) params.set('sort', sort);
  return `/content-manager/collection-types/${uid}?${params}`;
}

/**
 * The instant the shop's day began (midnight in Asia/Dubai, docs/decisions/077) for `now`. The
 * UAE keeps no daylight saving, yet the offset is read from the platform's tz data, not assumed.
 */
export function startOfShopDay(now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offsetMs = wallClock - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')) - offsetMs);
}

/** Today's paid orders: how many, their total in fils and as the shop writes it, and the list's link. */
export interface TodaysOrders {
  orders: number;
  revenueFils: number;
  revenue: string;
  /** Midnight in Dubai, ISO 8601. */
  since: string;
  link: string;
}

/** Paid orders nobody has packed yet, the oldest few first. */
export interface OrdersToPack {
  orders: number;
  oldest: Array<{ reference: string; paidAt: string | null; total: string }>;
  link: string;
}

/** Products at or below their low-stock threshold, the emptiest few first. */
export interface LowStock {
  products: number;
  lowest: Array<{ documentId: string; title: string; stock: number; threshold: number }>;
  link: string;
}

/** Enquiries nobody has picked up (inbox status `new`), the newest few first. */
export interface NewEnquiries {
  enquiries: number;
  newest: Array<{ documentId: string; reference: string | null; name: string | null; department: string | null }>;
  link: string;
}

const ORDER = 'api::order.order';
const ENQUIRY = 'api::enquiry.enquiry';
const PRODUCT = 'api::product.product';
const SHOWN = 5;

/**
 * The staff desk's figures for the admin's home page (docs/decisions/084), each read from the
 * database as it is now; amounts in fils and written as the shop writes them (`AED 1,234.50`).
 */
const deskFigures = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Orders paid since midnight in Dubai and what they came to (VAT and delivery included, refunds not taken off). */
  async todaysOrders(now = new Date()): Promise<TodaysOrders> {
    const since = startOfShopDay(now);
    const rows = (await strapi.db.query(ORDER).findMany({
      select: ['total'],
      where: { payment_status: 'paid', paid_at: { $gte: since } },
    })) as Array<{ total: string | number | null }>;
    const revenueFils = rows.reduce((sum, row) => sum + Math.round(Number(row.total ?? 0) * 100), 0);
    return {
      orders: rows.length,
      revenueFils,
      revenue: formatAed(revenueFils),
      since: since.toISOString(),
      link: listUrl(
        ORDER,
        [
          ['payment_status', '$eq', 'paid'],
          ['paid_at', '$gte', since.toISOString()],
        ],
        'paid_at:DESC',
      ),
    };
  },

  /** Paid orders still waiting to be packed (fulfilment `paid`). */
  async ordersToPack(): Promise<OrdersToPack> {
    const where = { payment_status: 'paid', fulfilment_status: 'paid' };
    const [orders, oldest] = await Promise.all([
      strapi.db.query(ORDER).count({ where }),
      strapi.db.query(ORDER).findMany({
        select: ['customer_reference_number', 'paid_at', 'total'],
        where,
        orderBy: { paid_at: 'asc' },
        limit: SHOWN,
      }) as Promise<Array<{ customer_reference_number: string; paid_at: string | null; total: string | number }>>,
    ]);
    return {
      orders,
      oldest: oldest.map((order) => ({
        reference: order.customer_reference_number,
        paidAt: order.paid_at ? new Date(order.paid_at).toISOString() : null,
        total: formatAed(Math.round(Number(order.total) * 100)),
      })),
      link: listUrl(
        ORDER,
        [
          ['payment_status', '$eq', 'paid'],
          ['fulfilment_status', '$eq', 'paid'],
        ],
        'paid_at:ASC',
      ),
    };
  },

  /**
   * Products whose pieces on hand are at or below their threshold (the product's own, else
   * `shop.lowStockThreshold`), as the low-stock mail counts them (docs/decisions/046).
   */
  async lowStock(): Promise<LowStock> {
    const threshold = strapi.config.get<number>('shop.lowStockThreshold');
    const low = 'stock <= COALESCE(low_stock_threshold, ?)';
    const [counted, lowest] = await Promise.all([
      strapi.db.connection.raw(`SELECT count(*)::int AS n FROM products WHERE locale = 'en' AND ${low}`, [threshold]),
      strapi.db.connection.raw(
        `SELECT document_id, title, weight, stock, COALESCE(low_stock_threshold, ?) AS threshold
           FROM products WHERE locale = 'en' AND ${low} ORDER BY stock ASC, title ASC LIMIT ${SHOWN}`,
        [threshold, threshold],
      ),
    ]);
    return {
      products: (counted.rows[0] as { n: number }).n,
      lowest: (
        lowest.rows as Array<{
          document_id: string;
          title: string;
          weight: string | null;
          stock: number;
          threshold: number;
        }>
      ).map((row) => ({
        documentId: row.document_id,
        title: [row.title, row.weight].filter(Boolean).join(' '),
        stock: row.stock,
        threshold: row.threshold,
      })),
      link: listUrl(PRODUCT, [['stock', '$lte', String(threshold)]], 'stock:ASC'),
    };
  },

  /** Enquiries whose inbox status is `new` (docs/decisions/083). */
  async newEnquiries(): Promise<NewEnquiries> {
    const where = { inbox_status: 'new' };
    const [enquiries, newest] = await Promise.all([
      strapi.db.query(ENQUIRY).count({ where }),
      strapi.db.query(ENQUIRY).findMany({
        select: ['documentId', 'reference', 'name', 'department'],
        where,
        orderBy: { createdAt: 'desc' },
        limit: SHOWN,
      }) as Promise<
        Array<{ documentId: string; reference: string | null; name: string | null; department: string | null }>
      >,
    ]);
    return {
      enquiries,
      newest: newest.map(({ documentId, reference, name, department }) => ({
        documentId,
        reference,
        name,
        department,
      })),
      link: listUrl(ENQUIRY, [['inbox_status', '$eq', 'new']], 'createdAt:DESC'),
    };
  },
});

export type DeskFiguresService = ReturnType<typeof deskFigures>;

/** The desk-figures service, typed. */
export function deskFiguresService(strapi: Core.Strapi): DeskFiguresService {
  return strapi.service('api::staff-desk.desk-figures') as DeskFiguresService;
}

export default deskFigures;

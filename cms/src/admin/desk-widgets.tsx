import { useFetchClient } from '@strapi/strapi/admin';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

/*
 * The staff desk on the admin's home page (docs/decisions/084): Strapi 5 homepage widgets, each
 * reading one admin route of api/staff-desk (the server counts; the widget only shows), each with
 * links into the Content Manager's list filtered to what it counts.
 */

interface TodaysOrders {
  orders: number;
  revenue: string;
  link: string;
}
interface OrdersToPack {
  orders: number;
  oldest: Array<{ reference: string; paidAt: string | null; total: string }>;
  link: string;
}
interface LowStock {
  products: number;
  lowest: Array<{ documentId: string; title: string; stock: number; threshold: number }>;
  link: string;
}
interface NewEnquiries {
  enquiries: number;
  newest: Array<{ documentId: string; reference: string | null; name: string | null; department: string | null }>;
  link: string;
}

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: T };

/** One figure route's answer, read with the admin's own session; read again every minute while the page is open. */
function useDeskFigure<T>(path: string): Loaded<T> {
  const { get } = useFetchClient();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    const read = async () => {
      try {
        const { data } = await get<{ data: T }>(`/admin/staff-desk/${path}`);
        if (isCurrent) setLoaded({ state: 'loaded', data: data.data });
      } catch {
        if (isCurrent) setLoaded({ state: 'failed' });
      }
    };
    void read();
    const timer = setInterval(read, 60_000);
    return () => {
      isCurrent = false;
      clearInterval(timer);
    };
  }, [get, path]);
  return loaded;
}

const figureStyle: CSSProperties = { fontSize: '3.2rem', fontWeight: 600, lineHeight: 1.2, color: '#32324d' };
const captionStyle: CSSProperties = { fontSize: '1.4rem', color: '#666687', margin: '0.4rem 0 1.2rem' };
const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, fontSize: '1.4rem', color: '#32324d' };
const rowStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '1.2rem',
  padding: '0.6rem 0',
  borderTop: '1px solid #eaeaef',
};
const linkStyle: CSSProperties = { color: '#4945ff', fontWeight: 600, fontSize: '1.4rem', textDecoration: 'none' };

/** A widget's body: loading and failure said in words, else the figure, its caption, rows and the list's link. */
function Figure<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.state === 'loading') return <p style={captionStyle}>Counting…</p>;
  if (loaded.state === 'failed') {
    return (
      <p role="alert" style={captionStyle}>
        Could not be read. Reload the page to try again.
      </p>
    );
  }
  return <div>{children(loaded.data)}</div>;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Today's paid orders and what they came to, in AED. */
export function TodaysOrdersWidget() {
  const loaded = useDeskFigure<TodaysOrders>('todays-orders');
  return (
    <Figure loaded={loaded}>
      {(data) => (
        <>
          <div style={figureStyle} data-testid="todays-revenue">
            {data.revenue}
          </div>
          <p style={captionStyle} data-testid="todays-orders">
            {plural(data.orders, 'order', 'orders')} paid since midnight (Dubai), VAT and delivery included
          </p>
          <Link to={data.link} style={linkStyle}>
            See today’s orders
          </Link>
        </>
      )}
    </Figure>
  );
}

/** Paid orders nobody has packed, the oldest first. */
export function OrdersToPackWidget() {
  const loaded = useDeskFigure<OrdersToPack>('orders-to-pack');
  return (
    <Figure loaded={loaded}>
      {(data) => (
        <>
          <div style={figureStyle} data-testid="orders-to-pack">
            {data.orders}
          </div>
          <p style={captionStyle}>{data.orders === 1 ? 'paid order waits' : 'paid orders wait'} to be packed</p>
          {data.oldest.length > 0 && (
            <ul style={listStyle} aria-label="Oldest orders to pack">
              {data.oldest.map((order) => (
                <li key={order.reference} style={rowStyle}>
                  <span>{order.reference}</span>
                  <span>{order.total}</span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={data.link} style={linkStyle}>
              Open the orders to pack
            </Link>
          </p>
        </>
      )}
    </Figure>
  );
}

/** Products at or below their low-stock threshold. */
export function LowStockWidget() {
  const loaded = useDeskFigure<LowStock>('low-stock');
  return (
    <Figure loaded={loaded}>
      {(data) => (
        <>
          <div style={figureStyle} data-testid="low-stock">
            {data.products}
          </div>
          <p style={captionStyle}>
            {data.products === 1 ? 'product is' : 'products are'} at or below the low-stock mark
          </p>
          {data.lowest.length > 0 && (
            <ul style={listStyle} aria-label="Lowest stock">
              {data.lowest.map((product) => (
                <li key={product.documentId} style={rowStyle}>
                  <Link to={`/content-manager/collection-types/api::product.product/${product.documentId}`}>
                    {product.title}
                  </Link>
                  <span>{product.stock === 0 ? 'out of stock' : `${product.stock} left`}</span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={data.link} style={linkStyle}>
              Open products by stock
            </Link>
          </p>
        </>
      )}
    </Figure>
  );
}

/** Enquiries nobody has picked up yet. */
export function NewEnquiriesWidget() {
  const loaded = useDeskFigure<NewEnquiries>('new-enquiries');
  return (
    <Figure loaded={loaded}>
      {(data) => (
        <>
          <div style={figureStyle} data-testid="new-enquiries">
            {data.enquiries}
          </div>
          <p style={captionStyle}>{data.enquiries === 1 ? 'enquiry is' : 'enquiries are'} new, nobody has taken them</p>
          {data.newest.length > 0 && (
            <ul style={listStyle} aria-label="Newest enquiries">
              {data.newest.map((enquiry) => (
                <li key={enquiry.documentId} style={rowStyle}>
                  <Link to={`/content-manager/collection-types/api::enquiry.enquiry/${enquiry.documentId}`}>
                    {enquiry.reference ?? enquiry.documentId}
                  </Link>
                  <span>{[enquiry.name, enquiry.department].filter(Boolean).join(' · ')}</span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={data.link} style={linkStyle}>
              Open the new enquiries
            </Link>
          </p>
        </>
      )}
    </Figure>
  );
}

/** A 16 px outline icon drawn from one SVG path (Strapi's widget API asks for an icon component). */
function OutlineIcon({ path, ...props }: { path: string } & Record<string, unknown>) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
      {...props}
    >
      <path d={path} />
    </svg>
  );
}

const OrdersIcon = (props: Record<string, unknown>) => (
  <OutlineIcon path="M3 3h18v4H3zM5 7v14h14V7M9 12h6" {...props} />
);
const PackIcon = (props: Record<string, unknown>) => (
  <OutlineIcon path="M21 8l-9-5-9 5v8l9 5 9-5zM3 8l9 5 9-5M12 13v8" {...props} />
);
const StockIcon = (props: Record<string, unknown>) => (
  <OutlineIcon
    path="M12 9v4M12 17h.01M10.3 3.9L1.8 18a2 2 0 001.7 3h17a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z"
    {...props}
  />
);
const EnquiryIcon = (props: Record<string, unknown>) => (
  <OutlineIcon path="M4 4h16v12H5.2L4 17.2zM8 9h8M8 12h5" {...props} />
);

const read = (subject: string) => [{ action: 'plugin::content-manager.explorer.read', subject }];

/**
 * The home page's staff desk widgets, as `app.widgets.register` takes them: each shown to whoever
 * may read the content type it counts (the same right its admin route asks for).
 */
export const DESK_WIDGETS = [
  {
    id: 'todays-orders',
    icon: OrdersIcon,
    title: { id: 'outlet-shop.desk.todays-orders', defaultMessage: 'Today’s orders and revenue' },
    component: async () => TodaysOrdersWidget,
    permissions: read('api::order.order'),
  },
  {
    id: 'orders-to-pack',
    icon: PackIcon,
    title: { id: 'outlet-shop.desk.orders-to-pack', defaultMessage: 'Orders to pack' },
    component: async () => OrdersToPackWidget,
    permissions: read('api::order.order'),
  },
  {
    id: 'low-stock',
    icon: StockIcon,
    title: { id: 'outlet-shop.desk.low-stock', defaultMessage: 'Low stock' },
    component: async () => LowStockWidget,
    permissions: read('api::product.product'),
  },
  {
    id: 'new-enquiries',
    icon: EnquiryIcon,
    title: { id: 'outlet-shop.desk.new-enquiries', defaultMessage: 'New enquiries' },
    component: async () => NewEnquiriesWidget,
    permissions: read('api::enquiry.enquiry'),
  },
];

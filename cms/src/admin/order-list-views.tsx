import { Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';

const ORDERS = '/content-manager/collection-types/api::order.order';

/** A list-view address (inside the admin, without `/admin`) with Strapi's own filter and sort query. */
function listPath(filters: [field: string, value: string][], sort: string): string {
  const query = filters.map(
    ([field, value], index) => `filters[$and][${index}][${field}][$eq]=${encodeURIComponent(value)}`,
  );
  return `${ORDERS}?page=1&pageSize=50&sort=${encodeURIComponent(sort)}&${query.join('&')}`;
}

/**
 * The order desk's saved lists (docs/product.md "Orders in the admin"), as the content manager's own
 * filters: paid orders waiting to be packed, oldest payment first; and orders shipped but not yet
 * delivered, longest on the road first.
 */
export const ORDER_LIST_VIEWS = [
  {
    label: 'To pack today',
    path: listPath(
      [
        ['payment_status', 'paid'],
        ['fulfilment_status', 'paid'],
      ],
      'paid_at:ASC',
    ),
  },
  {
    label: 'Shipped, not delivered',
    path: listPath([['fulfilment_status', 'shipped']], 'status_changed_at:ASC'),
  },
] as const;

/** The saved lists above the Orders list (the content manager's `listView.actions` zone). */
export function OrderListViews() {
  const { slug } = useParams<{ slug: string }>();
  if (slug !== 'api::order.order') return null;
  return (
    <nav aria-label="Saved order lists">
      <Flex gap={3}>
        {ORDER_LIST_VIEWS.map((view) => (
          <Link key={view.label} to={view.path} style={{ color: '#4945ff', fontWeight: 600, fontSize: 14 }}>
            {view.label}
          </Link>
        ))}
      </Flex>
    </nav>
  );
}

/**
 * `/admin/order-desk/:reference`: the order with this reference, opened in its edit view (the
 * new-order staff mail links here; the checkout knows the reference, not the CMS's document id).
 * Until the checkout's push has reached the CMS, says so and links the orders list.
 */
export function OrderByReference() {
  const { reference = '' } = useParams<{ reference: string }>();
  const { get } = useFetchClient();
  const [found, setFound] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const filter = `filters[$and][0][customer_reference_number][$eq]=${encodeURIComponent(reference)}`;
    get<{ results: { documentId: string }[] }>(`/content-manager/collection-types/api::order.order?${filter}`)
      .then(({ data }) => setFound(data.results[0]?.documentId ?? null))
      .catch(() => setFound(null));
  }, [get, reference]);
  if (found) return <Navigate to={`${ORDERS}/${found}`} replace />;
  return (
    <Flex direction="column" alignItems="start" gap={3} padding={10}>
      <Typography variant="alpha" tag="h1">
        Order {reference}
      </Typography>
      <Typography>
        {found === undefined
          ? 'Opening the order…'
          : 'This order has not reached the admin yet. It usually arrives within a minute of payment; try again shortly.'}
      </Typography>
      {found === null && <Link to={ORDERS}>All orders</Link>}
    </Flex>
  );
}

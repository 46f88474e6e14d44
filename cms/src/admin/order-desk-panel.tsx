import { Button, Dialog, Flex, Typography } from '@strapi/design-system';
import { unstable_useDocumentActions, useFetchClient, useForm } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FulfilmentStatus } from '../api/order/domain/fulfilment';
import type { OrderDesk as OrderDeskView } from '../api/order/domain/order-desk';
import { DocumentLink } from './document-link';
import { ORDER_LIST_VIEWS } from './order-list-views';

/** What the content manager hands an edit-view side panel (the subset used here). */
interface PanelProps {
  model: string;
  document?: Record<string, unknown>;
}

/** The button of each move, and what the confirmation says happens. */
const MOVES: Record<FulfilmentStatus, { label: string; effect: string }> = {
  packed: { label: 'Mark packed', effect: 'The order shows as packed, ready for the courier.' },
  shipped: {
    label: 'Mark shipped',
    effect:
      'The order shows as shipped with the courier and tracking number filled in above, and the shopper is mailed that it is on its way.',
  },
  delivered: { label: 'Mark delivered', effect: 'The order shows as delivered. This is final.' },
  paid: { label: 'Back to paid (unpack)', effect: 'The order goes back to waiting to be packed.' },
  cancelled: {
    label: 'Cancel order',
    effect: 'The order is cancelled and cannot be moved again. Refund the shopper separately.',
  },
};

/** fils → 'AED 24.50', as the tax invoice prints amounts. */
const aed = (fils: number) => `${fils < 0 ? '-' : ''}AED ${(Math.abs(fils) / 100).toFixed(2)}`;
const dubaiTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const cell = { padding: '4px 2px', borderBottom: '1px solid #eaeaef', verticalAlign: 'top' } as const;
const number = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The order's lines in a table, then its totals, as on the tax invoice. */
function LinesTable({ desk }: { desk: OrderDeskView }) {
  const rows: [string, number, boolean?][] = [
    ['Subtotal', desk.totals.items_fils],
    ...(desk.totals.discount_fils > 0 ? [['Discount', -desk.totals.discount_fils] as [string, number]] : []),
    ['Delivery', desk.totals.delivery_fee_fils],
    ['VAT 5% (included)', desk.totals.vat_fils],
    ['Total', desk.totals.total_fils, true],
  ];
  return (
    <table aria-label="Order lines" style={{ width: '100%', borderCollapse: 'collapse', fontSize: 12 }}>
      <thead>
        <tr style={{ color: '#666687', textAlign: 'left' }}>
          <th style={cell}>Item</th>
          <th style={number}>Qty</th>
          <th style={number}>Unit</th>
          <th style={number}>Total</th>
          <th style={number}>VAT</th>
        </tr>
      </thead>
      <tbody>
        {desk.lines.map((line) => (
          <tr key={line.id}>
            <td style={cell}>
              <span lang={line.title_en ? 'ar' : 'en'} dir="auto">
                {line.title}
              </span>
              {line.title_en && <div style={{ color: '#666687' }}>{line.title_en}</div>}
            </td>
            <td style={number}>{line.quantity}</td>
            <td style={number}>{(line.unit_fils / 100).toFixed(2)}</td>
            <td style={number}>{(line.total_fils / 100).toFixed(2)}</td>
            <td style={number}>{(line.vat_fils / 100).toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {rows.map(([label, fils, isStrong]) => (
          <tr key={label} style={isStrong ? { fontWeight: 700 } : undefined}>
            <th scope="row" colSpan={3} style={{ ...cell, textAlign: 'left', fontWeight: isStrong ? 700 : 400 }}>
              {label}
            </th>
            <td colSpan={2} style={number}>
              {aed(fils)}
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

/** Who moved the order when, newest first, in UAE time. */
function Timeline({ history }: { history: OrderDeskView['history'] }) {
  if (history.length === 0) return <Typography variant="pi">Not moved yet: waiting to be packed.</Typography>;
  return (
    <ol aria-label="Status history" style={{ margin: 0, paddingInlineStart: 16, display: 'grid', gap: 6 }}>
      {[...history].reverse().map((change) => (
        <li key={`${change.at}-${change.to}`}>
          <Typography variant="omega" fontWeight="semiBold">
            {change.from} → {change.to}
          </Typography>
          <br />
          <Typography variant="pi" textColor="neutral600">
            {dubaiTime.format(new Date(change.at))} by {change.by}
            {change.courier ? ` · ${change.courier}` : ''}
            {change.tracking_number ? ` ${change.tracking_number}` : ''}
          </Typography>
        </li>
      ))}
    </ol>
  );
}

/**
 * The order desk (docs/product.md "Orders in the admin"): the moves the order can make now (the server's
 * list; it still checks each move), each confirmed first; the packing slip; the lines, totals and
 * status history the edit view no longer shows as JSON; and the saved order lists.
 */
function OrderDesk({ model, documentId, version }: { model: string; documentId: string; version: string }) {
  const { get } = useFetchClient();
  const { update } = unstable_useDocumentActions();
  const values = useForm('OrderDesk', (state) => state.values) as Record<string, unknown>;
  const [desk, setDesk] = useState<OrderDeskView | null>(null);
  const [isFailed, setIsFailed] = useState(false);
  const [move, setMove] = useState<FulfilmentStatus | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const { data } = await get<{ desk: OrderDeskView }>(`/admin/outlet-orders/${documentId}/desk`);
      setDesk(data.desk);
      setIsFailed(false);
    } catch {
      setIsFailed(true);
    }
  }, [documentId, get]);

  // Again whenever the edit view loads a newer version of the order (a move, a refund, a save).
  useEffect(() => {
    void version;
    void load();
  }, [load, version]);

  const confirmMove = async () => {
    if (!move) return;
    setIsBusy(true);
    const text = (key: string) => (typeof values[key] === 'string' ? values[key] : null);
    // The parcel's details as typed in the form, saved with the move (the server keeps only staff fields).
    await update({ collectionType: 'collection-types', model, documentId }, {
      fulfilment_status: move,
      courier: text('courier'),
      tracking_number: text('tracking_number'),
      tracking_url: text('tracking_url'),
    } as Record<string, unknown>);
    setIsBusy(false);
    setMove(null);
    await load();
  };

  if (isFailed) return <p role="alert">The order desk could not be loaded. Reload the page.</p>;
  if (!desk) return <p>Loading the order…</p>;
  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      <section aria-label="Fulfilment">
        <Typography variant="sigma" textColor="neutral600">
          Status: {desk.fulfilment_status}
        </Typography>
        {desk.moves.length === 0 ? (
          <Typography variant="pi" tag="p">
            No further move: this order is {desk.fulfilment_status}.
          </Typography>
        ) : (
          <Flex gap={2} wrap="wrap" paddingTop={2}>
            {desk.moves.map((to) => (
              <Button
                key={to}
                type="button"
                variant={to === 'cancelled' ? 'danger-light' : to === 'paid' ? 'tertiary' : 'secondary'}
                onClick={() => setMove(to)}
              >
                {MOVES[to].label}
              </Button>
            ))}
          </Flex>
        )}
      </section>
      <DocumentLink
        documentId={documentId}
        file="packing-slip.pdf"
        fileName={`packing-slip-${desk.reference}.pdf`}
        label="Packing slip (PDF)"
      />
      <section aria-label="Lines and totals">
        <LinesTable desk={desk} />
      </section>
      <section aria-label="Status timeline">
        <Typography variant="sigma" textColor="neutral600" tag="h3">
          Status timeline
        </Typography>
        <Timeline history={desk.history} />
      </section>
      <nav aria-label="Order lists">
        <Flex direction="column" alignItems="start" gap={1}>
          {ORDER_LIST_VIEWS.map((view) => (
            <Link key={view.label} to={view.path} style={{ color: '#4945ff', fontWeight: 600 }}>
              {view.label}
            </Link>
          ))}
        </Flex>
      </nav>
      <Dialog.Root open={move !== null} onOpenChange={(isOpen) => !isOpen && setMove(null)}>
        {move && (
          <Dialog.Content>
            <Dialog.Header>{`${MOVES[move].label}: ${desk.reference}?`}</Dialog.Header>
            <Dialog.Body>
              <Typography>{MOVES[move].effect}</Typography>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Cancel>
                <Button variant="tertiary">Keep it {desk.fulfilment_status}</Button>
              </Dialog.Cancel>
              <Button
                variant={move === 'cancelled' ? 'danger' : 'default'}
                loading={isBusy}
                onClick={() => void confirmMove()}
              >
                {MOVES[move].label}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        )}
      </Dialog.Root>
    </Flex>
  );
}

/** Side panel on an Order entry: the order desk. Paid orders only; the rest have nothing to pack. */
export function OrderDeskPanel({ model, document }: PanelProps) {
  if (model !== 'api::order.order' || typeof document?.documentId !== 'string') return null;
  if (document.payment_status !== 'paid') return null;
  return {
    title: 'Order desk',
    content: (
      <OrderDesk
        model={model}
        documentId={document.documentId}
        version={`${String(document.updatedAt)}:${String(document.fulfilment_status)}:${String(document.refunded)}`}
      />
    ),
  };
}

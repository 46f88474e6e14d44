import { ArabicFieldsRightToLeft } from './arabic-fields';
import { DESK_WIDGETS } from './desk-widgets';
import { EnquiryInboxPanel } from './enquiry-inbox-panel';
import { OrderDeskPanel } from './order-desk-panel';
import { OrderByReference, OrderListViews } from './order-list-views';
import { OrderPanel } from './order-panel';
import { showTestShopBadge } from './test-shop-badge';

interface AdminApp {
  getPlugin(name: string): {
    apis: { addEditViewSidePanel(panels: unknown[]): void };
    injectComponent(view: string, zone: string, component: { name: string; Component: () => unknown }): void;
  };
  router: { addRoute(route: { path: string; element: unknown }): void };
  widgets: { register(widgets: (registered: unknown[]) => unknown[]): void };
}

/**
 * Admin panel customisations: the staff desk widgets on the home page; the inbox of an enquiry
 * (status, owner, timeline, attachments); Arabic fields right to left while the `ar` locale is
 * edited; on orders, the order desk (moves, packing slip, lines, totals, status timeline),
 * refunds and tax documents; the saved order lists above the Orders list; and
 * `/admin/order-desk/:reference`, which opens an order by its reference (the staff's new-order
 * mail links there); in a test shop, a badge on every page that it takes no money.
 */
export default {
  config: {},
  register(app: AdminApp) {
    // The desk first, above Strapi's own widgets (last edited entries, profile, entries).
    app.widgets.register((registered) => [...DESK_WIDGETS, ...registered]);
    app.router.addRoute({ path: 'order-desk/:reference', element: <OrderByReference /> });
  },
  bootstrap(app: AdminApp) {
    const contentManager = app.getPlugin('content-manager');
    contentManager.apis.addEditViewSidePanel([EnquiryInboxPanel, OrderDeskPanel, OrderPanel]);
    contentManager.injectComponent('editView', 'right-links', {
      name: 'arabic-fields-rtl',
      Component: ArabicFieldsRightToLeft,
    });
    contentManager.injectComponent('listView', 'actions', { name: 'order-desk-lists', Component: OrderListViews });
    void showTestShopBadge();
  },
};

import { EnquiryInboxPanel } from './enquiry-inbox-panel';
import { OrderPanel } from './order-panel';

interface AdminApp {
  getPlugin(name: string): { apis: { addEditViewSidePanel(panels: unknown[]): void } };
}

/** Admin panel customisations: the inbox of an enquiry (status, owner, timeline, attachments); refunds and tax documents on orders. */
export default {
  config: {},
  bootstrap(app: AdminApp) {
    app.getPlugin('content-manager').apis.addEditViewSidePanel([EnquiryInboxPanel, OrderPanel]);
  },
};

import { EnquiryFilePanel } from './enquiry-file-panel';
import { OrderPanel } from './order-panel';

interface AdminApp {
  getPlugin(name: string): { apis: { addEditViewSidePanel(panels: unknown[]): void } };
}

/** Admin panel customisations: the download link on enquiry files; refunds and tax documents on orders. */
export default {
  config: {},
  bootstrap(app: AdminApp) {
    app.getPlugin('content-manager').apis.addEditViewSidePanel([EnquiryFilePanel, OrderPanel]);
  },
};

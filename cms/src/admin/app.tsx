import { EnquiryFilePanel } from './enquiry-file-panel';

interface AdminApp {
  getPlugin(name: string): { apis: { addEditViewSidePanel(panels: unknown[]): void } };
}

/** Admin panel customisations: the download link on enquiry files. */
export default {
  config: {},
  bootstrap(app: AdminApp) {
    app.getPlugin('content-manager').apis.addEditViewSidePanel([EnquiryFilePanel]);
  },
};

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isRtl, locale } from './lib/i18n';
import './styles.css';
import './styles/arabic.css';

function start(root: HTMLElement): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl ? 'rtl' : 'ltr';
  // Rendered at once, so the router's loaders start the page's CMS calls while an Arabic page's
  // texts load (the layout waits for those, web/src/lib/i18n.ts `localeReady`).
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
start(root);

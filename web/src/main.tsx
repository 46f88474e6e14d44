import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady, isRtl, locale, paymentReturnRedirect } from './lib/i18n';
import './styles.css';

function start(root: HTMLElement): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl ? 'rtl' : 'ltr';
  // Arabic pages wait for their texts and font faces (loaded only on /ar, decision 048); English renders at once.
  Promise.all([i18nReady, locale === 'ar' ? import('./styles/arabic.css') : null]).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const redirect = paymentReturnRedirect(window.location);
if (redirect) window.location.replace(redirect);
else start(root);

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/*
 * One origin (docs/architecture.md 1) under `npm run dev`: the dev server routes the API paths to
 * each part, so the browser never calls another host. `npm start` and the containers serve the
 * build through web-origin and nginx instead, with the routes, headers and catalogue cache of
 * packages/edge-rules. The only place in web/ that reads process.env.
 */
const cmsUrl = process.env.CMS_URL ?? 'http://localhost:1337';
const checkoutUrl = process.env.CHECKOUT_URL ?? 'http://localhost:4242';
const prizeUrl = process.env.PRIZE_URL ?? 'http://localhost:4343';
const port = Number(process.env.WEB_PORT ?? 5173);

// `xfwd` passes the shopper's address on (X-Forwarded-For), so per-client rate limits in the
// services limit each shopper rather than the proxy.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: cmsUrl, changeOrigin: true, xfwd: true },
  '/uploads': { target: cmsUrl, changeOrigin: true, xfwd: true },
  '/checkout/v1': {
    target: checkoutUrl,
    changeOrigin: true,
    xfwd: true,
    rewrite: (path) => path.replace(/^\/checkout\/v1/, '/v1'),
  },
  '/prize/v1': {
    target: prizeUrl,
    changeOrigin: true,
    xfwd: true,
    rewrite: (path) => path.replace(/^\/prize\/v1/, '/v1'),
  },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // The CMS workspace hoists React 18 to the root; the shop runs on web/'s React 19.
    dedupe: ['react', 'react-dom'],
  },
  server: { port, strictPort: true, proxy },
});

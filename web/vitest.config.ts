import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { compiledCatalogues } from './compile-catalogues.ts';
import { workspaceSources } from './vite.config.ts';

/** Unit and component tests of the SPA, in jsdom, against web/'s own React 19. */
export default defineProject({
  plugins: [compiledCatalogues()],
  resolve: {
    ...workspaceSources.resolve,
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    dedupe: ['react', 'react-dom'],
  },
  ssr: workspaceSources.ssr,
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Inlined so that their `import 'react'` resolves to web/'s React 19, not the root's 18.
    server: {
      deps: {
        inline: [
          'zustand',
          '@testing-library/react',
          'sonner',
          '@tanstack/react-query',
          'react-hook-form',
          'react-intersection-observer',
        ],
      },
    },
  },
});

import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';
import { signedInChunks } from './build/signed-in-chunks.ts';
import { stableMantineIds } from './build/stable-mantine-ids.ts';
import { mantineCssPerComponent } from './build/mantine-css-per-component.ts';

/**
 * Vendor code that every page needs (the login page included) goes into two long-lived chunks: React
 * and the router, and i18next. zod has a chunk of its own that the login page never loads (decision
 * 0016); TanStack Query and CASL are left to the bundler and follow the signed-in app's kit
 * (src/app/kit). Mantine is left to the bundler for the login page: the parts it needs go with it.
 * After sign-in, the shell (layouts, menus, navbar, kit) comes as one chunk and the modules many pages
 * share as another (build/signed-in-chunks.ts); each page and each locale file is a chunk of its own.
 */
const signedIn = signedInChunks(import.meta.dirname);

const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'router', test: /node_modules[\\/](react-router)[\\/]/, priority: 39 },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 20,
  },
  // zod-config.ts goes with zod: a chunk runs before the chunks that import it, so only there does it
  // run before the first schema is built (in whichever chunk that is).
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/, priority: 10 },
];

/**
 * The server answers index.html with a fresh nonce in place of this (apps/server/src/plugins/web.ts),
 * so the page's strict Content-Security-Policy allows its inline script and Mantine's <style> tags
 * without 'unsafe-inline'. Vite writes it on every script, style and stylesheet link of the page and
 * on a <meta property="csp-nonce"> that its module preloader and the app read.
 */
const CSP_NONCE_PLACEHOLDER = '__SALDO_CSP_NONCE__';

export default defineConfig({
  plugins: [
    react(),
    stableMantineIds(import.meta.dirname),
    mantineCssPerComponent(resolve(import.meta.dirname, 'src/main.tsx')),
    signedIn.plugin,
    precompress(),
  ],
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Not shipped: a source map served in production hands out the app's source.
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Each locale file (src/lib/i18n.ts) stays a chunk of its own: namespaces load one by one.
          groups: [...vendorGroups, ...signedIn.groups],
        },
      },
    },
  },
});

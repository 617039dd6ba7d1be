import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { graphqlDocuments } from './scripts/graphql-documents';
import { precompress } from './scripts/precompress';

// The SPA build. The API lives on the same origin under /api; in development the
// Vite server proxies it to the API server started by server/dev.ts.
export default defineConfig({
  plugins: [
    graphqlDocuments(),
    react(),
    wyw({ include: ['src/**/*.{ts,tsx}'], babelOptions: { presets: ['@babel/preset-typescript', '@babel/preset-react'] } }),
    precompress(),
  ],
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 600 },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { compactIntrospection } from './scripts/compact-introspection';
import { graphqlDocuments } from './scripts/graphql-documents';
import { precompress } from './scripts/precompress';
import { prerender } from './scripts/prerender';

const FIRST_PAINT_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|urql|@urql[\\/](core|exchange-graphcache)|wonka|@0no-co[\\/]graphql\.web|wouter|regexparam|use-sync-external-store|@linaria[\\/]core)[\\/]/;
// The design system's parts no first paint uses (the payment fields, the media players, the tools' forms, frames and
// switches, a failed load's view) and the pieces a few screens share (the markdown renderer of the
// message list and the writer, the guest modal, the not-found view, useDebounced, the streaming
// screens' useSnapshotPerFrame): they go with the pages that use them, not into `framework`.
const TOOL_ONLY_UI = /[\\/]src[\\/]ui[\\/](payment[\\/]|media[\\/]|Switch|formField|toolPage|LoadFailed|ChoiceGroup|Markdown|GuestModal|NotFound|useDebounced|useSnapshotPerFrame)/;
// React's server renderer: only the build's prerender runs it (scripts/prerender.ts), in a chunk no browser loads.
const SERVER_RENDERER = /[\\/]node_modules[\\/]react-dom[\\/](server|cjs[\\/]react-dom-server)/;

/** linaria's styles, extracted into the stylesheets at build time. */
const styles = wyw({ include: ['src/**/*.{ts,tsx}'], babelOptions: { presets: ['@babel/preset-typescript', '@babel/preset-react'] } });

// The SPA build. The API lives on the same origin under /api; in development the
// Vite server proxies it to the API server started by server/dev.ts.
export default defineConfig({
  // The prerender renders the written build, before it is compressed (scripts/prerender.ts).
  plugins: [graphqlDocuments(), compactIntrospection(), react(), styles, precompress(), prerender()],
  server: {
    // /v1: the OpenAI-compatible API (server/openai-api), outside /api.
    proxy: Object.fromEntries(['/api', '/v1'].map((path) => [path, { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false }])),
  },
  // The captcha's solver (src/gateway/signin/captchaWorker.ts) as a module worker: its own chunk.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    // A lazy chunk is fetched with its stylesheets but without the chunks it imports, which the
    // browser finds as the chunk runs (Vite hands this function the JavaScript only). Listing them
    // put every screen's and domain's dependencies, by name, in the entry every page loads: 1.1 KiB
    // compressed, growing with each tool. A page's own chunks are preloaded by the server
    // (server/spa-preload.ts) and by index.html (the 'html' host), and a link's screen starts
    // loading when the pointer or focus reaches the link (src/app/linkIntent.ts).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Seven characters of hash (the fewest rolldown takes for this many chunks) still tell one
        // build's file from the last one's; every page's entry lists each chunk by name for its
        // preloads, where each character of hash costs about 0.1 KiB compressed.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // The libraries every page runs before its first paint, and the design system (src/ui),
        // as one chunk (not TOOL_ONLY_UI, which only tools' and settings' pages load): left to itself the bundler cuts them into many small shared chunks, each
        // its own request (a phone's first visit waits on the longest chain of them) and each
        // compressed alone, which costs more bytes than one.
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id) => (FIRST_PAINT_LIBRARIES.test(id) && !SERVER_RENDERER.test(id)) || id.includes('vite/preload-helper') || (/[\\/]src[\\/]ui[\\/]/.test(id) && !TOOL_ONLY_UI.test(id)) },
            // The virtualiser every long list shares (messages, resource lists): one named chunk with its own budget.
            { name: 'virtualiser', test: (id) => /[\\/]node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/.test(id) },
          ],
        },
      },
    },
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: server and gateway tests in Node against a real in-memory PGlite,
// machine, screen and src/lib tests in happy-dom (src/lib/morph patches a DOM), and one
// end-to-end project in Debian Chromium.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/gateway/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['tests/machines/**/*.test.{ts,tsx}', 'tests/screens/**/*.test.{ts,tsx}', 'tests/lib/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

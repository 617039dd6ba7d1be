import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: server and gateway tests in Node against a real in-memory PGlite,
// machine, screen and src/lib tests in happy-dom (src/lib/morph patches a DOM), and one
// end-to-end project in Debian Chromium.
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine, where
    // every file then runs one after the other and an e2e suite waiting on its browser leaves a
    // core idle. Vitest still runs the projects one after another; each gets both workers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A wait ends when what it waits for happens; 1 s (expect.poll's default) is not enough for
    // a page or a server on a loaded 2-core machine. vi.waitFor's: tests/setup-waits.ts.
    expect: { poll: { timeout: 20_000 } },
    setupFiles: ['tests/setup-waits.ts'],
    // Password hashes at 2^14 instead of the product's 2^17 (0.04 s instead of 0.45 s each): the
    // suite makes thousands of accounts. Servers the tests start inherit it; tests/server/
    // password.test.ts holds the default cost and the upgrade of older hashes.
    env: { PASSWORD_HASH_COST: '14' },
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
          exclude: ['tests/e2e/start.e2e.test.ts'],
          // Each suite has its own server, data folder and browser, so suites run side by side;
          // dist/ is built once before them instead of by whichever server starts first.
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Alone, after every other file: it dates the server bundle back to make two servers
          // rebuild it, and checks nothing half-written is left, which a server of a suite
          // starting at that moment would rebuild too.
          name: 'e2e-start',
          environment: 'node',
          include: ['tests/e2e/start.e2e.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

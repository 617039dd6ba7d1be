// Every wait in a test ends when what it waits for happens, however long the machine takes:
// vi.waitFor's and vi.waitUntil's own default (1 s) is a CI failure on a loaded 2-core machine
// (expect.poll's default is set in vitest.config.ts). A wait that passes is as quick as before;
// only a failing one takes longer to say so. Explicit timeouts are kept as they are.
import { vi } from 'vitest';

/** Below the server and client projects' 30 s test timeout, so a failing wait reports itself. */
export const WAIT_MS = 20_000;

const withDefault = (options: number | { timeout?: number; interval?: number } | undefined) => (typeof options === 'number' ? options : { timeout: WAIT_MS, ...options });

const { waitFor, waitUntil } = vi;
vi.waitFor = (callback, options) => waitFor(callback, withDefault(options));
vi.waitUntil = (callback, options) => waitUntil(callback, withDefault(options));

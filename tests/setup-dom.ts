import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only unmounts automatically when test globals are on; they are off here.
afterEach(() => cleanup());

// findBy… and waitFor wait 1 s by default: too short for a screen over a real server on a loaded
// 2-core machine. A wait ends as soon as what it waits for shows; only a failing one takes longer.
configure({ asyncUtilTimeout: 20_000 });

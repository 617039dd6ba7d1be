import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only unmounts automatically when test globals are on; they are off here.
afterEach(() => cleanup());

// findBy*/waitFor still return as soon as the screen shows what is awaited; their default limit
// (1 s) is too short for a screen that waits on the real gateway and server on a loaded 2-core
// CI machine, where it made model-based walks fail at random.
configure({ asyncUtilTimeout: 5_000 });

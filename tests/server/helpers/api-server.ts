// The server as `npm start` runs it, minus the SPA (no Vite build): what tests that need a
// real process (killed with SIGKILL, started twice on one data folder) spawn.
import { loadConfig } from '../../../server/config';
import { serve } from '../../../server/serve';

await serve(loadConfig(), { spa: false });

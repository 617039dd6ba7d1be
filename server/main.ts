// `npm start`: one process serving the API under /api and the built app everywhere else.
import { loadConfig } from './config';
import { serve } from './serve';

await serve(loadConfig(), { spa: true });

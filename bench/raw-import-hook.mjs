// Node module hook for `npm run bench`: bench code runs under tsx, not Vite, yet reaches
// modules that use Vite's `?raw` imports (the gateway's schema). Such an import is the file's
// text as the default export, as in Vite.
import { readFile } from 'node:fs/promises';

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('?raw')) {
    const text = await readFile(new URL(url.slice(0, -'?raw'.length)), 'utf8');
    return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}

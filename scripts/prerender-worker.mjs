// The build's prerender (scripts/prerender.ts) in a worker thread of its own: it runs the built
// entry (dist/assets/index-….js) in Node, renders each path it is given with the renderer the
// entry hands over, and posts the pages back. A thread of its own, so the browser code's globals
// (the document below) and whatever it leaves open (React's scheduler listens on a MessageChannel)
// go with the thread instead of keeping the build's process alive. Plain JavaScript: Node runs it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

/**
 * Just enough of a document for the chunks in Node: Vite's module-preload check finds the browser
 * supports it, and its preload helper finds no <link> yet and each one it adds loaded at once.
 */
globalThis.document = {
  querySelector: () => null,
  getElementsByTagName: () => [],
  head: { appendChild: () => {} },
  createElement: () => ({
    relList: { supports: () => true },
    setAttribute: () => {},
    addEventListener: (type, listener) => {
      if (type === 'load') queueMicrotask(() => listener({ type }));
    },
    removeEventListener: () => {},
  }),
};

const { entry, paths } = workerData;
await import(pathToFileURL(entry).href);
const renderer = await globalThis.atelierPrerender;
if (!renderer) throw new Error('prerender: the entry handed over no renderer (src/main.tsx imports it where there is no window).');
const pages = {};
// One after the other: a render is synchronous once its screen's chunk has run.
for (const path of paths) pages[path] = await renderer.renderPage(path);
parentPort.postMessage({ pages, headScript: renderer.headScript });
